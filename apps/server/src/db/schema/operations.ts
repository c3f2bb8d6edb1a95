import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './identity';

/**
 * Periodic jobs (scheduler/scheduler.ts): one row per job. A process runs a job after claiming its
 * row (SELECT … FOR UPDATE SKIP LOCKED, then next_run_at moved on) so only one process runs it.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: instant('next_run_at').notNull(),
  lastStartedAt: instant('last_started_at'),
  lastFinishedAt: instant('last_finished_at'),
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
    /** idle: a year without login, no money, notice sent (product.md §15.6). */
    reason: text('reason', { enum: ['idle'] }).notNull(),
    lastLoginAt: instant('last_login_at'),
    noticeSentAt: instant('notice_sent_at'),
    closedAt: instant('closed_at').notNull(),
  },
  (t) => [index('account_closures_user_idx').on(t.userId)],
);
