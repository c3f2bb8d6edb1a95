import { z } from 'zod';
import { integerId, integerIdText } from './ids';
import { DEPOSIT_STATUSES, LEDGER_SCALE, WITHDRAWAL_STATUSES } from '@waihui/core';
import { decimalString } from './decimal';

/*
 * Funding (product.md §11; product.md §2.4 chongzhi, bindBank/addBank, bindUSDT/addUSDT, quKuang*, chongTiJiLu;
 * product.md §7.4 and Address groups): deposit addresses and bank details, deposit notices, bound
 * bank cards and wallets, withdrawals and their records. Amounts are decimal strings (8 decimals).
 * docs/funding.md draws the lifecycles.
 */

const amountOut = decimalString({
  sign: 'nonnegative',
  maxScale: LEDGER_SCALE,
  maxIntegerDigits: 27,
});
const amountIn = decimalString({ sign: 'positive', maxScale: LEDGER_SCALE, maxIntegerDigits: 27 });
const iso = z.string().describe('ISO 8601 UTC.');
const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
};
const idBody = z.object({ id: integerIdText });

export const WALLET_CHAIN_VALUES = ['erc20', 'trc20'] as const;
export const DEPOSIT_METHOD_VALUES = ['erc20', 'trc20', 'bank'] as const;
/** The lifecycles' statuses are core's (the arrows between them are there too). */
export const WITHDRAWAL_STATUS_VALUES = WITHDRAWAL_STATUSES;
export const DEPOSIT_STATUS_VALUES = DEPOSIT_STATUSES;

// ---------------------------------------------------------------- GET /api/biaddress/get_address

export const depositAddressSchema = z.object({
  chain: z.enum(WALLET_CHAIN_VALUES),
  currency: z.string().describe('Token received at this address: USDT.'),
  address: z.string().describe('Your own address, derived for you; the same every time.'),
});
export const depositBankSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  swift: z.string(),
  currency: z.string(),
  reference: z
    .string()
    .describe('Put this in the transfer’s reference so it can be matched to you.'),
});
export const depositInfoDataSchema = z.object({
  addresses: z.array(depositAddressSchema),
  bank: depositBankSchema.nullable().describe('null when the operator takes no bank deposits.'),
  demo_confirm_after_seconds: z
    .number()
    .int()
    .nullable()
    .describe(
      'Demo mode: nothing real is received here, and a notice is confirmed by the system this many seconds after it is filed. null outside demo mode.',
    ),
});
export type DepositInfoData = z.infer<typeof depositInfoDataSchema>;

// ---------------------------------------------------------------- deposit notices

export const depositNoticeBodySchema = z.object({
  method: z.enum(DEPOSIT_METHOD_VALUES),
  currency: z.string().min(1).max(12),
  amount: amountIn,
  tx_ref: z.string().max(200).describe('Transaction hash, or the bank transfer’s reference.'),
});
export type DepositNoticeBody = z.infer<typeof depositNoticeBodySchema>;

export const depositRecordSchema = z.object({
  id: z.number().int(),
  method: z.enum(DEPOSIT_METHOD_VALUES),
  currency: z.string(),
  amount: amountOut,
  tx_ref: z.string(),
  status: z.enum(DEPOSIT_STATUS_VALUES),
  reject_reason: z.string().nullable(),
  created_at: iso,
  reviewed_at: iso.nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;
export const depositRecordsQuerySchema = z.object(pageQuery);
export const depositRecordsDataSchema = z.object({
  list: z.array(depositRecordSchema),
  has_more: z.boolean(),
});
export type DepositRecordsData = z.infer<typeof depositRecordsDataSchema>;

// ---------------------------------------------------------------- bank cards and wallets

const delayFields = {
  usable_from: iso.describe(
    'Withdrawals to it are accepted from this instant (added or edited + the delay).',
  ),
  usable: z.boolean().describe('usable_from has passed.'),
};

export const bankCardSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  currency: z.string(),
  holder_name: z.string(),
  card_number: z.string().describe('Masked: the last four characters only.'),
  bank_name: z.string(),
  branch_name: z.string(),
  branch_number: z.string(),
  ...delayFields,
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardsDataSchema = z.object({
  list: z.array(bankCardSchema),
  delay_seconds: z.number().int().describe('How long a new or edited card waits before use.'),
});
export type BankCardsData = z.infer<typeof bankCardsDataSchema>;

const bankFields = {
  country: z.string().max(10),
  currency: z.string().max(10),
  holder_name: z.string().max(300),
  card_number: z.string().max(100),
  bank_name: z.string().max(300),
  branch_name: z.string().max(300).default(''),
  branch_number: z.string().max(100).default(''),
};
export const addBankBodySchema = z.object(bankFields);
export type AddBankBody = z.infer<typeof addBankBodySchema>;

export const walletSchema = z.object({
  id: z.number().int(),
  chain: z.enum(WALLET_CHAIN_VALUES),
  currency: z.string(),
  address: z.string(),
  ...delayFields,
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletsDataSchema = z.object({
  list: z.array(walletSchema),
  delay_seconds: z.number().int(),
});
export type WalletsData = z.infer<typeof walletsDataSchema>;

const walletFields = {
  chain: z.enum(WALLET_CHAIN_VALUES),
  address: z.string().max(200),
};
export const addWalletBodySchema = z.object(walletFields);
export type AddWalletBody = z.infer<typeof addWalletBodySchema>;

/** Edit one of your cards (bank fields) or wallets (wallet fields); the delay starts again. */
export const editDestinationBodySchema = z.union([
  z.object({ id: integerId, kind: z.literal('bank'), ...bankFields }),
  z.object({ id: integerId, kind: z.literal('wallet'), ...walletFields }),
]);
export type EditDestinationBody = z.infer<typeof editDestinationBodySchema>;
export const removeDestinationQuerySchema = idBody;
export const destinationChangedDataSchema = z.object({
  id: z.number().int(),
  usable_from: iso.nullable().describe('null after unbinding.'),
});
export type DestinationChangedData = z.infer<typeof destinationChangedDataSchema>;

// ---------------------------------------------------------------- GET /api/withdrawal/get_currencylist

export const withdrawalCurrencySchema = z.object({
  currency: z.string(),
  method: z.enum(DEPOSIT_METHOD_VALUES).describe('erc20 / trc20 wallets, or bank cards.'),
  fee: amountOut.describe('Flat fee taken from the amount.'),
  minimum: amountOut.describe('Smallest amount (before the fee).'),
  withdrawable: amountOut.describe(
    'Your coin account’s available balance in this currency; for USDT also what its USD buys at the USDT/USD ask now, truncated to cents (bought at the withdrawal).',
  ),
});
export const withdrawalCurrenciesDataSchema = z.object({
  list: z.array(withdrawalCurrencySchema),
});
export type WithdrawalCurrenciesData = z.infer<typeof withdrawalCurrenciesDataSchema>;

// ---------------------------------------------------------------- withdrawals

export const addWithdrawalBodySchema = z.object({
  destination_id: integerId.describe('A card or wallet of yours.'),
  currency: z.string().min(1).max(12),
  amount: z.string().max(60).describe('Gross amount (the fee is taken from it), decimal string.'),
  fund_password: z.string().max(200),
  idempotency_key: z.string().min(1).max(100).optional(),
});
export type AddWithdrawalBody = z.infer<typeof addWithdrawalBodySchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  method: z.enum(DEPOSIT_METHOD_VALUES),
  currency: z.string(),
  amount: amountOut,
  fee: amountOut,
  net: amountOut,
  destination: z.string().describe('Address, or the masked card number.'),
  status: z.enum(WITHDRAWAL_STATUS_VALUES),
  reject_reason: z.string().nullable(),
  external_ref: z.string().nullable(),
  created_at: iso,
  updated_at: iso,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalLogQuerySchema = z.object(pageQuery);
export const withdrawalLogDataSchema = z.object({
  list: z.array(withdrawalSchema),
  has_more: z.boolean(),
});
export type WithdrawalLogData = z.infer<typeof withdrawalLogDataSchema>;
export const withdrawalCancelBodySchema = idBody;

// ---------------------------------------------------------------- dev helpers (EXPOSE_OUTBOX)

export const devDepositReviewBodySchema = idBody;
export const devWithdrawalReviewBodySchema = z.object({
  id: integerId,
  action: z.enum(['approve', 'paid', 'reject']),
  external_ref: z.string().max(200).optional(),
  reason: z.string().max(200).optional(),
});
export const devReviewDataSchema = z.object({ id: z.number().int(), status: z.string() });
