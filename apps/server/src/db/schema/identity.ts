import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const userRoles = ['user', 'operator', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** A person who can log in: a customer, or an operator of the back-office. */
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
    invitedBy: uuid('invited_by'),
    lang: text('lang').notNull().default('en'),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    /** Consecutive wrong passwords since the last successful login. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [check('users_has_login', sql`${t.email} is not null or ${t.phone} is not null`)],
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
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
