import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Consecutive wrong fund passwords; five lock the fund password for 15 minutes. */
    fundFailedAttempts: integer('fund_failed_attempts').notNull().default(0),
    fundLockedUntil: timestamp('fund_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the idle-account notice went out (11 months without login; modules/identity/identity.idle-accounts.ts). */
    idleNoticeAt: timestamp('idle_notice_at', { withTimezone: true }),
    /** Idle a year while holding money: marked, never emptied; cleared by the next login. */
    dormantSince: timestamp('dormant_since', { withTimezone: true }),
    /** Closed (idle a year, empty, notice sent 30 days before): login refused. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when an operator locked sign-in (back-office); null = may sign in. */
    signInLockedAt: timestamp('sign_in_locked_at', { withTimezone: true }),
  },
  (t) => [
    check('users_has_login', sql`${t.email} is not null or ${t.phone} is not null`),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Last request made with it (updated at most every few minutes, sessions.repository.ts); after
     * SESSION_IDLE_HOURS without use the session ends, whatever `expires_at` says.
     */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Address the login came from (request.ip, see TRUST_PROXY); null for sessions made before it was kept. */
    ip: text('ip'),
    /** The browser's User-Agent at login, cut to 256 characters: "this device" on the Security page. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, or when a newer code for the same destination and purpose replaced it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tickets_user_idx').on(t.userId)],
);
