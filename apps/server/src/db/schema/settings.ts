import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { identityId, instant } from './columns';
import { users } from './identity';

/** Operator-editable settings (compliance profile, limits, feature switches); key → JSON value. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const settingProposalStatuses = ['pending', 'applied', 'rejected', 'withdrawn'] as const;

/**
 * A change of a money-moving setting (the four-eyes threshold, limits) proposed by one admin: it
 * applies only once a second, different admin approves it (segregation of duties,
 * docs/backoffice.md). `value` is the whole new JSON value of `key`.
 */
export const settingProposals = pgTable(
  'setting_proposals',
  {
    id: identityId(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    status: text('status', { enum: settingProposalStatuses }).notNull().default('pending'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: instant('proposed_at').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: instant('decided_at'),
  },
  (t) => [
    index('setting_proposals_pending')
      .on(t.key)
      .where(sql`${t.status} = 'pending'`),
    check(
      'setting_proposals_second_person',
      sql`${t.decidedBy} is null or ${t.status} = 'withdrawn' or ${t.decidedBy} <> ${t.proposedBy}`,
    ),
  ],
);
