import { z } from 'zod';
import { integerId } from './ids';
import {
  DEPOSIT_STATUS_VALUES,
  depositRecordSchema,
  WITHDRAWAL_STATUS_VALUES,
  withdrawalSchema,
} from './funding';
import { decimalString } from './decimal';
import {
  isoTime,
  operatorPageFields,
  operatorPageQueryFields,
  operatorUserLabelSchema,
} from './operator';

/*
 * The funding module's operator contracts: the deposit-notice and withdrawal queues (role finance)
 * and the withdrawal settings (role admin). The routes are in routes/funding.operator.ts.
 */

// ---------------------------------------------------------------- deposit-notice queue

export const adminDepositQuerySchema = z.object({
  status: z.enum(DEPOSIT_STATUS_VALUES).default('pending'),
  ...operatorPageQueryFields,
});
export type AdminDepositQuery = z.infer<typeof adminDepositQuerySchema>;
/** A deposit notice as the user filed it, with whose it is. */
export const adminDepositRowSchema = depositRecordSchema.extend({ user_id: z.uuid() });
export type AdminDepositRow = z.infer<typeof adminDepositRowSchema>;
/** A notice in the queue: also whose it is by uid and e-mail (or phone). */
export const adminDepositQueueRowSchema = adminDepositRowSchema.extend({
  user: operatorUserLabelSchema,
});
export type AdminDepositQueueRow = z.infer<typeof adminDepositQueueRowSchema>;
export const adminDepositsDataSchema = z.object({
  /** Pending: oldest first (the queue's order); confirmed and rejected: newest first. */
  list: z.array(adminDepositQueueRowSchema),
  counts: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    rejected: z.number().int(),
  }),
  ...operatorPageFields,
});
export type AdminDepositsData = z.infer<typeof adminDepositsDataSchema>;
/** A decision names the notice only: the amount credited is the user's notice, never an input. */
export const adminDepositConfirmBodySchema = z.object({ id: integerId });
export const adminDepositRejectBodySchema = z.object({
  id: integerId,
  /** Shown to the user; trimmed, at most 200 characters kept. */
  reason: z.string().trim().min(1).max(200),
});

// ---------------------------------------------------------------- withdrawal queue

export const adminWithdrawalQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUS_VALUES).default('pending'),
  ...operatorPageQueryFields,
});
export type AdminWithdrawalQuery = z.infer<typeof adminWithdrawalQuerySchema>;
/** The first of two approvals a withdrawal above the four-eyes threshold needs. */
export const adminFirstApprovalSchema = z.object({
  operator_id: z.uuid(),
  /** The operator's e-mail, else phone, else uid: whom to ask. */
  operator: z.string(),
  at: isoTime,
});
/** A withdrawal request as the user made it, with whose it is and its four-eyes state. */
export const adminWithdrawalRowSchema = withdrawalSchema.extend({
  user_id: z.uuid(),
  approvals_required: z
    .union([z.literal(1), z.literal(2)])
    .describe(
      'Distinct finance operators who must approve: 2 when its USD equivalent is above the four-eyes threshold (or it has none), else 1.',
    ),
  first_approval: adminFirstApprovalSchema
    .nullable()
    .describe('Set while a pending withdrawal awaits its second approval.'),
});
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRowSchema>;
/** A request in the queue: also whose it is, and whether it pays out to the platform itself. */
export const adminWithdrawalQueueRowSchema = adminWithdrawalRowSchema.extend({
  user: operatorUserLabelSchema,
  to_platform_address: z
    .boolean()
    .describe(
      "True when the destination is one of the platform's own deposit addresses (a user's ERC-20 or TRC-20 deposit address) or, for a bank card, its own deposit bank account: paying it moves money in a circle.",
    ),
});
export type AdminWithdrawalQueueRow = z.infer<typeof adminWithdrawalQueueRowSchema>;
export const adminWithdrawalsDataSchema = z.object({
  /** Pending and approved: oldest first (the queue's order); the others newest first. */
  list: z.array(adminWithdrawalQueueRowSchema),
  counts: z.object(
    Object.fromEntries(WITHDRAWAL_STATUS_VALUES.map((status) => [status, z.number().int()])) as {
      [S in (typeof WITHDRAWAL_STATUS_VALUES)[number]]: z.ZodNumber;
    },
  ),
  ...operatorPageFields,
});
export type AdminWithdrawalsData = z.infer<typeof adminWithdrawalsDataSchema>;
/** Decisions name the request only: what is paid is the user's request, never an input. */
export const adminWithdrawalIdBodySchema = z.object({ id: integerId });
export const adminWithdrawalPaidBodySchema = z.object({
  id: integerId,
  /** The chain's transaction hash or the bank's transfer reference. */
  external_ref: z.string().trim().min(1).max(200),
});
export const adminWithdrawalRejectBodySchema = z.object({
  id: integerId,
  /** Shown to the user; trimmed, at most 200 characters. */
  reason: z.string().trim().min(1).max(200),
});

// ---------------------------------------------------------------- settings: withdrawals

const WITHDRAWAL_METHOD_VALUES = ['bank', 'erc20', 'trc20'] as const;
const feeAmount = decimalString({ sign: 'nonnegative', maxScale: 8, maxIntegerDigits: 12 });
export const adminWithdrawalFeeSchema = z.object({
  currency: z.string().regex(/^[A-Z0-9]{2,12}$/),
  method: z.enum(WITHDRAWAL_METHOD_VALUES),
  fee: feeAmount.describe('Flat fee taken from the withdrawn sum, in its currency.'),
  minimum: feeAmount.describe('Smallest gross withdrawal, in its currency.'),
});
export type AdminWithdrawalFee = z.infer<typeof adminWithdrawalFeeSchema>;
export const adminFundingSettingsSchema = z.object({
  withdrawal_fees: z.array(adminWithdrawalFeeSchema),
  destination_delay_seconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .describe('Seconds before a new or edited card or wallet may receive a withdrawal.'),
  four_eyes_threshold_usd: decimalString({
    sign: 'positive',
    maxScale: 2,
    maxIntegerDigits: 12,
  }).describe(
    'USD; a withdrawal strictly above it needs two different operators’ approvals. Applies to approvals from the save on.',
  ),
  source: z
    .enum(['environment', 'saved'])
    .describe(
      'Of the fee table and delay; environment: the server configuration (default) until an operator saves.',
    ),
});
export type AdminFundingSettings = z.infer<typeof adminFundingSettingsSchema>;
export const adminFundingSaveBodySchema = adminFundingSettingsSchema
  .omit({ source: true })
  .extend({ withdrawal_fees: z.array(adminWithdrawalFeeSchema).min(1).max(30) })
  .refine(
    (body) =>
      new Set(body.withdrawal_fees.map((f) => `${f.currency}:${f.method}`)).size ===
      body.withdrawal_fees.length,
    { message: 'Each currency and method once', path: ['withdrawal_fees'] },
  );
export type AdminFundingSaveBody = z.infer<typeof adminFundingSaveBodySchema>;
