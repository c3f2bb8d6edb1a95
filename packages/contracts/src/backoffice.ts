import { z } from 'zod';
import { LANGUAGES } from './languages';
import { OPERATOR_ROLES } from './routes/define';
import { accountListDataSchema, moneyLogDataSchema } from './ledger';
import { openTradesDataSchema } from './trading';
import { captchaAnswerField, captchaKeyField, verificationStatusSchema } from './identity';
import { verificationDetailsSchema } from './verification';
import {
  DEPOSIT_STATUS_VALUES,
  depositRecordSchema,
  WITHDRAWAL_STATUS_VALUES,
  withdrawalSchema,
} from './funding';
import { tryParseDecimal } from '@waihui/core';
import { decimalString } from './decimal';

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
  captcha_key: captchaKeyField.optional(),
  captcha: captchaAnswerField
    .optional()
    .describe(
      'Required after 5 wrong passwords or codes for this account (CAPTCHA_REQUIRED), on either step; ignored otherwise.',
    ),
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

// ---------------------------------------------------------------- banners

export const adminBannerTextSchema = z.object({
  lang: languageSchema,
  title: z.string().trim().min(1).max(80).describe('Caption and the image’s alt text.'),
});
export const adminBannerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  image: z.string().describe('Image path on this server, e.g. /content/banner-welcome.svg.'),
  article_id: z.number().int().nullable().describe('The article it opens, or null.'),
  url: z.string().nullable().describe('The https page it opens, or null.'),
  sort_order: z.number().int().describe('Carousel order, ascending.'),
  enabled: z.boolean().describe('false: hidden from the app.'),
  texts: z.array(adminBannerTextSchema),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannersDataSchema = z.object({
  list: z.array(adminBannerSchema).describe('Every banner, hidden ones too, in carousel order.'),
});
export const adminBannerSaveBodySchema = z
  .object({
    id: z.number().int().positive().optional().describe('Absent: a new banner.'),
    slug: z.string().regex(/^[a-z0-9-]{1,64}$/),
    image: z
      .string()
      .regex(/^\/content\/[a-z0-9-]{1,64}\.(svg|png|jpg|webp)$/)
      .describe('An image of the web app’s /content/ folder (the CSP allows only this server’s).'),
    article_id: z.number().int().positive().nullable().default(null),
    url: z
      .url({ protocol: /^https$/ })
      .max(500)
      .nullable()
      .default(null),
    sort_order: z.number().int().min(0).max(10_000),
    enabled: z.boolean().default(true),
    texts: z
      .array(adminBannerTextSchema)
      .min(1)
      .max(LANGUAGES.length)
      .describe('One per language; English should be among them (the fallback).'),
  })
  .refine((body) => body.article_id === null || body.url === null, {
    message: 'A banner opens an article or a page, not both',
    path: ['url'],
  });
export type AdminBannerSaveBody = z.infer<typeof adminBannerSaveBodySchema>;

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

// ---------------------------------------------------------------- settings: delivery offer

/** A delivery period's payout rate: the share of the stake a win adds (0.85 → stake × 1.85 back). */
const payoutRate = decimalString({ sign: 'positive', maxScale: 4, maxIntegerDigits: 1 }).refine(
  (value) => tryParseDecimal(value)?.lte(1) ?? false,
  'At most 1 (a win pays back at most twice the stake)',
);
const stakeLimit = decimalString({ sign: 'positive', maxScale: 8, maxIntegerDigits: 12 });

export const adminDeliveryPeriodSchema = z.object({
  seconds: z.number().int().min(10).max(86_400).describe('Length of the period in seconds.'),
  payout_rate: payoutRate,
  enabled: z.boolean().describe('Offered to new contracts.'),
});
export type AdminDeliveryPeriod = z.infer<typeof adminDeliveryPeriodSchema>;
export const adminDeliverySettingsSchema = z.object({
  periods: z.array(adminDeliveryPeriodSchema).describe('Every period, shortest first.'),
  min_stake: stakeLimit.describe('Smallest stake (USD) of a new contract.'),
  max_stake: stakeLimit.describe('Largest stake (USD) of a new contract.'),
});
export type AdminDeliverySettings = z.infer<typeof adminDeliverySettingsSchema>;
export const adminDeliverySaveBodySchema = adminDeliverySettingsSchema
  .extend({
    periods: z
      .array(adminDeliveryPeriodSchema)
      .min(1)
      .max(20)
      .describe('Periods to offer; a stored period missing here is disabled (contracts keep it).'),
  })
  .refine(
    (body) => {
      const [min, max] = [tryParseDecimal(body.min_stake), tryParseDecimal(body.max_stake)];
      return min !== null && max !== null && min.lte(max);
    },
    {
      message: 'min_stake must not exceed max_stake',
      path: ['max_stake'],
    },
  )
  .refine((body) => new Set(body.periods.map((p) => p.seconds)).size === body.periods.length, {
    message: 'Each period length once',
    path: ['periods'],
  });
export type AdminDeliverySaveBody = z.infer<typeof adminDeliverySaveBodySchema>;

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

// ---------------------------------------------------------------- settings: countries, support

export const adminCountriesSettingsSchema = z.object({
  barred_countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .describe('ISO alpha-2 codes whose residents cannot register.'),
  source: z.enum(['environment', 'saved']),
});
export type AdminCountriesSettings = z.infer<typeof adminCountriesSettingsSchema>;
export const adminCountriesSaveBodySchema = z.object({
  barred_countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(250)
    .describe('Applies to registrations from now on; existing accounts stay.'),
});
export type AdminCountriesSaveBody = z.infer<typeof adminCountriesSaveBodySchema>;

export const adminSupportSettingsSchema = z.object({
  support_email: z.string(),
  service_url: z.string().nullable().describe('The customer-service page users open; null: none.'),
  source: z.enum(['environment', 'saved']),
});
export type AdminSupportSettings = z.infer<typeof adminSupportSettingsSchema>;
export const adminSupportSaveBodySchema = z.object({
  support_email: z.email().max(254),
  service_url: z
    .url({ protocol: /^https$/ })
    .max(500)
    .nullable(),
});
export type AdminSupportSaveBody = z.infer<typeof adminSupportSaveBodySchema>;

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
