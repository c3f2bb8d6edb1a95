import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Periodic jobs (scheduler/scheduler.ts): one row per job. A process runs a job after claiming its
 * row (SELECT … FOR UPDATE SKIP LOCKED, then next_run_at moved on) so only one process runs it.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's error message; null when it succeeded. */
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

/** Every account closure, kept after the account (append-only). */
export const accountClosures = pgTable(
  'account_closures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** idle: a year without login, no money, notice sent (spec §9). */
    reason: text('reason', { enum: ['idle'] }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_closures_user_idx').on(t.userId)],
);
