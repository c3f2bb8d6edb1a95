export {
  WITHDRAWAL_METHODS,
  type WithdrawalAmountIssue,
  type WithdrawalFeeRule,
  type WithdrawalMethod,
  type WithdrawalQuote,
  findFeeRule,
  quoteWithdrawal,
  withdrawableBalance,
} from './withdrawal-amounts';
export {
  DEFAULT_WITHDRAWAL_DESTINATION_DELAY_SECONDS,
  isUsableAt,
  usableFrom,
} from './usable-after-delay';
export {
  DEPOSIT_STATUSES,
  type DepositStatus,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
  canMoveDeposit,
  canMoveWithdrawal,
  withdrawalHoldsFunds,
} from './lifecycle';
export {
  countryUsesIban,
  evmAddressFromPublicKey,
  normaliseEvmAddress,
  normaliseIban,
  normaliseTronAddress,
  toEvmChecksumAddress,
  tronAddressFromPublicKey,
} from './destinations';
export {
  BANK_CARD_LIMITS,
  type BankCardField,
  type BankCardInput,
  type BankCardIssueCode,
  WALLET_CHAINS,
  type WalletChain,
  maskCardNumber,
  normaliseWalletAddress,
  shortenAddress,
  validateBankCard,
} from './bank-card';
export {
  withdrawalLockEntry,
  withdrawalPayoutEntry,
  withdrawalReleaseEntry,
} from './withdrawal-entries';
export {
  DEFAULT_FOUR_EYES_WITHDRAWAL_AMOUNT,
  type WithdrawalApprovalInput,
  type WithdrawalApprovalState,
  fourEyesThresholdOf,
  withdrawalApprovalState,
  withdrawalApprovalsRequired,
  withdrawalUsdEquivalent,
} from './four-eyes';
