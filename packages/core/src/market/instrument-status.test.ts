import { describe, expect, it } from 'vitest';
import { decideInstrumentStatus, FRESH, isQuoteFresh } from './instrument-status';

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
});
