import { describe, expect, it } from 'vitest';
import { decideInstrumentStatus, FRESH, isQuoteFresh, quoteCondition } from './instrument-status';

const STALE_FIRST = { state: 'stale', reason: 'awaiting_first_quote' } as const;
const STALE_OLD = { state: 'stale', reason: 'quote_too_old' } as const;

describe('instrument status', () => {
  it.each([
    ['in session with a fresh quote: live', { open: true }, FRESH, FRESH],
    [
      'in session without a fresh quote: stale, as the feed says',
      { open: true },
      { state: 'stale', reason: 'quote_too_old' },
      { state: 'stale', reason: 'quote_too_old' },
    ],
    [
      'out of session: closed with the session reason, however fresh the quote',
      { open: false, reason: 'weekend' },
      FRESH,
      { state: 'closed', reason: 'weekend' },
    ],
    [
      'a holiday outranks a stale feed',
      { open: false, reason: 'holiday' },
      { state: 'stale', reason: 'sources_unavailable' },
      { state: 'closed', reason: 'holiday' },
    ],
  ] as const)('%s', (_, session, feed, expected) => {
    expect(decideInstrumentStatus(session, feed)).toEqual(expected);
  });

  it('a quote is fresh up to and including its limit', () => {
    expect(isQuoteFresh(1000, 11_000, 10_000)).toBe(true);
    expect(isQuoteFresh(1000, 11_001, 10_000)).toBe(false);
  });

  it.each([
    ['no quote yet: stale, awaiting the first', undefined, 50_000, STALE_FIRST],
    ['received 10,000 ms ago with a 10,000 ms limit: live', 40_000, 50_000, FRESH],
    ['received 10,001 ms ago: stale, too old', 39_999, 50_000, STALE_OLD],
    ['stamped after now (a replay ahead of the clock): live', 60_000, 50_000, FRESH],
  ] as const)('%s', (_, receivedAtMs, nowMs, expected) => {
    expect(quoteCondition(receivedAtMs, nowMs, 10_000)).toEqual(expected);
  });
});
