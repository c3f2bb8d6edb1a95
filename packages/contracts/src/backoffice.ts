import { z } from 'zod';
import { integerId } from './ids';
import { OPERATOR_ROLES } from './routes/define';
import { accountListDataSchema, moneyLogDataSchema } from './ledger';
import { openTradesDataSchema } from './trading';
import { captchaAnswerField, captchaKeyField } from './identity';
import {
  isoTime,
  operatorPageFields,
  operatorPageQueryFields,
  operatorUserLabelSchema,
} from './operator';

export type { OperatorUserLabel } from './operator';

/*
 * The back-office's own contracts (product.md §14): operator sign-in with a second factor (TOTP), users,
 * operators and the audit log. Every route but sign-in needs an operator session. What operators
 * do to a module's data is in that module's `<module>.operator.ts` (content, verification, funding,
 * market, delivery, settings); routes/backoffice.ts gathers every operator route into one table.
 */

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

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
  demo: z.boolean().describe('Demo mode: the back-office shows the demo label.'),
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
  uid: integerId.describe('The user’s public number (from 100001).'),
  role: operatorRoleSchema,
});
export type AdminOperatorRoleBody = z.infer<typeof adminOperatorRoleBodySchema>;

// ---------------------------------------------------------------- audit log

export const adminAuditQuerySchema = z.object({
  actor: z.uuid().optional(),
  action: z.string().max(64).optional(),
  target: z.string().max(200).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  ...operatorPageQueryFields,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditRowSchema = z.object({
  id: z.number().int(),
  at: isoTime,
  actor_id: z.uuid(),
  actor: operatorUserLabelSchema
    .nullable()
    .describe('The operator by uid and e-mail (or phone); null when the user no longer exists.'),
  action: z.string(),
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable().describe('The target before (null: new).'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The target after.'),
  ip: z.string().nullable(),
});
export const adminAuditDataSchema = z.object({
  list: z.array(adminAuditRowSchema),
  ...operatorPageFields,
});
export type AdminAuditData = z.infer<typeof adminAuditDataSchema>;

// ---------------------------------------------------------------- changes needing a second admin

export const SETTING_PROPOSAL_STATUSES = ['pending', 'applied', 'rejected', 'withdrawn'] as const;

/**
 * A change of a money-moving setting that one admin proposed and a second admin applies
 * (segregation of duties, product.md §6.3): `action` is the audited action it will be
 * (settings.funding, settings.delivery, instrument.save) and `value` the save route's whole body.
 */
export const adminProposalRowSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  value: z.record(z.string(), z.unknown()).describe('The body of the save it will run.'),
  status: z.enum(SETTING_PROPOSAL_STATUSES),
  proposed_by: z.uuid(),
  proposer: z.string().describe('How operators are named to each other: e-mail, phone or uid.'),
  proposed_at: isoTime,
  decided_by: z.uuid().nullable(),
  decided_at: isoTime.nullable(),
});
export type AdminProposalRow = z.infer<typeof adminProposalRowSchema>;
export const adminProposalsDataSchema = z.object({ list: z.array(adminProposalRowSchema) });
export type AdminProposalsData = z.infer<typeof adminProposalsDataSchema>;
export const adminProposalIdBodySchema = z.object({ id: integerId });
