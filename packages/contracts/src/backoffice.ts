import { z } from 'zod';
import { LANGUAGES } from './languages';
import { OPERATOR_ROLES } from './routes/define';
import { accountListDataSchema, moneyLogDataSchema } from './ledger';
import { openTradesDataSchema } from './trading';
import { verificationStatusSchema } from './identity';
import { verificationDetailsSchema } from './verification';
import {
  DEPOSIT_STATUS_VALUES,
  depositRecordSchema,
  WITHDRAWAL_STATUS_VALUES,
  withdrawalSchema,
} from './funding';

/*
 * The back-office (issue 12): operator sign-in with a second factor (TOTP), users, feedback,
 * content, settings and the audit log. Every route but sign-in needs an operator session.
 */

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
const languageSchema = z.enum(LANGUAGES);
const isoTime = z.string().describe('ISO 8601 time (UTC).');
const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
const pageFields = { page: z.number().int(), limit: z.number().int(), has_more: z.boolean() };

// ---------------------------------------------------------------- POST /api/admin/login

/** The same account and password as the app's login, plus the authenticator's 6 digits. */
export const adminLoginBodySchema = z.object({
  account: z.string().min(1).max(254).describe('E-mail address or mobile number in +E.164.'),
  password: z.string().min(1).max(128),
  totp: z
    .string()
    .regex(/^\d{6}$/)
    .optional()
    .describe('The 6-digit code of the authenticator app; omit on the first step.'),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const adminLoginDataSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('totp_setup'),
    otpauth_uri: z
      .string()
      .describe(
        'otpauth://totp/… to show as a QR code; answered only until the first code is used.',
      ),
    secret: z.string().describe('The same secret in Base32, for typing in by hand.'),
  }),
  z.object({ status: z.literal('totp_required') }),
  z.object({
    status: z.literal('signed_in'),
    token: z.string().describe('Operator bearer token; opens /api/admin/… routes only.'),
    expires_at: isoTime,
    roles: z.array(operatorRoleSchema),
  }),
]);
export type AdminLoginData = z.infer<typeof adminLoginDataSchema>;

// ---------------------------------------------------------------- GET /api/admin/me

export const adminMeDataSchema = z.object({
  user_id: z.uuid(),
  uid: z.number().int(),
  email: z.string().nullable(),
  roles: z.array(operatorRoleSchema),
  expires_at: isoTime,
});
export type AdminMeData = z.infer<typeof adminMeDataSchema>;

// ---------------------------------------------------------------- users

export const adminUserSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(254).describe('A uid (digits), an e-mail or a phone number.'),
});
export const adminUserRowSchema = z.object({
  user_id: z.uuid(),
  uid: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  created_at: isoTime,
  last_login_at: isoTime.nullable(),
  sign_in_locked: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserSearchDataSchema = z.object({ list: z.array(adminUserRowSchema) });
export type AdminUserSearchData = z.infer<typeof adminUserSearchDataSchema>;

export const adminUserQuerySchema = z.object({ user_id: z.uuid() });
export const adminUserDetailDataSchema = z.object({
  user: adminUserRowSchema,
  accounts: accountListDataSchema.describe('Balances, as the user sees them on the Assets page.'),
  postings: moneyLogDataSchema.describe(
    'The newest ledger postings (first page of the money log).',
  ),
  open_trades: openTradesDataSchema.describe(
    'Open positions and resting orders, with the summary.',
  ),
  logins: z.array(z.object({ at: isoTime, expires_at: isoTime, revoked_at: isoTime.nullable() })),
});
export type AdminUserDetailData = z.infer<typeof adminUserDetailDataSchema>;

export const adminUserLockBodySchema = z.object({
  user_id: z.uuid(),
  locked: z.boolean().describe('true: sign-in refused and sessions ended; false: allowed again.'),
});
export type AdminUserLockBody = z.infer<typeof adminUserLockBodySchema>;

// ---------------------------------------------------------------- feedback queue

export const adminFeedbackQuerySchema = z.object({
  status: z.enum(['open', 'answered']).default('open'),
  ...pageQueryFields,
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;
export const adminFeedbackRowSchema = z.object({
  id: z.number().int(),
  user_id: z.uuid(),
  content: z.string(),
  lang: languageSchema,
  created_at: isoTime,
  answer: z.string().nullable(),
  answered_at: isoTime.nullable(),
});
export type AdminFeedbackRow = z.infer<typeof adminFeedbackRowSchema>;
export const adminFeedbackDataSchema = z.object({
  list: z.array(adminFeedbackRowSchema),
  counts: z.object({ open: z.number().int(), answered: z.number().int() }),
  ...pageFields,
});
export type AdminFeedbackData = z.infer<typeof adminFeedbackDataSchema>;
export const adminFeedbackAnswerBodySchema = z.object({
  id: z.number().int().positive(),
  answer: z.string().trim().min(1).max(2000),
});
export type AdminFeedbackAnswerBody = z.infer<typeof adminFeedbackAnswerBodySchema>;

// ---------------------------------------------------------------- operators (role admin)

/** A user holding at least one back-office role. */
export const adminOperatorRowSchema = z.object({
  user_id: z.uuid(),
  uid: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(operatorRoleSchema),
});
export type AdminOperatorRow = z.infer<typeof adminOperatorRowSchema>;
export const adminOperatorsDataSchema = z.object({
  /** By uid; everyone with a role. */
  list: z.array(adminOperatorRowSchema),
});
export type AdminOperatorsData = z.infer<typeof adminOperatorsDataSchema>;
/** Grant or revoke one role of the user with this public uid. */
export const adminOperatorRoleBodySchema = z.object({
  uid: z.number().int().positive().describe('The user’s public number (from 100001).'),
  role: operatorRoleSchema,
});
export type AdminOperatorRoleBody = z.infer<typeof adminOperatorRoleBodySchema>;

// ---------------------------------------------------------------- identity-verification queue

/** One pending submission as the reviewer sees it: ID number masked, photo links made for them. */
export const adminPendingVerificationSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  submitted_at: isoTime,
  details: verificationDetailsSchema,
});
/** The pending queue is paged like the other queues (page from 1, at most 100 a page). */
export const adminVerificationQuerySchema = z.object(pageQueryFields);
export type AdminVerificationQuery = z.infer<typeof adminVerificationQuerySchema>;
export const adminVerificationsDataSchema = z.object({
  /** Oldest first, one page. */
  list: z.array(adminPendingVerificationSchema),
  counts: z.object({ pending: z.number().int() }),
  ...pageFields,
});
export type AdminVerificationsData = z.infer<typeof adminVerificationsDataSchema>;
export const adminVerificationApproveBodySchema = z.object({ id: z.uuid() });
export type AdminVerificationApproveBody = z.infer<typeof adminVerificationApproveBodySchema>;
export const adminVerificationRejectBodySchema = z.object({
  id: z.uuid(),
  /** Shown to the user; trimmed, 1–200 characters (REJECTION_REASON_REQUIRED / _TOO_LONG). */
  reason: z.string().max(1000),
});
export type AdminVerificationRejectBody = z.infer<typeof adminVerificationRejectBodySchema>;
/** A decided submission. */
export const adminVerificationDecisionSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  status: verificationStatusSchema,
  rejection_reason: z.string().nullable(),
  reviewed_at: isoTime.nullable(),
});
export type AdminVerificationDecision = z.infer<typeof adminVerificationDecisionSchema>;

// ---------------------------------------------------------------- deposit-notice queue

export const adminDepositQuerySchema = z.object({
  status: z.enum(DEPOSIT_STATUS_VALUES).default('pending'),
  ...pageQueryFields,
});
export type AdminDepositQuery = z.infer<typeof adminDepositQuerySchema>;
/** A deposit notice as the user filed it, with whose it is. */
export const adminDepositRowSchema = depositRecordSchema.extend({ user_id: z.uuid() });
export type AdminDepositRow = z.infer<typeof adminDepositRowSchema>;
export const adminDepositsDataSchema = z.object({
  /** Pending: oldest first (the queue's order); confirmed and rejected: newest first. */
  list: z.array(adminDepositRowSchema),
  counts: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    rejected: z.number().int(),
  }),
  ...pageFields,
});
export type AdminDepositsData = z.infer<typeof adminDepositsDataSchema>;
/** A decision names the notice only: the amount credited is the user's notice, never an input. */
export const adminDepositConfirmBodySchema = z.object({ id: z.number().int().positive() });
export const adminDepositRejectBodySchema = z.object({
  id: z.number().int().positive(),
  /** Shown to the user; trimmed, at most 200 characters kept. */
  reason: z.string().trim().min(1).max(200),
});
export type AdminDepositRejectBody = z.infer<typeof adminDepositRejectBodySchema>;

// ---------------------------------------------------------------- withdrawal queue

export const adminWithdrawalQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUS_VALUES).default('pending'),
  ...pageQueryFields,
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
export const adminWithdrawalsDataSchema = z.object({
  /** Pending and approved: oldest first (the queue's order); the others newest first. */
  list: z.array(adminWithdrawalRowSchema),
  counts: z.object(
    Object.fromEntries(WITHDRAWAL_STATUS_VALUES.map((status) => [status, z.number().int()])) as {
      [S in (typeof WITHDRAWAL_STATUS_VALUES)[number]]: z.ZodNumber;
    },
  ),
  ...pageFields,
});
export type AdminWithdrawalsData = z.infer<typeof adminWithdrawalsDataSchema>;
/** Decisions name the request only: what is paid is the user's request, never an input. */
export const adminWithdrawalIdBodySchema = z.object({ id: z.number().int().positive() });
export const adminWithdrawalPaidBodySchema = z.object({
  id: z.number().int().positive(),
  /** The chain's transaction hash or the bank's transfer reference. */
  external_ref: z.string().trim().min(1).max(200),
});
export type AdminWithdrawalPaidBody = z.infer<typeof adminWithdrawalPaidBodySchema>;
export const adminWithdrawalRejectBodySchema = z.object({
  id: z.number().int().positive(),
  /** Shown to the user; trimmed, at most 200 characters. */
  reason: z.string().trim().min(1).max(200),
});
export type AdminWithdrawalRejectBody = z.infer<typeof adminWithdrawalRejectBodySchema>;

// ---------------------------------------------------------------- content

export const adminArticleCategorySchema = z.enum(['news', 'notice', 'help', 'legal']);
export const adminArticleTextSchema = z.object({
  lang: languageSchema,
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().max(500),
  body_markdown: z.string().max(50_000),
});
export const adminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: adminArticleCategorySchema,
  topic: z.enum(['account', 'funding', 'trading']).nullable(),
  published_at: isoTime,
  enabled: z.boolean(),
  texts: z.array(adminArticleTextSchema),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticlesQuerySchema = z.object({
  category: adminArticleCategorySchema.optional(),
  ...pageQueryFields,
});
export const adminArticlesDataSchema = z.object({
  list: z.array(adminArticleSchema),
  ...pageFields,
});
export type AdminArticlesData = z.infer<typeof adminArticlesDataSchema>;
export const adminArticleSaveBodySchema = z.object({
  id: z.number().int().positive().optional().describe('Absent: a new article.'),
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
  category: adminArticleCategorySchema,
  topic: z.enum(['account', 'funding', 'trading']).nullable().default(null),
  published_at: z.iso.datetime().optional().describe('Default: now.'),
  enabled: z.boolean().default(true),
  texts: z
    .array(adminArticleTextSchema)
    .min(1)
    .max(LANGUAGES.length)
    .describe('One per language; English should be among them (the fallback).'),
});
export type AdminArticleSaveBody = z.infer<typeof adminArticleSaveBodySchema>;
export const adminPreviewBodySchema = z.object({ body_markdown: z.string().max(50_000) });
export const adminPreviewDataSchema = z.object({
  html: z.string().describe('Sanitised HTML, exactly as the app will show it.'),
});

// ---------------------------------------------------------------- settings

const decimal = z.string().describe('Decimal string.');
export const adminInstrumentSchema = z.object({
  symbol: z.string(),
  fee_rate: decimal.describe('Fraction of notional charged on open and close (0.0005 = 0.05%).'),
  spread: decimal.describe('Read-only here: the feed quotes it.'),
  max_leverage: z.number().int(),
});
export type AdminInstrument = z.infer<typeof adminInstrumentSchema>;
export const adminInstrumentsDataSchema = z.object({ list: z.array(adminInstrumentSchema) });
export const adminInstrumentSaveBodySchema = z.object({
  symbol: z.string().min(1).max(32),
  fee_rate: z
    .string()
    .regex(/^0(\.\d{1,8})?$/)
    .describe('New fee rate for new orders; open orders and positions keep theirs.'),
  max_leverage: z.number().int().min(1).max(1000),
});
export type AdminInstrumentSaveBody = z.infer<typeof adminInstrumentSaveBodySchema>;

// ---------------------------------------------------------------- audit log

export const adminAuditQuerySchema = z.object({
  actor: z.uuid().optional(),
  action: z.string().max(64).optional(),
  target: z.string().max(200).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  ...pageQueryFields,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditRowSchema = z.object({
  id: z.number().int(),
  at: isoTime,
  actor_id: z.uuid(),
  action: z.string(),
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable().describe('The target before (null: new).'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The target after.'),
  ip: z.string().nullable(),
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;
export const adminAuditDataSchema = z.object({ list: z.array(adminAuditRowSchema), ...pageFields });
export type AdminAuditData = z.infer<typeof adminAuditDataSchema>;
