import { z } from 'zod';
import {
  LEDGER_SCALE,
  POSTING_KINDS,
  TRANSFER_ISSUE_CODES,
  USER_ACCOUNT_TYPES,
} from '@waihui/core';
import { type DecimalProblem, type DecimalSign, decimalString } from './decimal';
import { idempotencyKeySchema } from './idempotency';

/*
 * Ledger: the user's coin (spot) and contract accounts, transfers between them and the money log
 * (product.md §3.2, §5.4, §7.6; docs/ledger.md). Amounts are decimal strings in canonical form ("10000",
 * "0.5", "-12.34567891"; at most 8 decimals, never an exponent) — format them with core's
 * formatAccountAmount / formatMoney for display. Every call needs `Authorization: Bearer <token>`
 * and only ever shows or moves the caller's own money.
 */

/** `data.reason` values of the ledger calls, besides the generic ones of reasons.ts. */
export const LEDGER_REASONS = [
  ...TRANSFER_ISSUE_CODES,
  // Out of the contract account: more than min(available, free margin) (open positions' margin and losses).
  'QUANTITY_EXCEEDS_FREE_MARGIN',
  'INSUFFICIENT_BALANCE',
  'INSUFFICIENT_LOCKED_BALANCE',
  'AMOUNT_INVALID',
  'CURRENCY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_INVALID',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

// ---------------------------------------------------------------- shared fields

/** Digits before the point of a ledger amount: every posting is below core's MAX_POSTING_AMOUNT, 10^27. */
const LEDGER_INTEGER_DIGITS = 27;

/** A ledger amount: canonical decimal string, at most 8 decimals, e.g. "10000" or "0.00012345". */
function ledgerAmount(sign: DecimalSign) {
  return decimalString({ sign, maxScale: LEDGER_SCALE, maxIntegerDigits: LEDGER_INTEGER_DIGITS });
}
/** User accounts never go negative (core's mayGoNegative). */
const balanceSchema = ledgerAmount('nonnegative');

export const accountTypeSchema = z
  .enum(USER_ACCOUNT_TYPES)
  .describe(
    'coin = spot account (one balance per currency); contract = contract (margin) account, USD.',
  );
export type AccountType = z.infer<typeof accountTypeSchema>;

export const postingKindSchema = z
  .enum(POSTING_KINDS)
  .describe(
    'Why money moved: deposit, demo_credit, withdrawal, transfer_in, transfer_out, lock, unlock, fee, realized_pnl, negative_balance_cover, delivery_stake, delivery_payout, delivery_refund, spot_trade (a spot order or currency conversion; reference spot:<order id>:<symbol>:<side>@<fill price>).',
  );

/** One currency of an account: product.md §3.2 `balance_arr` entry. */
export const balanceEntrySchema = z.object({
  code: z.string().describe('Currency: "USD", "EUR", "BTC", …'),
  balance: balanceSchema.describe('Available (spendable) balance.'),
  lock_balance: balanceSchema.describe('Locked for open orders or pending withdrawals.'),
  total: balanceSchema.describe('balance + lock_balance.'),
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;

const balanceArrSchema = z
  .array(balanceEntrySchema)
  .describe('USD first (always present, zero when empty), then other currencies alphabetically.');

// ---------------------------------------------------------------- GET /api/account/list

export const accountListDataSchema = z.object({
  coin: z.object({ balance_arr: balanceArrSchema }),
  contract: z.object({ balance_arr: balanceArrSchema }),
});
export type AccountListData = z.infer<typeof accountListDataSchema>;

// ---------------------------------------------------------------- GET /api/account/income

export const accountIncomeDataSchema = z.object({
  currency: z.literal('USD'),
  today_income: ledgerAmount('any').describe(
    'Realised trading result since 00:00 UTC today (USD, signed); "0" until trading exists.',
  ),
  position_margin: balanceSchema.describe(
    'Margin held by open positions (USD); "0" until trading exists.',
  ),
});
export type AccountIncomeData = z.infer<typeof accountIncomeDataSchema>;

// ---------------------------------------------------------------- GET /api/lever/assetsTradeTop

export const assetsTradeTopQuerySchema = z.object({
  lever_type: z.literal('2').default('2').describe('2 = the contract account (the only value).'),
});
export const assetsTradeTopDataSchema = z.object({ balance_arr: balanceArrSchema });

// ---------------------------------------------------------------- GET /api/account_log/moneyLog

export const moneyLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  kind: postingKindSchema.optional().describe('Only postings of this kind.'),
  account_type: accountTypeSchema.optional().describe('Only this account.'),
  currency: z
    .string()
    .regex(/^[A-Z][A-Z0-9]{1,11}$/)
    .optional()
    .describe('Only this currency.'),
  before_id: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "Only postings older than this id. Pass the first page's top `id` with later pages so new postings do not shift them.",
    ),
});
export type MoneyLogQuery = z.infer<typeof moneyLogQuerySchema>;

export const moneyLogItemSchema = z.object({
  id: z.number().int().describe('Posting id; newer postings have larger ids.'),
  entry_id: z.number().int().describe('Journal entry; both sides of a transfer share it.'),
  account_type: accountTypeSchema,
  currency: z.string(),
  bucket: z
    .enum(['available', 'locked'])
    .describe('available = the balance moved; locked = the lock_balance moved.'),
  amount: ledgerAmount('any').describe('Signed: positive credits the account, negative debits it.'),
  balance_after: balanceSchema.describe("That bucket's balance right after this posting."),
  kind: postingKindSchema,
  reference: z
    .string()
    .nullable()
    .describe('What it belongs to; for transfers the other account (coin / contract).'),
  created_at: z.string().describe('ISO 8601 UTC.'),
});
export type MoneyLogItem = z.infer<typeof moneyLogItemSchema>;
export const moneyLogDataSchema = z.object({
  list: z.array(moneyLogItemSchema).describe('Newest first.'),
  page: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean().describe('false → footer "no further entries".'),
});
export type MoneyLogData = z.infer<typeof moneyLogDataSchema>;

// ---------------------------------------------------------------- GET /api/biaddress/get_kezhuanxianlist

export const transferOptionSchema = z.object({
  from_account: accountTypeSchema,
  to_account: accountTypeSchema,
  currency: z.string(),
  available: balanceSchema.describe(
    "What can be transferred now: the source's available balance; out of the contract account at most its free margin (open positions' margin and floating losses stay).",
  ),
});
export type TransferOption = z.infer<typeof transferOptionSchema>;
export const transferOptionsDataSchema = z.object({
  list: z
    .array(transferOptionSchema)
    .describe('Every direction and currency that can be transferred.'),
});
export type TransferOptionsData = z.infer<typeof transferOptionsDataSchema>;

// ---------------------------------------------------------------- POST /api/biaddress/huazhuan

/**
 * Transfer between the caller's coin and contract accounts. A missing source is answered by the
 * service (TRANSFER_SOURCE_REQUIRED); a malformed, negative, zero, too precise or absurd quantity
 * by the schema, with the spec's own reasons (QUANTITY_BELOW_ZERO, …; envelope-errors answers them).
 */
/** The spec's own refusals of a transfer quantity (product.md §5.4), answered at the schema. */
const TRANSFER_QUANTITY_REASONS = {
  invalid: 'QUANTITY_INVALID',
  negative: 'QUANTITY_BELOW_ZERO',
  zero: 'QUANTITY_ZERO',
  scale: 'QUANTITY_TOO_PRECISE',
  too_large: 'QUANTITY_EXCEEDS_AVAILABLE',
} as const satisfies Record<DecimalProblem, LedgerReason>;

export const transferBodySchema = z.object({
  from_account: accountTypeSchema
    .optional()
    .describe('Transfer-out account; required (TRANSFER_SOURCE_REQUIRED when missing).'),
  to_account: accountTypeSchema.optional().describe('Defaults to the other account.'),
  currency: z
    .string()
    .max(12)
    .optional()
    .describe('Transfer-out currency, "USD"; required (TRANSFER_SOURCE_REQUIRED when missing).'),
  quantity: decimalString({
    sign: 'positive',
    maxScale: LEDGER_SCALE,
    maxIntegerDigits: LEDGER_INTEGER_DIGITS,
    reasons: TRANSFER_QUANTITY_REASONS,
  }).describe('Decimal string > 0 with at most 8 decimals, not above the available balance.'),
  idempotency_key: idempotencyKeySchema
    .optional()
    .describe(
      'A fresh random id per transfer the user submits (or the Idempotency-Key header). A retry with the same key never moves money twice: it answers the first result with replayed=true.',
    ),
});

/** The transfer's data; the success message (`msg`) is "Transfer done", translated. */
export const transferDataSchema = z.object({
  entry_id: z.number().int(),
  from_account: accountTypeSchema,
  to_account: accountTypeSchema,
  currency: z.string(),
  quantity: ledgerAmount('positive'),
  from_balance: balanceSchema.describe('Source available balance after the transfer.'),
  to_balance: balanceSchema.describe('Destination available balance after the transfer.'),
  created_at: z.string().describe('ISO 8601 UTC.'),
  replayed: z
    .boolean()
    .describe('true when this answers a retry of an earlier request (same key).'),
});
export type TransferData = z.infer<typeof transferDataSchema>;
