import type { AdminHoliday, AdminHolidayKey } from '@waihui/contracts';
import type { SessionCalendarId } from '@waihui/core';
import type { Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import type { HolidayRow, MarketHolidays } from '../../market-feed';
import type { AuditedChange } from '../backoffice';

/*
 * Exchange holidays in the back-office (docs/market-data.md, Sessions): operators list, add, change
 * and remove the days a session calendar closes (market_holidays, owned by the market feed). Each
 * change is audited (`auditedRoute`); once committed the feed applies it and every other process
 * reloads the holidays (a bus message).
 */

export interface HolidayDeps {
  holidays: MarketHolidays;
}

function holidayView(row: HolidayRow): AdminHoliday {
  return {
    calendar: row.calendar as SessionCalendarId,
    date: row.date,
    closed_from: row.closedFrom,
    closed_until: row.closedUntil,
    name: row.name,
  };
}

function rowOf(holiday: AdminHoliday): HolidayRow {
  return {
    calendar: holiday.calendar,
    date: holiday.date,
    closedFrom: holiday.closed_from,
    closedUntil: holiday.closed_until,
    name: holiday.name,
  };
}

const targetOf = (key: AdminHolidayKey) => `holiday:${key.calendar}:${key.date}`;

export async function listHolidays(
  deps: HolidayDeps,
  calendar: SessionCalendarId | undefined,
): Promise<AdminHoliday[]> {
  return (await deps.holidays.rows(calendar)).map(holidayView);
}

/** Adds the holiday or replaces the one of its calendar and date, in the audit's transaction. */
export async function saveHoliday(
  deps: HolidayDeps,
  tx: Tx,
  holiday: AdminHoliday,
): Promise<AuditedChange<AdminHoliday>> {
  const before = await deps.holidays.find(tx, holiday);
  await deps.holidays.save(tx, rowOf(holiday));
  return {
    target: targetOf(holiday),
    before: before === null ? null : holidayView(before),
    after: holiday,
    result: holiday,
  };
}

/** Removes the holiday of a calendar and date (HOLIDAY_NOT_FOUND without one). */
export async function removeHoliday(
  deps: HolidayDeps,
  tx: Tx,
  key: AdminHolidayKey,
): Promise<AuditedChange<AdminHolidayKey>> {
  const before = await deps.holidays.find(tx, key);
  if (before === null) throw new BusinessError('HOLIDAY_NOT_FOUND');
  await deps.holidays.remove(tx, key);
  return { target: targetOf(key), before: holidayView(before), after: null, result: key };
}

/** After the commit: the feed applies the change and tells the other processes. */
export function holidayChanged(deps: HolidayDeps, holiday: AdminHoliday | AdminHolidayKey): void {
  const key = { calendar: holiday.calendar, date: holiday.date };
  deps.holidays.changed(key, 'name' in holiday ? rowOf(holiday) : null);
}
