import type { SessionZone } from './time-zones';

/**
 * The trading-session calendars. Each instrument follows one (the market feed maps category →
 * calendar, HK50 to Hong Kong's). Weekly hours are wall-clock times in the calendar's zone, so
 * daylight-saving time moves them in UTC by itself; holidays are data (`MarketHoliday`), loaded by
 * the server and edited by operators.
 */
export type SessionCalendarId =
  'crypto' | 'fx' | 'us_equities' | 'cme_equity_index' | 'cme_commodities' | 'hkex_index';

export const SESSION_CALENDAR_IDS: readonly SessionCalendarId[] = [
  'crypto',
  'fx',
  'us_equities',
  'cme_equity_index',
  'cme_commodities',
  'hkex_index',
];

/** Minutes of the local week from Sunday 00:00; a window never runs past Saturday 24:00. */
export interface WeeklyWindow {
  opens: number;
  closes: number;
}

export interface SessionCalendar {
  id: SessionCalendarId;
  zone: SessionZone;
  /** Open windows of the week in local time; null = always open. */
  windows: readonly WeeklyWindow[] | null;
  /** Why the market is shut in a gap shorter than a day (a longer gap is the weekend). */
  gapReason: 'daily_break' | 'outside_hours';
}

const DAY_MINUTES = 24 * 60;
const SUNDAY = 0;
const MONDAY = 1;
const FRIDAY = 5;

/** Minute of the week of `clock` ('HH:MM') on `weekday` (0 = Sunday). */
function at(weekday: number, clock: string): number {
  return weekday * DAY_MINUTES + minutesOfClock(clock);
}

/** 'HH:MM' (00:00–24:00) → minutes since midnight; throws on anything else. */
export function minutesOfClock(clock: string): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(clock);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!(minutes <= DAY_MINUTES)) throw new RangeError(`not a clock time HH:MM: ${clock}`);
  return minutes;
}

/** One window per weekday Monday–Friday from `opens` to `closes` the same day. */
function weekdays(opens: string, closes: string): WeeklyWindow[] {
  return [1, 2, 3, 4, 5].map((day) => ({ opens: at(day, opens), closes: at(day, closes) }));
}

/**
 * CME Globex (Chicago time): Sunday 17:00 to Friday 16:00 with a daily maintenance break
 * 16:00–17:00 Monday to Thursday. E-mini equity index futures, COMEX metals and NYMEX energy.
 */
const CME_GLOBEX: WeeklyWindow[] = [SUNDAY, 1, 2, 3, 4].map((day) => ({
  opens: at(day, '17:00'),
  closes: at(day + 1, '16:00'),
}));

export const SESSION_CALENDARS: Readonly<Record<SessionCalendarId, SessionCalendar>> = {
  /** Crypto never closes. */
  crypto: { id: 'crypto', zone: 'UTC', windows: null, gapReason: 'daily_break' },
  /** Spot FX: Sunday 17:00 to Friday 17:00 New York time, one window. */
  fx: {
    id: 'fx',
    zone: 'America/New_York',
    windows: [{ opens: at(SUNDAY, '17:00'), closes: at(FRIDAY, '17:00') }],
    gapReason: 'daily_break',
  },
  /** US-listed ETFs in the exchanges' core session: 09:30–16:00 New York time, Monday to Friday. */
  us_equities: {
    id: 'us_equities',
    zone: 'America/New_York',
    windows: weekdays('09:30', '16:00'),
    gapReason: 'outside_hours',
  },
  cme_equity_index: {
    id: 'cme_equity_index',
    zone: 'America/Chicago',
    windows: CME_GLOBEX,
    gapReason: 'daily_break',
  },
  /** Gold, silver (COMEX), WTI and natural gas (NYMEX): the Globex hours, holidays of their own. */
  cme_commodities: {
    id: 'cme_commodities',
    zone: 'America/Chicago',
    windows: CME_GLOBEX,
    gapReason: 'daily_break',
  },
  /**
   * Hang Seng Index futures (HKEX, Hong Kong time): day session 09:15–12:00 and 13:00–16:30, after-
   * hours session 17:15 to 03:00 the next morning, Monday to Friday (Friday's ends Saturday 03:00).
   */
  hkex_index: {
    id: 'hkex_index',
    zone: 'Asia/Hong_Kong',
    windows: [MONDAY, 2, 3, 4, FRIDAY].flatMap((day) => [
      { opens: at(day, '09:15'), closes: at(day, '12:00') },
      { opens: at(day, '13:00'), closes: at(day, '16:30') },
      { opens: at(day, '17:15'), closes: at(day + 1, '03:00') },
    ]),
    gapReason: 'daily_break',
  },
};

/**
 * A closure on one local date of a calendar: the whole day, or from `closedFrom` and/or until
 * `closedUntil` (local 'HH:MM'; an early close is `closedFrom: '13:00'`). A closure that spans two
 * dates (CME's Christmas: from 12:15 on the 24th to 17:00 on the 25th) is one row per date.
 */
export interface MarketHoliday {
  calendar: SessionCalendarId;
  /** 'YYYY-MM-DD' in the calendar's zone. */
  date: string;
  /** Local 'HH:MM'; absent = from midnight. */
  closedFrom?: string;
  /** Local 'HH:MM' (up to '24:00'); absent = to midnight. */
  closedUntil?: string;
  name: string;
}
