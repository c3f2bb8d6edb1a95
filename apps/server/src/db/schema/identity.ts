import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** A person who can log in: a customer, or an operator of the back-office (who holds `operator_roles` rows). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short public number shown on the "me" page. */
    uid: integer('uid').generatedAlwaysAsIdentity({ startWith: 100001 }).notNull().unique(),
    /** E-mail, lower-cased; null for a phone-only account. */
    email: text('email').unique(),
    /** Mobile number in E.164 (+81901234567); null for an e-mail-only account. */
    phone: text('phone').unique(),
    /** ISO 3166-1 alpha-2 country chosen at registration. */
    country: text('country'),
    passwordHash: text('password_hash').notNull(),
    fundPasswordHash: text('fund_password_hash'),
    inviteCode: text('invite_code').notNull().unique(),
    /** Who invited this user (their invite code was given at registration). */
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    lang: text('lang').notNull().default('en'),
    /** Consecutive wrong passwords since the last successful login. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: instant('locked_until'),
    /** Consecutive wrong fund passwords; five lock the fund password for 15 minutes. */
    fundFailedAttempts: integer('fund_failed_attempts').notNull().default(0),
    fundLockedUntil: instant('fund_locked_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastLoginAt: instant('last_login_at'),
    /** When the idle-account notice went out (11 months without login; modules/identity/identity.idle-accounts.ts). */
    idleNoticeAt: instant('idle_notice_at'),
    /** Idle a year while holding money: marked, never emptied; cleared by the next login. */
    dormantSince: instant('dormant_since'),
    /** Closed (idle a year, empty, notice sent 30 days before): login refused. */
    closedAt: instant('closed_at'),
    /** Set when an operator locked sign-in (back-office); null = may sign in. */
    signInLockedAt: instant('sign_in_locked_at'),
    /**
     * Sessions begun before this are over, app and back-office alike: set when the password is changed
     * or reset and when an operator locks sign-in, so an unlock does not bring an old session back.
     */
    sessionsValidFrom: instant('sessions_valid_from'),
    /**
     * Set on a practice holder only: the live user whose practice book this row holds (docs/decisions.md,
     * "Practice and live"). Such a row has no e-mail, phone or usable password and never signs in.
     */
    practiceOf: uuid('practice_of')
      .unique('users_practice_of_uq')
      .references((): AnyPgColumn => users.id),
  },
  (t) => [
    check(
      'users_has_login',
      sql`${t.email} is not null or ${t.phone} is not null or ${t.practiceOf} is not null`,
    ),
    // A practice holder's id is its live user's with UUID version 8 (core `practiceUserIdOf`);
    // no live user's id carries version 8, so the ledger tells the books apart by id alone.
    check(
      'users_practice_id',
      sql`case when ${t.practiceOf} is null then substr(${t.id}::text, 15, 1) <> '8' else substr(${t.practiceOf}::text, 15, 1) <> '8' and ${t.id} = overlay(${t.practiceOf}::text placing '8' from 15 for 1)::uuid and ${t.email} is null and ${t.phone} is null end`,
    ),
    index('users_invited_by_idx').on(t.invitedBy),
  ],
);

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /**
     * Last request made with it (updated at most every few minutes, sessions.repository.ts); after
     * SESSION_IDLE_HOURS without use the session ends, whatever `expires_at` says.
     */
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    /** Address the login came from (request.ip, see TRUST_PROXY); null for sessions made before it was kept. */
    ip: text('ip'),
    /** The browser's User-Agent at login, cut to 256 characters: "this device" on the Security page. */
    userAgent: text('user_agent'),
    /** Which book trading, spot, delivery and account routes act on for this session: live or practice. */
    book: text('book', { enum: ['live', 'practice'] })
      .notNull()
      .default('live'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_book', sql`${t.book} in ('live', 'practice')`),
  ],
);

/**
 * Wrong login passwords per account as typed (e-mail or E.164), whether or not an account exists,
 * so that the captcha they bring in (core `loginNeedsCaptcha`) tells nothing about existence.
 */
export const loginFailures = pgTable('login_failures', {
  /**
   * E.164 phone number or lower-cased e-mail address (the app's login); the back-office sign-in
   * keeps its own count under `backoffice:` + the same (operator-sign-in.service.ts).
   */
  accountKey: text('account_key').primaryKey(),
  /** Wrong passwords in a row; a right one (or a code login, or a reset) deletes the row. */
  failures: integer('failures').notNull(),
  lastFailedAt: instant('last_failed_at').notNull(),
});

export const codePurposes = ['register', 'login', 'reset_password', 'fund_password'] as const;
export type CodePurpose = (typeof codePurposes)[number];
export const codeChannels = ['sms', 'email'] as const;
export type CodeChannel = (typeof codeChannels)[number];

/**
 * One-time verification codes sent by SMS or e-mail. Only a salted SHA-256 of the code is kept.
 * Times come from the app clock (not `now()` in SQL) so tests can move time.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    channel: text('channel', { enum: codeChannels }).notNull(),
    /** E.164 phone number or lower-cased e-mail address. */
    destination: text('destination').notNull(),
    /** The user it was sent for, when one exists (login, reset, fund password). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; five kill the code. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Set when used, or when a newer code for the same destination and purpose replaced it. */
    consumedAt: instant('consumed_at'),
    /** Requesting IP, for abuse review. */
    ip: text('ip'),
  },
  (t) => [index('verification_codes_destination_idx').on(t.destination, t.createdAt)],
);

/** Image captchas: single check, short life. The answer is kept as is (see captcha.service.ts). */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Messages delivered by the outbox channel (the default when no SMTP or SMS provider is set):
 * what a real provider would have received, readable by tests and by whoever runs the demo.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: codeChannels }).notNull(),
    destination: text('destination').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('outbox_messages_destination_idx').on(t.destination, t.createdAt)],
);

/**
 * Step 1 of "forgot password" (account + code) yields a ticket; step 2 spends it on the new password.
 * Only the SHA-256 of the ticket is stored.
 */
export const passwordResetTickets = pgTable(
  'password_reset_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('password_reset_tickets_user_idx').on(t.userId)],
);
