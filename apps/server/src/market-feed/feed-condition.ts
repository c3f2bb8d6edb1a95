import {
  decideInstrumentStatus,
  type FeedCondition,
  isOpenThrough,
  type MarketHoliday,
  nextOpenAt,
  quoteCondition,
  SESSION_CALENDARS,
  type SessionCalendarId,
  sessionAt,
} from '@waihui/core';
import type { InstrumentCategory } from '@waihui/contracts';
import type { MarketInstrument } from './instruments';

/**
 * How old (by receive time, ms) an instrument's latest quote may be and still be dealt, per
 * category (docs/decisions.md, "Stale and closed prices"). Crypto books change many times a second;
 * FX streams quote every few seconds when quiet; ETF, index and commodity streams may sit still for
 * longer without an outage.
 */
export const STALE_AFTER_MS: Readonly<Record<InstrumentCategory, number>> = {
  crypto: 10_000,
  forex: 15_000,
  etf: 30_000,
  futures: 30_000,
  commodity: 30_000,
};

/** An instrument's stale limit (ms): its category's, or never stale with MARKET_STALENESS off. */
export function staleLimitMs(category: InstrumentCategory, staleness: boolean): number {
  return staleness ? STALE_AFTER_MS[category] : Number.POSITIVE_INFINITY;
}

/** The trading-session calendar of each category; HK50 trades on HKEX's, not CME's. */
const CATEGORY_CALENDAR: Readonly<Record<InstrumentCategory, SessionCalendarId>> = {
  crypto: 'crypto',
  forex: 'fx',
  etf: 'us_equities',
  futures: 'cme_equity_index',
  commodity: 'cme_commodities',
};
const SYMBOL_CALENDAR: Readonly<Record<string, SessionCalendarId>> = { HK50: 'hkex_index' };

export function calendarOf(instrument: Pick<MarketInstrument, 'symbol' | 'category'>) {
  return SESSION_CALENDARS[
    SYMBOL_CALENDAR[instrument.symbol] ?? CATEGORY_CALENDAR[instrument.category]
  ];
}

export interface FeedConditionDeps {
  instrument(symbol: string): Pick<MarketInstrument, 'symbol' | 'category'> | undefined;
  /**
   * A live source's own view of the symbol (PriceSource.condition): stale when no source is live
   * for it, closed when the sources say so. Absent for the simulated and replay feeds.
   */
  sourceCondition?(symbol: string): FeedCondition;
  /** Receive time (epoch ms) of the symbol's latest quote; undefined before its first. */
  receivedAtMs(symbol: string): number | undefined;
  /** Closed outside the session (MARKET_SESSIONS); off: every calendar is always open. */
  honourSessions: boolean;
  /** Stale past STALE_AFTER_MS (MARKET_STALENESS); off only for browser tests. */
  staleness: boolean;
  /** Exchange holidays (market_holidays; operators edit them in the back-office). */
  holidays(): readonly MarketHoliday[];
}

/**
 * Whether an instrument's latest quote may be dealt now (core's rules): closed when its calendar is
 * out of session, else stale when there is no quote or it is older than its category's limit, else
 * live. With live sources (MARKET_FEED=sources) their own view comes first: stale or closed
 * when they say so, however young the last quote. The one place the market feed answers this. An
 * unknown symbol is stale (nothing quotes it).
 */
export function conditionOf(deps: FeedConditionDeps, symbol: string, nowMs: number): FeedCondition {
  const instrument = deps.instrument(symbol);
  if (instrument === undefined) return { state: 'stale', reason: 'awaiting_first_quote' };
  const session = deps.honourSessions
    ? sessionAt(calendarOf(instrument), deps.holidays(), nowMs)
    : ({ open: true } as const);
  const sources = deps.sourceCondition?.(symbol);
  // Closed at the provider holds even with MARKET_STALENESS off (only browser tests turn it off).
  if (sources?.state === 'closed' || (sources?.state === 'stale' && deps.staleness)) {
    return decideInstrumentStatus(session, sources);
  }
  const limitMs = staleLimitMs(instrument.category, deps.staleness);
  return decideInstrumentStatus(session, quoteCondition(deps.receivedAtMs(symbol), nowMs, limitMs));
}

/**
 * When the symbol's trading session next opens at or after `nowMs` (epoch ms): `nowMs` while in
 * session or with sessions off; null for an unknown symbol or no open within two weeks.
 */
export function opensAtOf(deps: FeedConditionDeps, symbol: string, nowMs: number): number | null {
  const instrument = deps.instrument(symbol);
  if (instrument === undefined) return null;
  if (!deps.honourSessions) return nowMs;
  return nextOpenAt(calendarOf(instrument), deps.holidays(), nowMs);
}

/**
 * Whether the symbol stays in its trading session from `fromMs` through `untilMs` (a delivery
 * contract placed now settles in session: product.md §13.2); always with sessions off, never for
 * an unknown symbol.
 */
export function isInSessionThrough(
  deps: FeedConditionDeps,
  symbol: string,
  fromMs: number,
  untilMs: number,
): boolean {
  const instrument = deps.instrument(symbol);
  if (instrument === undefined) return false;
  if (!deps.honourSessions) return true;
  return isOpenThrough(calendarOf(instrument), deps.holidays(), fromMs, untilMs);
}
