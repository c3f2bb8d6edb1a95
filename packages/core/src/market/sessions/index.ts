export {
  type MarketHoliday,
  SESSION_CALENDAR_IDS,
  SESSION_CALENDARS,
  type SessionCalendar,
  type SessionCalendarId,
  type WeeklyWindow,
  minutesOfClock,
} from './calendars';
export { type SessionClosedReason, type SessionState, sessionAt } from './session-at';
export { isOpenThrough, nextOpenAt } from './session-span';
export { type LocalTime, type SessionZone, localTimeAt, zoneOffsetMinutes } from './time-zones';
