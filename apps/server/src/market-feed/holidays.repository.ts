import { and, asc, eq } from 'drizzle-orm';
import type { SessionCalendarId } from '@waihui/core';
import type { DbOrTx } from '../db/database';
import { marketHolidays } from '../db/schema';

/**
 * Exchange holidays as stored (market_holidays, seeded by migration 0018): one row per calendar and
 * local date; `closedFrom`/`closedUntil` local 'HH:MM' or null (from / to midnight).
 */
export type HolidayRow = typeof marketHolidays.$inferSelect;

export interface HolidayKey {
  calendar: SessionCalendarId;
  date: string;
}

/** Every holiday (or one calendar's), by calendar and date. */
export async function listHolidays(
  db: DbOrTx,
  calendar?: SessionCalendarId,
): Promise<HolidayRow[]> {
  return db
    .select()
    .from(marketHolidays)
    .where(calendar === undefined ? undefined : eq(marketHolidays.calendar, calendar))
    .orderBy(asc(marketHolidays.calendar), asc(marketHolidays.date));
}

function keyIs(key: HolidayKey) {
  return and(eq(marketHolidays.calendar, key.calendar), eq(marketHolidays.date, key.date));
}

/** The holiday of a calendar and date, locked for the caller's change; null when there is none. */
export async function findHolidayForUpdate(
  tx: DbOrTx,
  key: HolidayKey,
): Promise<HolidayRow | null> {
  const [row] = await tx.select().from(marketHolidays).where(keyIs(key)).for('update');
  return row ?? null;
}

/** Adds the holiday, or replaces the one of its calendar and date. */
export async function upsertHoliday(tx: DbOrTx, row: HolidayRow): Promise<void> {
  await tx
    .insert(marketHolidays)
    .values(row)
    .onConflictDoUpdate({
      target: [marketHolidays.calendar, marketHolidays.date],
      set: { closedFrom: row.closedFrom, closedUntil: row.closedUntil, name: row.name },
    });
}

export async function deleteHoliday(tx: DbOrTx, key: HolidayKey): Promise<void> {
  await tx.delete(marketHolidays).where(keyIs(key));
}
