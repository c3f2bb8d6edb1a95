import { describe, expect, it } from 'vitest';
import type { InstrumentCategory } from '@waihui/contracts';
import { conditionOf, type FeedConditionDeps } from './feed-condition';

const ms = (iso: string) => Date.parse(iso);
/** A Wednesday in January, 12:00 UTC: every calendar but HK50's evening break is in session. */
const WEDNESDAY_NOON = ms('2026-01-14T12:00:00Z');
const CATEGORY: Record<string, InstrumentCategory> = {
  BTCUSD: 'crypto',
  EURUSD: 'forex',
  SPY: 'etf',
  HK50: 'futures',
  XAUUSD: 'commodity',
};

function deps(
  receivedAtMs: number | undefined,
  options: Partial<Pick<FeedConditionDeps, 'honourSessions' | 'staleness'>> = {},
): FeedConditionDeps {
  return {
    instrument: (symbol) => {
      const category = CATEGORY[symbol];
      return category === undefined ? undefined : { symbol, category };
    },
    receivedAtMs: () => receivedAtMs,
    honourSessions: options.honourSessions ?? false,
    staleness: options.staleness ?? true,
    holidays: () => [],
  };
}

const LIVE = { state: 'live', reason: 'fresh' };
const TOO_OLD = { state: 'stale', reason: 'quote_too_old' };
const NO_QUOTE = { state: 'stale', reason: 'awaiting_first_quote' };

describe('feed condition', () => {
  it.each([
    ['BTCUSD received 10,000 ms ago (crypto limit 10 s): live', 'BTCUSD', 10_000, LIVE],
    ['BTCUSD received 10,001 ms ago: stale', 'BTCUSD', 10_001, TOO_OLD],
    ['EURUSD received 15,000 ms ago (FX limit 15 s): live', 'EURUSD', 15_000, LIVE],
    ['EURUSD received 15,001 ms ago: stale', 'EURUSD', 15_001, TOO_OLD],
    ['SPY received 30,000 ms ago (ETF limit 30 s): live', 'SPY', 30_000, LIVE],
    ['SPY received 30,001 ms ago: stale', 'SPY', 30_001, TOO_OLD],
    ['HK50 received 30,001 ms ago (index limit 30 s): stale', 'HK50', 30_001, TOO_OLD],
    ['XAUUSD received 30,001 ms ago (commodity limit 30 s): stale', 'XAUUSD', 30_001, TOO_OLD],
  ])('%s', (_, symbol, ageMs, expected) => {
    expect(conditionOf(deps(WEDNESDAY_NOON - ageMs), symbol, WEDNESDAY_NOON)).toEqual(expected);
  });

  it('is stale before the first quote and for a symbol the registry does not know', () => {
    expect(conditionOf(deps(undefined), 'BTCUSD', WEDNESDAY_NOON)).toEqual(NO_QUOTE);
    expect(conditionOf(deps(WEDNESDAY_NOON), 'NOPE', WEDNESDAY_NOON)).toEqual(NO_QUOTE);
  });

  it.each([
    [
      'FX on Saturday with sessions honoured: closed, weekend',
      'EURUSD',
      '2026-01-10T17:00:00Z',
      true,
      { state: 'closed', reason: 'weekend' },
    ],
    [
      'FX on Saturday with sessions off (the demo default): live',
      'EURUSD',
      '2026-01-10T17:00:00Z',
      false,
      LIVE,
    ],
    [
      'ETF at 16:00 New York on a weekday: closed, outside hours',
      'SPY',
      '2026-07-15T20:00:00Z',
      true,
      { state: 'closed', reason: 'outside_hours' },
    ],
    [
      'HK50 at 12:00 Hong Kong (lunch, CME open): closed on HKEX hours',
      'HK50',
      '2026-01-12T04:00:00Z',
      true,
      { state: 'closed', reason: 'daily_break' },
    ],
    [
      'gold in the CME daily break: closed',
      'XAUUSD',
      '2026-01-13T22:00:00Z',
      true,
      { state: 'closed', reason: 'daily_break' },
    ],
    [
      'crypto on Saturday with sessions honoured: live',
      'BTCUSD',
      '2026-01-10T17:00:00Z',
      true,
      LIVE,
    ],
  ])('%s', (_, symbol, iso, honourSessions, expected) => {
    expect(conditionOf(deps(ms(iso), { honourSessions }), symbol, ms(iso))).toEqual(expected);
  });

  it('closed outranks stale: an old quote on a weekend says closed', () => {
    const saturday = ms('2026-01-10T17:00:00Z');
    expect(
      conditionOf(deps(saturday - 3_600_000, { honourSessions: true }), 'EURUSD', saturday),
    ).toEqual({ state: 'closed', reason: 'weekend' });
  });

  it('with staleness off (browser tests) an old quote is live, and no quote is still stale', () => {
    expect(
      conditionOf(
        deps(WEDNESDAY_NOON - 86_400_000, { staleness: false }),
        'BTCUSD',
        WEDNESDAY_NOON,
      ),
    ).toEqual(LIVE);
    expect(conditionOf(deps(undefined, { staleness: false }), 'BTCUSD', WEDNESDAY_NOON)).toEqual(
      NO_QUOTE,
    );
  });

  describe('with live sources (their own view first)', () => {
    const SOURCES_DOWN = { state: 'stale', reason: 'sources_unavailable' } as const;
    const PROVIDER_CLOSED = { state: 'closed', reason: 'provider_closed' } as const;
    const SOURCE_LIVE = { state: 'live', reason: 'fresh' } as const;
    const withSources = (
      source: FeedConditionDeps['sourceCondition'],
      options: Partial<Pick<FeedConditionDeps, 'honourSessions' | 'staleness'>> = {},
    ): FeedConditionDeps => ({ ...deps(WEDNESDAY_NOON - 1000, options), sourceCondition: source });

    it.each([
      [
        'no source live, a quote 1 s old: stale, sources unavailable',
        () => SOURCES_DOWN,
        {},
        SOURCES_DOWN,
      ],
      [
        'the sources say closed: closed at the provider',
        () => PROVIDER_CLOSED,
        {},
        PROVIDER_CLOSED,
      ],
      [
        'closed holds with staleness off',
        () => PROVIDER_CLOSED,
        { staleness: false },
        PROVIDER_CLOSED,
      ],
      ['sources down with staleness off: live', () => SOURCES_DOWN, { staleness: false }, LIVE],
      ['a source live: the quote age decides (1 s: live)', () => SOURCE_LIVE, {}, LIVE],
    ] as const)('%s', (_, source, options, expected) => {
      expect(conditionOf(withSources(source, options), 'BTCUSD', WEDNESDAY_NOON)).toEqual(expected);
    });

    it('a live source with a quote past the limit is still stale by age', () => {
      const old: FeedConditionDeps = {
        ...deps(WEDNESDAY_NOON - 10_001),
        sourceCondition: () => SOURCE_LIVE,
      };
      expect(conditionOf(old, 'BTCUSD', WEDNESDAY_NOON)).toEqual(TOO_OLD);
    });

    it('the session closes first: FX on Saturday is closed for the weekend whatever the sources say', () => {
      const saturday = ms('2026-01-10T17:00:00Z');
      const closedSession = {
        ...deps(saturday, { honourSessions: true }),
        sourceCondition: () => SOURCES_DOWN,
      };
      expect(conditionOf(closedSession, 'EURUSD', saturday)).toEqual({
        state: 'closed',
        reason: 'weekend',
      });
    });
  });
});
