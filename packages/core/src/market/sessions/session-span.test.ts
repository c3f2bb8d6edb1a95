import { describe, expect, it } from 'vitest';
import { type MarketHoliday, SESSION_CALENDARS, type SessionCalendarId } from './calendars';
import { isOpenThrough, nextOpenAt } from './session-span';

const ms = (iso: string) => Date.parse(iso);
const HOLIDAYS: MarketHoliday[] = [
  {
    calendar: 'cme_equity_index',
    date: '2026-11-26',
    closedFrom: '12:00',
    closedUntil: '17:00',
    name: 'Thanksgiving Day',
  },
  { calendar: 'fx', date: '2026-12-24', closedFrom: '17:00', name: 'Christmas' },
  { calendar: 'fx', date: '2026-12-25', closedUntil: '17:00', name: 'Christmas' },
];

describe('isOpenThrough: a span from placement to expiry stays in session', () => {
  it.each<[string, SessionCalendarId, string, string, boolean]>([
    // FX closes Friday 17:00 New York (22:00 UTC in winter).
    [
      'FX 60 s ending Friday 16:59:30 EST',
      'fx',
      '2026-01-09T21:58:30Z',
      '2026-01-09T21:59:30Z',
      true,
    ],
    [
      'FX 60 s ending Friday 17:00:30 EST',
      'fx',
      '2026-01-09T21:59:30Z',
      '2026-01-09T22:00:30Z',
      false,
    ],
    [
      'FX expiring exactly at the Friday close',
      'fx',
      '2026-01-09T21:59:00Z',
      '2026-01-09T22:00:00Z',
      false,
    ],
    [
      'FX expiring 1 ms before the Friday close',
      'fx',
      '2026-01-09T21:59:00Z',
      '2026-01-09T21:59:59.999Z',
      true,
    ],
    ['FX placed during the weekend', 'fx', '2026-01-10T12:00:00Z', '2026-01-10T12:01:00Z', false],
    // The weekend daylight time starts (8 March 2026): FX opens Sunday 17:00 EDT = 21:00 UTC.
    [
      'FX Sunday 8 March from 16:58 EDT, before the open',
      'fx',
      '2026-03-08T20:58:00Z',
      '2026-03-08T21:03:00Z',
      false,
    ],
    [
      'FX Sunday 8 March 10 min from the 17:00 EDT open',
      'fx',
      '2026-03-08T21:00:00Z',
      '2026-03-08T21:10:00Z',
      true,
    ],
    // The weekend daylight time ends (1 November 2026): FX opens Sunday 17:00 EST = 22:00 UTC.
    [
      'FX Sunday 1 November at 21:00 UTC is still the weekend',
      'fx',
      '2026-11-01T21:00:00Z',
      '2026-11-01T21:01:00Z',
      false,
    ],
    [
      'FX Sunday 1 November from the 22:00 UTC open',
      'fx',
      '2026-11-01T22:00:00Z',
      '2026-11-01T22:05:00Z',
      true,
    ],
    // CME's daily break 16:00–17:00 Chicago.
    [
      'US500 5 min ending 15:59:59 CST',
      'cme_equity_index',
      '2026-01-13T21:54:59Z',
      '2026-01-13T21:59:59Z',
      true,
    ],
    [
      'US500 5 min into the daily break',
      'cme_equity_index',
      '2026-01-13T21:55:00Z',
      '2026-01-13T22:00:00Z',
      false,
    ],
    [
      'US500 10 min into the Thanksgiving halt',
      'cme_equity_index',
      '2026-11-26T17:55:00Z',
      '2026-11-26T18:05:00Z',
      false,
    ],
    [
      'HK50 into the lunch break',
      'hkex_index',
      '2026-01-12T03:58:00Z',
      '2026-01-12T04:01:00Z',
      false,
    ],
    ['Crypto over a weekend', 'crypto', '2026-01-10T00:00:00Z', '2026-01-12T00:00:00Z', true],
  ])('%s → %s', (_, calendar, from, until, expected) => {
    expect(isOpenThrough(SESSION_CALENDARS[calendar], HOLIDAYS, ms(from), ms(until))).toBe(
      expected,
    );
  });
});

describe('nextOpenAt: when a closed market opens', () => {
  it.each<[string, SessionCalendarId, string, string]>([
    ['FX open now answers now', 'fx', '2026-01-14T08:00:12.5Z', '2026-01-14T08:00:12.500Z'],
    ['FX Saturday → Sunday 17:00 EST', 'fx', '2026-01-10T17:00:00Z', '2026-01-11T22:00:00.000Z'],
    [
      'FX between minutes → the next whole minute',
      'fx',
      '2026-01-11T21:59:30Z',
      '2026-01-11T22:00:00.000Z',
    ],
    [
      'FX Friday 6 March close → Sunday 17:00 EDT, after daylight time starts',
      'fx',
      '2026-03-06T22:00:00Z',
      '2026-03-08T21:00:00.000Z',
    ],
    [
      'FX Friday 30 October close → Sunday 17:00 EST, after daylight time ends',
      'fx',
      '2026-10-30T21:00:00Z',
      '2026-11-01T22:00:00.000Z',
    ],
    [
      'FX Christmas Eve 17:00 → Sunday 27 December 17:00 EST',
      'fx',
      '2026-12-24T22:00:00Z',
      '2026-12-27T22:00:00.000Z',
    ],
    [
      'ETF Friday 6 March close → Monday 09:30 EDT',
      'us_equities',
      '2026-03-06T21:00:00Z',
      '2026-03-09T13:30:00.000Z',
    ],
    [
      'US500 daily break → 17:00 CST',
      'cme_equity_index',
      '2026-01-13T22:00:00Z',
      '2026-01-13T23:00:00.000Z',
    ],
    [
      'US500 Thanksgiving halt → 17:00 CST',
      'cme_equity_index',
      '2026-11-26T18:00:00Z',
      '2026-11-26T23:00:00.000Z',
    ],
    ['HK50 lunch → 13:00 HKT', 'hkex_index', '2026-01-12T04:00:00Z', '2026-01-12T05:00:00.000Z'],
    ['Crypto is always open', 'crypto', '2026-01-10T17:00:00Z', '2026-01-10T17:00:00.000Z'],
  ])('%s', (_, calendar, from, opens) => {
    const at = nextOpenAt(SESSION_CALENDARS[calendar], HOLIDAYS, ms(from));
    expect(at === null ? null : new Date(at).toISOString()).toBe(opens);
  });

  it('is null when the market stays shut for two weeks', () => {
    const shut: MarketHoliday[] = Array.from({ length: 16 }, (_, day) => ({
      calendar: 'fx',
      date: `2026-01-${String(12 + day).padStart(2, '0')}`,
      name: 'Closed',
    }));
    expect(nextOpenAt(SESSION_CALENDARS.fx, shut, ms('2026-01-12T12:00:00Z'))).toBeNull();
    expect(
      nextOpenAt(
        SESSION_CALENDARS.fx,
        shut.slice(0, 13) /* through Saturday 24th: FX opens Sunday 17:00 EST */,
        ms('2026-01-12T12:00:00Z'),
      ),
    ).toBe(ms('2026-01-25T22:00:00Z'));
  });
});
