import { describe, expect, it } from 'vitest';
import { stopOutShown } from './stop-out-text';

describe('stopOutShown (the estimate, or "at once" when it cannot be true)', () => {
  it.each([
    // side, priced at, estimate → shown
    ['long', '95028.00', '99827.71', { kind: 'atOnce' }],
    ['long', '95028.00', '95028.00', { kind: 'atOnce' }],
    ['long', '60010.00', '53040.50', { kind: 'price', price: '53040.50' }],
    ['short', '60000.00', '59000.00', { kind: 'atOnce' }],
    ['short', '60000.00', '63500.00', { kind: 'price', price: '63500.00' }],
    ['long', '60010.00', null, { kind: 'none' }],
  ] as const)('%s priced at %s, estimate %s → %o', (side, pricedAt, estimate, shown) => {
    expect(stopOutShown(side, { priced_at: pricedAt, estimated_stop_out_price: estimate })).toEqual(
      shown,
    );
  });
});
