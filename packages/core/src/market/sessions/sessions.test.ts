import { describe, expect, it } from 'vitest';
import { type MarketHoliday, SESSION_CALENDARS, type SessionCalendarId } from './calendars';
import { type SessionClosedReason, sessionAt, type SessionState } from './session-at';
import { localTimeAt, zoneOffsetMinutes } from './time-zones';

const ms = (iso: string) => Date.parse(iso);
const OPEN: SessionState = { open: true };
const closed = (reason: SessionClosedReason): SessionState => ({ open: false, reason });

/** Holidays as the server loads them (times local to each calendar). */
const HOLIDAYS: MarketHoliday[] = [
  { calendar: 'fx', date: '2026-12-24', closedFrom: '17:00', name: 'Christmas' },
  { calendar: 'fx', date: '2026-12-25', closedUntil: '17:00', name: 'Christmas' },
  { calendar: 'us_equities', date: '2026-11-26', name: 'Thanksgiving Day' },
  { calendar: 'us_equities', date: '2026-11-27', closedFrom: '13:00', name: 'Early close' },
  {
    calendar: 'cme_equity_index',
    date: '2026-11-26',
    closedFrom: '12:00',
    closedUntil: '17:00',
    name: 'Thanksgiving Day',
  },
  { calendar: 'hkex_index', date: '2026-02-17', name: 'Lunar New Year' },
];

describe('time zones', () => {
  it.each([
    [
      'New York the instant before daylight time (2026-03-08 01:59:59 EST)',
      'America/New_York',
      '2026-03-08T06:59:59.999Z',
      -300,
    ],
    [
      'New York at 02:00 EST on 8 March 2026: clocks go to 03:00 EDT',
      'America/New_York',
      '2026-03-08T07:00:00Z',
      -240,
    ],
    [
      'New York the instant before standard time (2026-11-01 01:59:59 EDT)',
      'America/New_York',
      '2026-11-01T05:59:59.999Z',
      -240,
    ],
    [
      'New York at 02:00 EDT on 1 November 2026: clocks go back to 01:00 EST',
      'America/New_York',
      '2026-11-01T06:00:00Z',
      -300,
    ],
    [
      'Chicago changes an hour of UTC later than New York',
      'America/Chicago',
      '2026-03-08T07:59:59.999Z',
      -360,
    ],
    ['Chicago in daylight time from 08:00 UTC', 'America/Chicago', '2026-03-08T08:00:00Z', -300],
    ['Hong Kong keeps UTC+8 all year', 'Asia/Hong_Kong', '2026-07-01T00:00:00Z', 480],
  ] as const)('%s', (_, zone, iso, offset) => {
    expect(zoneOffsetMinutes(zone, ms(iso))).toBe(offset);
  });

  it('reads the local date, weekday and minute, across a year end', () => {
    expect(localTimeAt('America/New_York', ms('2027-01-01T04:59:00Z'))).toEqual({
      date: '2026-12-31',
      weekday: 4,
      minuteOfDay: 23 * 60 + 59,
    });
    expect(localTimeAt('America/New_York', ms('2026-03-08T07:00:00Z'))).toEqual({
      date: '2026-03-08',
      weekday: 0,
      minuteOfDay: 3 * 60,
    });
    expect(localTimeAt('Asia/Hong_Kong', ms('2026-01-16T19:00:00Z'))).toEqual({
      date: '2026-01-17',
      weekday: 6,
      minuteOfDay: 3 * 60,
    });
  });
});

describe('trading sessions', () => {
  it.each<[string, SessionCalendarId, string, SessionState]>([
    // FX: Sunday 17:00 to Friday 17:00 New York time.
    ['FX Friday 16:59 New York (EST) is open', 'fx', '2026-01-09T21:59:00Z', OPEN],
    [
      'FX Friday 17:00 New York closes for the weekend',
      'fx',
      '2026-01-09T22:00:00Z',
      closed('weekend'),
    ],
    ['FX Saturday noon is the weekend', 'fx', '2026-01-10T17:00:00Z', closed('weekend')],
    [
      'FX Sunday 16:59 New York is still the weekend',
      'fx',
      '2026-01-11T21:59:00Z',
      closed('weekend'),
    ],
    ['FX Sunday 17:00 New York opens', 'fx', '2026-01-11T22:00:00Z', OPEN],
    ['FX Wednesday 03:00 New York is open (no daily break)', 'fx', '2026-01-14T08:00:00Z', OPEN],
    // The weekend daylight time starts (Sunday 8 March 2026): Friday closes at 22:00 UTC, Sunday opens at 21:00 UTC.
    ['FX Friday 6 March 16:59 EST is open', 'fx', '2026-03-06T21:59:00Z', OPEN],
    ['FX Friday 6 March 17:00 EST closes', 'fx', '2026-03-06T22:00:00Z', closed('weekend')],
    [
      'FX Sunday 8 March 16:59 EDT is still the weekend',
      'fx',
      '2026-03-08T20:59:00Z',
      closed('weekend'),
    ],
    ['FX Sunday 8 March 17:00 EDT (21:00 UTC) opens', 'fx', '2026-03-08T21:00:00Z', OPEN],
    // The weekend daylight time ends (Sunday 1 November 2026): Friday closes at 21:00 UTC, Sunday opens at 22:00 UTC.
    ['FX Friday 30 October 16:59 EDT is open', 'fx', '2026-10-30T20:59:00Z', OPEN],
    [
      'FX Friday 30 October 17:00 EDT (21:00 UTC) closes',
      'fx',
      '2026-10-30T21:00:00Z',
      closed('weekend'),
    ],
    [
      'FX Sunday 1 November 16:59 EST is still the weekend',
      'fx',
      '2026-11-01T21:59:00Z',
      closed('weekend'),
    ],
    ['FX Sunday 1 November 17:00 EST (22:00 UTC) opens', 'fx', '2026-11-01T22:00:00Z', OPEN],
    // Christmas: closed from 17:00 on the 24th (a Thursday) into the weekend.
    ['FX 24 December 16:59 is open', 'fx', '2026-12-24T21:59:00Z', OPEN],
    [
      'FX 24 December 17:00 is closed for Christmas',
      'fx',
      '2026-12-24T22:00:00Z',
      closed('holiday'),
    ],
    ['FX Christmas morning is closed', 'fx', '2026-12-25T15:00:00Z', closed('holiday')],
    ['FX Christmas Friday 17:00 is the weekend', 'fx', '2026-12-25T22:00:00Z', closed('weekend')],
    // US ETFs: 09:30–16:00 New York time, Monday to Friday.
    ['ETF Monday 9 March 09:30 EDT (13:30 UTC) opens', 'us_equities', '2026-03-09T13:30:00Z', OPEN],
    [
      'ETF Monday 9 March 09:29 EDT is still the weekend (closed since Friday 16:00)',
      'us_equities',
      '2026-03-09T13:29:00Z',
      closed('weekend'),
    ],
    [
      'ETF Friday 6 March 09:29 EST (14:29 UTC) is before the open',
      'us_equities',
      '2026-03-06T14:29:00Z',
      closed('outside_hours'),
    ],
    ['ETF Friday 6 March 09:30 EST (14:30 UTC) opens', 'us_equities', '2026-03-06T14:30:00Z', OPEN],
    [
      'ETF Friday 6 March 16:00 EST closes for the weekend',
      'us_equities',
      '2026-03-06T21:00:00Z',
      closed('weekend'),
    ],
    ['ETF Wednesday 15 July 15:59 EDT is open', 'us_equities', '2026-07-15T19:59:00Z', OPEN],
    [
      'ETF Wednesday 15 July 16:00 EDT is after the close',
      'us_equities',
      '2026-07-15T20:00:00Z',
      closed('outside_hours'),
    ],
    ['ETF Sunday is the weekend', 'us_equities', '2026-07-19T15:00:00Z', closed('weekend')],
    [
      'ETF Thanksgiving noon is a holiday',
      'us_equities',
      '2026-11-26T17:00:00Z',
      closed('holiday'),
    ],
    [
      'ETF the Friday after Thanksgiving 12:59 is open',
      'us_equities',
      '2026-11-27T17:59:00Z',
      OPEN,
    ],
    [
      'ETF the Friday after Thanksgiving closes early at 13:00',
      'us_equities',
      '2026-11-27T18:00:00Z',
      closed('holiday'),
    ],
    // Index futures on CME Globex: Sunday 17:00 to Friday 16:00 Chicago, daily break 16:00–17:00.
    ['US500 Tuesday 15:59 CST is open', 'cme_equity_index', '2026-01-13T21:59:00Z', OPEN],
    [
      'US500 Tuesday 16:00 CST is the daily break',
      'cme_equity_index',
      '2026-01-13T22:00:00Z',
      closed('daily_break'),
    ],
    ['US500 Tuesday 17:00 CST reopens', 'cme_equity_index', '2026-01-13T23:00:00Z', OPEN],
    [
      'US500 Tuesday 16:00 CDT (21:00 UTC) is the daily break in summer',
      'cme_equity_index',
      '2026-07-14T21:00:00Z',
      closed('daily_break'),
    ],
    [
      'US500 Friday 16:00 CST closes for the weekend',
      'cme_equity_index',
      '2026-01-16T22:00:00Z',
      closed('weekend'),
    ],
    [
      'US500 Sunday 16:59 CST is still the weekend',
      'cme_equity_index',
      '2026-01-18T22:59:00Z',
      closed('weekend'),
    ],
    ['US500 Sunday 17:00 CST opens', 'cme_equity_index', '2026-01-18T23:00:00Z', OPEN],
    ['US500 Thanksgiving 11:59 CST is open', 'cme_equity_index', '2026-11-26T17:59:00Z', OPEN],
    [
      'US500 Thanksgiving 12:00 CST halts',
      'cme_equity_index',
      '2026-11-26T18:00:00Z',
      closed('holiday'),
    ],
    ['US500 Thanksgiving 17:00 CST reopens', 'cme_equity_index', '2026-11-26T23:00:00Z', OPEN],
    [
      'Gold keeps the Globex hours without the equity holidays',
      'cme_commodities',
      '2026-11-26T18:00:00Z',
      OPEN,
    ],
    // HK50 on HKEX, Hong Kong time (no daylight time).
    ['HK50 Monday 11:59 HKT is open', 'hkex_index', '2026-01-12T03:59:00Z', OPEN],
    [
      'HK50 Monday 12:00 HKT is the lunch break',
      'hkex_index',
      '2026-01-12T04:00:00Z',
      closed('daily_break'),
    ],
    ['HK50 Monday 13:00 HKT reopens', 'hkex_index', '2026-01-12T05:00:00Z', OPEN],
    [
      'HK50 Monday 16:30 HKT is the break before the evening session',
      'hkex_index',
      '2026-01-12T08:30:00Z',
      closed('daily_break'),
    ],
    [
      'HK50 Friday evening session runs to Saturday 02:59 HKT',
      'hkex_index',
      '2026-01-16T18:59:00Z',
      OPEN,
    ],
    [
      'HK50 Saturday 03:00 HKT is the weekend',
      'hkex_index',
      '2026-01-16T19:00:00Z',
      closed('weekend'),
    ],
    [
      'HK50 Monday 09:14 HKT is still the weekend',
      'hkex_index',
      '2026-01-19T01:14:00Z',
      closed('weekend'),
    ],
    ['HK50 Monday 09:15 HKT opens', 'hkex_index', '2026-01-19T01:15:00Z', OPEN],
    ['HK50 Lunar New Year is a holiday', 'hkex_index', '2026-02-17T02:00:00Z', closed('holiday')],
    // Crypto never closes.
    ['Crypto at the New York daylight-time change', 'crypto', '2026-03-08T07:00:00Z', OPEN],
    ['Crypto on Christmas Day', 'crypto', '2026-12-25T12:00:00Z', OPEN],
  ])('%s', (_, calendar, iso, expected) => {
    expect(sessionAt(SESSION_CALENDARS[calendar], HOLIDAYS, ms(iso))).toEqual(expected);
  });

  it('refuses a holiday whose time is not HH:MM', () => {
    const bad: MarketHoliday = {
      calendar: 'fx',
      date: '2026-01-14',
      closedFrom: '9:00',
      name: 'x',
    };
    expect(() => sessionAt(SESSION_CALENDARS.fx, [bad], ms('2026-01-14T15:00:00Z'))).toThrow(
      'not a clock time HH:MM: 9:00',
    );
  });
});
