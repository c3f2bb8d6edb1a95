/**
 * Local wall-clock time in the few zones the trading-session calendars use, computed from rules
 * (no tz database, no Intl): exact for every instant since 2007, when the United States' current
 * daylight-saving rule began. New York and Chicago keep US daylight-saving time (second Sunday of
 * March 02:00 local → first Sunday of November 02:00 local); Hong Kong has none.
 */
export type SessionZone = 'America/New_York' | 'America/Chicago' | 'Asia/Hong_Kong' | 'UTC';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Standard-time offset from UTC in hours (local = UTC + offset); US zones add 1 in summer. */
const STANDARD_OFFSET_HOURS: Record<SessionZone, number> = {
  'America/New_York': -5,
  'America/Chicago': -6,
  'Asia/Hong_Kong': 8,
  UTC: 0,
};
const US_DAYLIGHT_ZONES: ReadonlySet<SessionZone> = new Set([
  'America/New_York',
  'America/Chicago',
]);

/** A local wall-clock reading. `weekday` 0 = Sunday … 6 = Saturday. */
export interface LocalTime {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  weekday: number;
  /** Minutes since local midnight, 0–1439. */
  minuteOfDay: number;
}

/** Days since 1970-01-01 → civil year, month (1–12), day (H. Hinnant's days_from_civil inverse). */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: era * 400 + yearOfEra + (month <= 2 ? 1 : 0), month, day };
}

/** Civil date → days since 1970-01-01. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** 1970-01-01 was a Thursday (4). */
function weekdayOfDays(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

/** Day (of the month) of the `nth` Sunday of a month. */
function nthSunday(year: number, month: number, nth: number): number {
  const first = weekdayOfDays(daysFromCivil(year, month, 1));
  return 1 + ((7 - first) % 7) + 7 * (nth - 1);
}

/**
 * Whether US daylight-saving time is in force at `utcMs` in a zone whose standard offset is
 * `standardHours`: from 02:00 standard time on March's second Sunday to 02:00 daylight time (01:00
 * standard) on November's first Sunday.
 */
function usDaylightAt(utcMs: number, standardHours: number): boolean {
  const { year } = civilFromDays(Math.floor((utcMs + standardHours * HOUR_MS) / DAY_MS));
  const startsMs =
    daysFromCivil(year, 3, nthSunday(year, 3, 2)) * DAY_MS + (2 - standardHours) * HOUR_MS;
  const endsMs =
    daysFromCivil(year, 11, nthSunday(year, 11, 1)) * DAY_MS + (1 - standardHours) * HOUR_MS;
  return utcMs >= startsMs && utcMs < endsMs;
}

/** The zone's offset from UTC at `utcMs`, in minutes (New York: −300 in winter, −240 in summer). */
export function zoneOffsetMinutes(zone: SessionZone, utcMs: number): number {
  const standard = STANDARD_OFFSET_HOURS[zone];
  const daylight = US_DAYLIGHT_ZONES.has(zone) && usDaylightAt(utcMs, standard);
  return (standard + (daylight ? 1 : 0)) * 60;
}

/** The wall-clock date, weekday and minute of the day in `zone` at the instant `utcMs`. */
export function localTimeAt(zone: SessionZone, utcMs: number): LocalTime {
  const localMs = utcMs + zoneOffsetMinutes(zone, utcMs) * MINUTE_MS;
  const days = Math.floor(localMs / DAY_MS);
  const { year, month, day } = civilFromDays(days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${year}-${pad(month)}-${pad(day)}`,
    weekday: weekdayOfDays(days),
    minuteOfDay: Math.floor((localMs - days * DAY_MS) / MINUTE_MS),
  };
}
