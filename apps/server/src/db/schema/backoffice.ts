import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bigintNumber, identityId, instant } from './columns';
import { OPERATOR_ROLES } from '@waihui/contracts';
import { users } from './identity';

/*
 * The back-office (product.md §14.2, modules/backoffice): operator roles, their second factor, their
 * sessions (apart from users' sessions, so a user token never opens an operator route) and the
 * audit log, append-only (a trigger of migration 0008 refuses UPDATE and DELETE).
 */

/** The roles a user holds in the back-office; several per user. */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    grantedAt: instant('granted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** An operator's TOTP secret, AES-256-GCM encrypted; confirmed once the first code was right. */
export const operatorTotp = pgTable('operator_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** base64 of iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext of the Base32 secret. */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** null while enrolling: the secret is then answered at each sign-in; never after. */
  confirmedAt: instant('confirmed_at'),
  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  lastStep: bigintNumber('last_step'),
});

/** Operator bearer sessions; only the SHA-256 of the token is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    ip: text('ip'),
  },
  (t) => [index('operator_sessions_user_idx').on(t.userId)],
);

/**
 * Every operator action: who, when, what, on what, before and after, from where. Append-only: no
 * foreign key (a row outlives its actor) and a trigger refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId(),
    at: instant('at').notNull(),
    actorId: uuid('actor_id').notNull(),
    /** What was done, e.g. user.lock, feedback.answer, article.save, instrument.save. */
    action: text('action').notNull(),
    /** What it was done to, e.g. user:<uuid>, feedback:12, article:news-1, instrument:BTCUSDT. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_target_idx').on(t.target, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
