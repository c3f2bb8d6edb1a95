import { describe, expect, it } from 'vitest';
import { decodeQuoteBatch, encodeQuoteBatch } from './quote-bus';
import type { Quote } from './quote-source';

const QUOTE: Quote = {
  symbol: 'BTCUSD',
  bid: '95010.00',
  ask: '95020.00',
  last: '95015.00',
  ts: 1_795_341_600_000,
  seq: 41,
};

describe('quote bus messages', () => {
  it('carry a quote’s origin and its after-pause mark to the followers as the leader had them', () => {
    const marked: Quote = {
      ...QUOTE,
      origin: {
        sourceId: 'binance',
        rawBid: '95010.123',
        rawAsk: '95019.876',
        markupBid: '0.123',
        markupAsk: '0.124',
      },
      afterPause: true,
    };
    const batch = { origin: 'the-leader', quotes: [QUOTE, marked] };
    expect(decodeQuoteBatch(encodeQuoteBatch(batch))).toEqual(batch);
  });

  it.each([
    ['an after-pause mark other than true', { ...QUOTE, afterPause: false }],
    [
      'an origin without its markup',
      { ...QUOTE, origin: { sourceId: 'x', rawBid: '1', rawAsk: '2' } },
    ],
  ])('refuse %s', (_case, quote) => {
    expect(decodeQuoteBatch(JSON.stringify({ origin: 'the-leader', quotes: [quote] }))).toBeNull();
  });
});
