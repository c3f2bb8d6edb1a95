/*
 * Method and path of every HTTP endpoint of the funding module (no zod; see content.paths.ts).
 * product.md §7.4 gives the Withdrawal group and get_address; the others are ours (docs/decisions.md).
 */

export const fundingPaths = {
  depositInfo: { method: 'GET', path: '/api/biaddress/get_address' },
  depositNotice: { method: 'POST', path: '/api/deposit/notice' },
  depositRecords: { method: 'GET', path: '/api/deposit/records' },
  bankCards: { method: 'GET', path: '/api/withdrawal/get_bank_info' },
  addBankCard: { method: 'POST', path: '/api/withdrawal/add_user_bank' },
  wallets: { method: 'GET', path: '/api/withdrawal/get_wallet_info' },
  addWallet: { method: 'POST', path: '/api/withdrawal/add_user_wallet' },
  editDestination: { method: 'POST', path: '/api/withdrawal/edit_uset_withdrawal' },
  removeDestination: { method: 'GET', path: '/api/withdrawal/remove_uset_withdrawal' },
  withdrawalCurrencies: { method: 'GET', path: '/api/withdrawal/get_currencylist' },
  addWithdrawal: { method: 'POST', path: '/api/withdrawal/add_withdrawal' },
  cancelWithdrawal: { method: 'POST', path: '/api/withdrawal/cancel' },
  withdrawalLog: { method: 'GET', path: '/api/withdrawal/withdrawal_amount_log' },
  devConfirmDeposit: { method: 'POST', path: '/api/dev/funding/confirm-deposit' },
  devReviewWithdrawal: { method: 'POST', path: '/api/dev/funding/review-withdrawal' },
} as const;

/** Its operator endpoints (/api/admin/…); routes/funding.operator.ts adds auth and schemas. */
export const fundingOperatorPaths = {
  adminDepositList: { method: 'GET', path: '/api/admin/deposits/list' },
  adminDepositConfirm: { method: 'POST', path: '/api/admin/deposits/confirm' },
  adminDepositReject: { method: 'POST', path: '/api/admin/deposits/reject' },
  adminWithdrawalList: { method: 'GET', path: '/api/admin/withdrawals/list' },
  adminWithdrawalApprove: { method: 'POST', path: '/api/admin/withdrawals/approve' },
  adminWithdrawalPaid: { method: 'POST', path: '/api/admin/withdrawals/paid' },
  adminWithdrawalReject: { method: 'POST', path: '/api/admin/withdrawals/reject' },
  adminFundingSettings: { method: 'GET', path: '/api/admin/settings/funding' },
  adminFundingSave: { method: 'POST', path: '/api/admin/settings/funding/save' },
} as const;
