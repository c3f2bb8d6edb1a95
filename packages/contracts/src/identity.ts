import { z } from 'zod';
import { LANGUAGES } from './languages';

/*
 * Identity: registration, login, codes, captcha, passwords, sessions, the "me" page, the country list
 * and public settings. Rule failures answer `{code: 0, msg, data: {reason}}` with one of
 * IDENTITY_REASONS; the body schemas are lenient on purpose so that the service, not the schema,
 * answers the spec's own messages ("passwords do not match", "invalid mobile number", …).
 */

/** `data.reason` values of the identity calls, besides the generic ones of reasons.ts. */
export const IDENTITY_REASONS = [
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORDS_DO_NOT_MATCH',
  'INVALID_MOBILE',
  'INVALID_EMAIL',
  'INVALID_ACCOUNT',
  'INVALID_COUNTRY',
  'COUNTRY_BARRED',
  'TERMS_NOT_CHECKED',
  'CAPTCHA_WRONG',
  'CAPTCHA_REQUIRED',
  'PASSWORD_TOO_COMMON',
  'ACCOUNT_EXISTS',
  'ACCOUNT_NOT_FOUND',
  'INVITE_CODE_INVALID',
  'WRONG_CREDENTIALS',
  'SIGN_IN_TRY_LATER',
  'ACCOUNT_LOCKED',
  'ACCOUNT_CLOSED',
  'OLD_PASSWORD_WRONG',
  'CODE_FORMAT',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_TOO_MANY_TRIES',
  'CODE_RESEND_TOO_SOON',
  'CODE_DAILY_LIMIT',
  'CODE_DELIVERY_FAILED',
  'NO_PHONE_ON_ACCOUNT',
  'NO_EMAIL_ON_ACCOUNT',
  'RESET_TICKET_INVALID',
  'FUND_PASSWORD_NOT_SET',
  'FUND_PASSWORD_WRONG',
  'FUND_PASSWORD_LOCKED',
  'FUND_PASSWORD_SAME_AS_LOGIN',
] as const;

// ---------------------------------------------------------------- shared fields

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .describe('ISO 3166-1 alpha-2 code from GET /api/default/area_list, e.g. "DE".');

/** What a code is for; a code only works for the purpose it was sent for. */
export const codePurposeSchema = z.enum(['register', 'login', 'reset_password', 'fund_password']);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

const passwordField = z.string().max(512).describe('At least 6 characters (PASSWORD_TOO_SHORT).');
const codeField = z.string().max(16).describe('The 6-digit code from send_sms / send_email.');
const phoneField = z
  .string()
  .max(32)
  .describe('Mobile number: national ("01511234567", with `country`) or international ("+49…").');
const emailField = z.string().max(254).describe('E-mail address (INVALID_EMAIL if malformed).');
const accountField = z
  .string()
  .min(1)
  .max(254)
  .describe('E-mail address or mobile number (national needs `country`, or "+<code>…").');
const loginCountryField = countryCodeSchema
  .optional()
  .describe('Country of a national-format mobile number in `account`; ignored for e-mail.');

/** Identity-verification (KYC) status (docs/funding.md); `verified` is the spec's "approved". */
export const verificationStatusSchema = z.enum(['unverified', 'pending', 'verified', 'rejected']);

// ---------------------------------------------------------------- captcha

/** GET /captcha/api/flat — any query string (e.g. a cache-busting `t`) is accepted and ignored. */
export const captchaQuerySchema = z.object({ t: z.string().max(64).optional() });
export const captchaDataSchema = z.object({
  captcha_key: z.string().describe('Send back as `captcha_key` with the answer.'),
  image: z
    .string()
    .describe('data:image/png;base64,… (240×80 pixels, shown at 120×40) for an <img src>.'),
  expires_in_seconds: z.number().int(),
});
export type CaptchaData = z.infer<typeof captchaDataSchema>;

/** An answered image captcha, where a route asks for one (`CAPTCHA_REQUIRED` when missing). */
export const captchaKeyField = z
  .string()
  .max(64)
  .describe('`captcha_key` from GET /captcha/api/flat.');
export const captchaAnswerField = z.string().max(16).describe('The characters the image shows.');

// ---------------------------------------------------------------- codes

/**
 * POST /api/notify/send_sms. For `fund_password` send the bearer token and no number: the code goes
 * to the account's own mobile. For the other purposes give `phone` (and `country` unless it starts
 * with +) and a solved captcha (an SMS costs money: the captcha keeps scripts from sending them).
 */
export const sendSmsBodySchema = z.object({
  purpose: codePurposeSchema,
  country: countryCodeSchema.optional(),
  phone: phoneField.optional(),
  captcha_key: captchaKeyField.optional(),
  captcha: captchaAnswerField
    .optional()
    .describe('Required except for fund_password (CAPTCHA_REQUIRED); used up by the check.'),
});
export type SendSmsBody = z.infer<typeof sendSmsBodySchema>;

/** POST /api/notify/send_email; as send_sms, `email` is ignored for `fund_password`. */
export const sendEmailBodySchema = z.object({
  purpose: codePurposeSchema,
  email: emailField.optional(),
});
export type SendEmailBody = z.infer<typeof sendEmailBodySchema>;

export const sendCodeDataSchema = z.object({
  channel: z.enum(['sms', 'email']),
  destination_masked: z.string().describe('Where the code went, masked: "+491****5678".'),
  expires_in_seconds: z.number().int().describe('600: the code works for 10 minutes.'),
  resend_after_seconds: z.number().int().describe('60: start the button countdown with this.'),
});
export type SendCodeData = z.infer<typeof sendCodeDataSchema>;

// ---------------------------------------------------------------- user profile

/** GET /api/user/info: what the "me" page shows. Never another user's data. */
export const userInfoSchema = z.object({
  uid: z.number().int().describe('Public user number, e.g. 100001.'),
  account: z.string().describe('Login account, masked: "de***@waihui.local".'),
  account_type: z.enum(['email', 'phone']).describe('Which channel codes for this account use.'),
  email_masked: z.string().nullable(),
  phone_masked: z.string().nullable(),
  country: z.string().nullable(),
  invite_code: z.string().describe('The user\'s own code to share (copy → "content copied").'),
  verification_status: verificationStatusSchema,
  has_fund_password: z.boolean(),
  lang: z.enum(LANGUAGES),
  created_at: z.string().describe('ISO 8601 UTC.'),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A new session (register, login): send `token` as `Authorization: Bearer <token>`. */
export const sessionDataSchema = z.object({
  token: z.string(),
  expires_at: z.string().describe('ISO 8601 UTC; after it the API answers 401 / code 999.'),
  user: userInfoSchema,
});
export type SessionData = z.infer<typeof sessionDataSchema>;

// ---------------------------------------------------------------- register

const registerCommon = {
  country: countryCodeSchema.describe('Country of residence, chosen on selectCountry.'),
  password: passwordField,
  confirm_password: passwordField,
  code: codeField.describe('Code sent with purpose "register" to this phone or e-mail.'),
  invite_code: z.string().max(32).optional().describe('Optional; empty string = none.'),
  terms_accepted: z.boolean().describe('The terms checkbox (TERMS_NOT_CHECKED when false).'),
  captcha_key: z.string().max(64),
  captcha: z.string().max(16).describe('Answer to the image from GET /captcha/api/flat.'),
};

/** POST /api/user/register — by mobile number or by e-mail. Logs the new user in. */
export const registerBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('phone'), phone: phoneField, ...registerCommon }),
  z.object({ type: z.literal('email'), email: emailField, ...registerCommon }),
]);
export type RegisterBody = z.infer<typeof registerBodySchema>;

// ---------------------------------------------------------------- login / logout

/** POST /api/user/login — with the password, or with a code sent for purpose "login". */
export const loginBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('password'),
    account: accountField,
    country: loginCountryField,
    password: passwordField,
    captcha_key: captchaKeyField.optional(),
    captcha: captchaAnswerField
      .optional()
      .describe(
        'Required after 5 wrong passwords for this account (CAPTCHA_REQUIRED); ignored otherwise.',
      ),
  }),
  z.object({
    type: z.literal('code'),
    account: accountField,
    country: loginCountryField,
    code: codeField,
  }),
]);
export type LoginBody = z.infer<typeof loginBodySchema>;

// ---------------------------------------------------------------- passwords

/** POST /api/user/amend_password (logged in). Other sessions of the user are revoked. */
export const amendPasswordBodySchema = z.object({
  old_password: passwordField,
  password: passwordField,
  confirm_password: passwordField,
});
export type AmendPasswordBody = z.infer<typeof amendPasswordBodySchema>;

export const sessionsRevokedDataSchema = z.object({
  sessions_revoked: z.number().int().describe('How many other sessions were logged out.'),
});

/**
 * POST /api/user/forget_password, two steps on one path (screens forgotPassword, forgotPasswordNext):
 * `verify` checks account + code (purpose "reset_password") and returns a reset token valid 15 minutes;
 * `reset` spends it on the new password and logs out every session of the account.
 */
export const forgetPasswordBodySchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('verify'),
    account: accountField,
    country: loginCountryField,
    code: codeField,
  }),
  z.object({
    step: z.literal('reset'),
    reset_token: z.string().max(200),
    password: passwordField,
    confirm_password: passwordField,
  }),
]);
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBodySchema>;

export const resetTicketDataSchema = z.object({
  reset_token: z.string(),
  expires_in_seconds: z.number().int(),
});
export const forgetPasswordDataSchema = z.union([resetTicketDataSchema, sessionsRevokedDataSchema]);

/**
 * POST /api/user/fund_password (logged in; anQuan page): sets or changes the fund password, proven
 * by a code sent with purpose "fund_password". Required later for withdrawals.
 */
export const fundPasswordBodySchema = z.object({
  code: codeField,
  password: passwordField,
  confirm_password: passwordField,
});
export type FundPasswordBody = z.infer<typeof fundPasswordBodySchema>;
export const fundPasswordDataSchema = z.object({ has_fund_password: z.literal(true) });

// ---------------------------------------------------------------- sessions

/** GET /api/user/sessions: the user's own live sessions (Security page), most recently used first. */
export const sessionEntrySchema = z.object({
  id: z.string().describe('Session id, for POST /api/user/sessions/revoke.'),
  current: z.boolean().describe('The session of the token that asked ("this device").'),
  created_at: z.string().describe('Login time, ISO 8601 UTC.'),
  last_used_at: z.string().describe('Last use, ISO 8601 UTC (recorded to within 5 minutes).'),
  expires_at: z.string().describe('End of its life, ISO 8601 UTC; it ends sooner if left unused.'),
  ip: z.string().nullable().describe('Address the login came from; null for older sessions.'),
  user_agent: z
    .string()
    .nullable()
    .describe('Browser User-Agent at login (256 characters at most).'),
});
export type SessionEntry = z.infer<typeof sessionEntrySchema>;
export const sessionListDataSchema = z.array(sessionEntrySchema);
export type SessionListData = z.infer<typeof sessionListDataSchema>;

/** POST /api/user/sessions/revoke: ends one of the user's own sessions. */
export const revokeSessionBodySchema = z.object({ session_id: z.uuid() });
export const revokeSessionDataSchema = z.object({ revoked: z.literal(true) });

// ---------------------------------------------------------------- language

/** POST /api/lang/set — with a token the language is stored for the user's server messages. */
export const setLangBodySchema = z.object({ lang: z.enum(LANGUAGES) });
export const setLangDataSchema = z.object({
  lang: z.enum(LANGUAGES),
  saved: z.boolean().describe('true when stored on the account (a token was sent).'),
});

// ---------------------------------------------------------------- defaults

/** GET /api/default/area_list — countries for selectCountry, named in the request's `lang`. */
export const areaSchema = z.object({
  code: z.string().describe('ISO 3166-1 alpha-2.'),
  name: z.string(),
  dial_code: z.string().describe('"+49".'),
  barred: z.boolean().describe('Residents cannot register (terms); show it disabled.'),
});
export type Area = z.infer<typeof areaSchema>;
export const areaListDataSchema = z.array(areaSchema);

/** A place as the location pages show and hand back (product.md §2.8): coordinates in WGS 84 degrees. */
export const placeSchema = z.object({
  name: z.string(),
  address: z.string(),
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullable()
    .describe('Degrees, north positive; null = unknown.'),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullable()
    .describe('Degrees, east positive; null when the latitude is.'),
});
export type Place = z.infer<typeof placeSchema>;

/** GET /api/default/setting — public settings: support contact and the demo flag. */
export const publicSettingsSchema = z.object({
  demo: z.boolean().describe('Demo mode: show a "demo" label.'),
  support_email: z.string(),
  service_url: z.string().nullable().describe('Customer-service page opened in a new window.'),
  barred_countries: z.array(z.string()),
  password_min_length: z.number().int(),
  code_length: z.number().int(),
  code_resend_seconds: z.number().int(),
  compliance_profile: z
    .enum(['standard', 'strict'])
    .describe(
      'Trading rules in force: standard = each instrument’s maximum leverage; strict = EU-style caps by asset class and close-out at 50%.',
    ),
  company_place: placeSchema
    .nullable()
    .describe('The company’s address on the contact page; null when none is configured.'),
  map_tile_url: z
    .string()
    .nullable()
    .describe('Map tile URL template ({z}/{x}/{y}); null = no map, the place as a card.'),
  map_tile_attribution: z.string().describe('HTML the tile provider asks to show on its map.'),
  geocoder_url: z
    .string()
    .nullable()
    .describe('Base URL of a Nominatim-compatible place search; null = addresses by hand only.'),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
