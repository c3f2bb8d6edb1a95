import type { SessionClosedReason, SessionState } from './sessions';

/**
 * Whether an instrument's quote may be dealt now: `live`, `stale` (no fresh quote) or `closed`
 * (outside its trading session, or the provider says not tradeable).
 */
export const INSTRUMENT_STATES = ['live', 'stale', 'closed'] as const;
export type InstrumentState = (typeof INSTRUMENT_STATES)[number];

/** Why an instrument is in its state. */
export type InstrumentStatusReason =
  /** live: a source quoted it within its limit. */
  | 'fresh'
  /** stale: no quote since the feed started. */
  | 'awaiting_first_quote'
  /** stale: the last quote is older than the instrument's limit. */
  | 'quote_too_old'
  /** stale: no source is connected and quoting it. */
  | 'sources_unavailable'
  /** stale (a following process): nothing heard from the leading process for too long. */
  | 'leader_silent'
  /** closed: every source says it is not tradeable now. */
  | 'provider_closed'
  | SessionClosedReason;

/** Every reason an instrument is not live (what a ticker's `status_reason` may say). */
export const NOT_LIVE_STATUS_REASONS = [
  'awaiting_first_quote',
  'quote_too_old',
  'sources_unavailable',
  'leader_silent',
  'provider_closed',
  'weekend',
  'daily_break',
  'outside_hours',
  'holiday',
] as const satisfies readonly Exclude<InstrumentStatusReason, 'fresh'>[];

/** What the price sources say of an instrument, before its trading session is considered. */
export interface FeedCondition {
  state: InstrumentState;
  reason: InstrumentStatusReason;
}

export const FRESH: FeedCondition = { state: 'live', reason: 'fresh' };

/**
 * The instrument's state: closed outside its session (the session's reason), else what the feed
 * says. A quote that arrives while closed is still shown, never dealt.
 */
export function decideInstrumentStatus(session: SessionState, feed: FeedCondition): FeedCondition {
  return session.open ? feed : { state: 'closed', reason: session.reason };
}

/** A quote received at `receivedAtMs` is fresh at `nowMs` while its age is at most `limitMs`. */
export function isQuoteFresh(receivedAtMs: number, nowMs: number, limitMs: number): boolean {
  return nowMs - receivedAtMs <= limitMs;
}

/**
 * What an instrument's latest quote alone says: stale before its first quote (`receivedAtMs`
 * undefined) or once the quote is older than `limitMs` at `nowMs` (epoch ms), else live.
 */
export function quoteCondition(
  receivedAtMs: number | undefined,
  nowMs: number,
  limitMs: number,
): FeedCondition {
  if (receivedAtMs === undefined) return { state: 'stale', reason: 'awaiting_first_quote' };
  return isQuoteFresh(receivedAtMs, nowMs, limitMs)
    ? FRESH
    : { state: 'stale', reason: 'quote_too_old' };
}
