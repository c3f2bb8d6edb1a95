import type { MarketHoliday, SessionCalendar } from './calendars';
import { sessionAt } from './session-at';

const MINUTE_MS = 60_000;
/** How far ahead `nextOpenAt` looks: two weeks cover any weekend with holidays around it. */
const OPEN_HORIZON_MS = 14 * 24 * 60 * MINUTE_MS;

/*
 * Sessions change only on whole minutes of UTC: weekly hours and holidays are local 'HH:MM', every
 * calendar zone is a whole number of minutes from UTC, and daylight time changes on the hour. So a
 * calendar's state is constant from one whole UTC minute to the next, and reading it once per
 * minute misses nothing.
 */

/** The first whole UTC minute strictly after `ms`. */
function minuteAfter(ms: number): number {
  return (Math.floor(ms / MINUTE_MS) + 1) * MINUTE_MS;
}

/**
 * Whether `calendar` stays in session from `fromMs` through `untilMs` (epoch ms, both included): a
 * delivery contract placed at `fromMs` that expires at `untilMs` settles on a quote dealt in
 * session (product.md §13.2). Cost: one `sessionAt` per minute of the span.
 */
export function isOpenThrough(
  calendar: SessionCalendar,
  holidays: readonly MarketHoliday[],
  fromMs: number,
  untilMs: number,
): boolean {
  if (calendar.windows === null) return true;
  if (!sessionAt(calendar, holidays, fromMs).open) return false;
  for (let minute = minuteAfter(fromMs); minute <= untilMs; minute += MINUTE_MS) {
    if (!sessionAt(calendar, holidays, minute).open) return false;
  }
  return true;
}

/**
 * When `calendar` is next in session at or after `fromMs` (epoch ms): `fromMs` itself when open
 * now, else the first whole minute it opens; null when it stays shut for two weeks. Cost: one
 * `sessionAt` per closed minute (a weekend is under 3,000).
 */
export function nextOpenAt(
  calendar: SessionCalendar,
  holidays: readonly MarketHoliday[],
  fromMs: number,
): number | null {
  if (sessionAt(calendar, holidays, fromMs).open) return fromMs;
  for (let minute = minuteAfter(fromMs); minute <= fromMs + OPEN_HORIZON_MS; minute += MINUTE_MS) {
    if (sessionAt(calendar, holidays, minute).open) return minute;
  }
  return null;
}
