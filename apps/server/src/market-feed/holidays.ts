import type { FastifyBaseLogger } from 'fastify';
import type { MarketHoliday, SessionCalendarId } from '@waihui/core';
import type { Bus, Unsubscribe } from '../cluster/bus';
import type { Db, DbOrTx } from '../db/database';
import {
  deleteHoliday,
  findHolidayForUpdate,
  type HolidayKey,
  type HolidayRow,
  listHolidays,
  upsertHoliday,
} from './holidays.repository';

export type { HolidayKey, HolidayRow } from './holidays.repository';

/** Where a process that changed a holiday tells every process (its own too) to read them again. */
export const HOLIDAYS_CHANNEL = 'market.holidays';

function toMarketHoliday(row: HolidayRow): MarketHoliday {
  return {
    calendar: row.calendar as SessionCalendarId,
    date: row.date,
    ...(row.closedFrom === null ? {} : { closedFrom: row.closedFrom }),
    ...(row.closedUntil === null ? {} : { closedUntil: row.closedUntil }),
    name: row.name,
  };
}

const sameKey = (key: HolidayKey) => (holiday: MarketHoliday) =>
  holiday.calendar === key.calendar && holiday.date === key.date;

/**
 * The exchange holidays the session calendars close on (feed-condition.ts), in memory: loaded at
 * start, changed in memory once an operator's change committed, then announced on the bus so every
 * other process reads them again from the database. Only operators change them (audited).
 */
export class MarketHolidays {
  private current: readonly MarketHoliday[] = [];

  constructor(private readonly deps: { db: Db; bus: Bus; log: FastifyBaseLogger }) {}

  /** What the calendars close on now. */
  get list(): readonly MarketHoliday[] {
    return this.current;
  }

  /** The stored holidays (or one calendar's), by calendar and date. */
  rows(calendar?: SessionCalendarId): Promise<HolidayRow[]> {
    return listHolidays(this.deps.db, calendar);
  }

  /** In the caller's transaction: the holiday of `key`, locked; null when there is none. */
  find(tx: DbOrTx, key: HolidayKey): Promise<HolidayRow | null> {
    return findHolidayForUpdate(tx, key);
  }

  /** In the caller's transaction: adds the holiday or replaces the one of its calendar and date. */
  save(tx: DbOrTx, row: HolidayRow): Promise<void> {
    return upsertHoliday(tx, row);
  }

  /** In the caller's transaction: removes the holiday of `key`. */
  remove(tx: DbOrTx, key: HolidayKey): Promise<void> {
    return deleteHoliday(tx, key);
  }

  async reload(): Promise<void> {
    this.current = (await listHolidays(this.deps.db)).map(toMarketHoliday);
  }

  /** Reads them again whenever a process announces a change. */
  listen(): Promise<Unsubscribe> {
    return this.deps.bus.subscribe(HOLIDAYS_CHANNEL, () => {
      this.reload().catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'market holidays not reloaded'),
      );
    });
  }

  /**
   * A committed change: the holiday of `key` is now `row` (null: removed). Applied here at once, so
   * the next request of this process sees it, then announced to the others.
   */
  changed(key: HolidayKey, row: HolidayRow | null): void {
    const others = this.current.filter((holiday) => !sameKey(key)(holiday));
    this.current = row === null ? others : [...others, toMarketHoliday(row)];
    this.deps.bus.publish(HOLIDAYS_CHANNEL, JSON.stringify(key)).catch((error: unknown) => {
      this.deps.log.error({ err: error, key }, 'market holidays change not announced');
    });
  }
}
