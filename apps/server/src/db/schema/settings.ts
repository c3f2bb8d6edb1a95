import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Operator-editable settings (compliance profile, limits, feature switches); key → JSON value. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
