export type { LedgerIssue, LedgerResult } from './result';
export {
  type AccountRef,
  BASE_CURRENCY,
  CONTRACT_ACCOUNT_CURRENCIES,
  SYSTEM_ACCOUNT_CODES,
  SYSTEM_ACCOUNT_MAY_GO_NEGATIVE,
  type SystemAccountCode,
  USER_ACCOUNT_TYPES,
  type UserAccountType,
  accountKey,
  isCurrencyCode,
  isUserAccountType,
  mayGoNegative,
  systemAccount,
  userAccount,
} from './accounts';
export {
  DEPOSIT_KINDS,
  type DepositKind,
  INCOME_KINDS,
  POSTING_KINDS,
  type PostingKind,
  isPostingKind,
} from './kinds';
export {
  type AccountBalances,
  type ApplyIssueCode,
  BUCKETS,
  type Bucket,
  type JournalEntryDraft,
  type JournalIssueCode,
  MAX_POSTING_AMOUNT,
  MAX_REFERENCE_LENGTH,
  type PostingDraft,
  applyPostings,
  entryFingerprint,
  hasLedgerScale,
  sumByCurrency,
  validateJournalEntry,
} from './journal';
export {
  TRANSFER_ISSUE_CODES,
  type TransferIssueCode,
  type TransferPlan,
  type TransferRequest,
  computeTransfer,
  transferEntry,
  transferFingerprint,
  transferableCurrencies,
  validateTransfer,
} from './transfer';
export {
  type AmountIssueCode,
  computeDeposit,
  computeLock,
  computeUnlock,
  parsePositiveAmount,
} from './builders';
