import {
  type MarketHoliday,
  minutesOfClock,
  type SessionCalendar,
  type WeeklyWindow,
} from './calendars';
import { localTimeAt } from './time-zones';

/** Why a market is shut: its weekend, a break between sessions, before/after hours, a holiday. */
export type SessionClosedReason = 'weekend' | 'daily_break' | 'outside_hours' | 'holiday';

export type SessionState = { open: true } | { open: false; reason: SessionClosedReason };

const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;

/**
 * Whether `calendar` is in session at the instant `utcMs`. Weekly hours first: outside them it is
 * the weekend when the gap between two windows is longer than a day (so Monday before the ETF open
 * is still the weekend), else the calendar's gap reason. Then the holidays of this calendar (the
 * others in `holidays` are ignored).
 */
export function sessionAt(
  calendar: SessionCalendar,
  holidays: readonly MarketHoliday[],
  utcMs: number,
): SessionState {
  if (calendar.windows === null) return { open: true };
  const local = localTimeAt(calendar.zone, utcMs);
  const minuteOfWeek = local.weekday * DAY_MINUTES + local.minuteOfDay;
  if (!calendar.windows.some((w) => w.opens <= minuteOfWeek && minuteOfWeek < w.closes)) {
    const gap = gapAround(calendar.windows, minuteOfWeek);
    return { open: false, reason: gap > DAY_MINUTES ? 'weekend' : calendar.gapReason };
  }
  const closedByHoliday = holidays.some(
    (holiday) =>
      holiday.calendar === calendar.id &&
      holiday.date === local.date &&
      minutesOfClock(holiday.closedFrom ?? '00:00') <= local.minuteOfDay &&
      local.minuteOfDay < minutesOfClock(holiday.closedUntil ?? '24:00'),
  );
  return closedByHoliday ? { open: false, reason: 'holiday' } : { open: true };
}

/** Length (minutes) of the closed gap containing `minute`: last close before it → next open after. */
function gapAround(windows: readonly WeeklyWindow[], minute: number): number {
  const sinceClose = Math.min(...windows.map((w) => mod(minute - w.closes, WEEK_MINUTES)));
  const untilOpen = Math.min(...windows.map((w) => mod(w.opens - minute, WEEK_MINUTES)));
  return sinceClose + untilOpen;
}

function mod(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}
