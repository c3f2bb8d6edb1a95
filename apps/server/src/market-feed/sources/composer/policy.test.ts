import { describe, expect, it } from 'vitest';
import { Decimal, NO_MARKUP } from '@waihui/core';
import { resolveInstrumentPolicy } from './policy';

const ROUTE = { primary: { source: 'binance', symbol: 'BTCUSDT', priceScale: '1' } };
const NO_POLICY = { failbackAfterMs: 30_000, staleAfterMs: {}, jumpBand: {}, driftLimit: {} };

describe('instrument policy', () => {
  it('takes the category defaults when the file says nothing', () => {
    expect(resolveInstrumentPolicy('forex', NO_POLICY, ROUTE)).toEqual({
      staleAfterMs: 30_000,
      failbackAfterMs: 30_000,
      jumpBand: new Decimal('0.01'),
      driftLimit: new Decimal('0.001'),
      markup: NO_MARKUP,
    });
  });

  it('lets the file policy override a category, and an instrument override the policy', () => {
    const policy = {
      failbackAfterMs: 60_000,
      staleAfterMs: { crypto: 5000 },
      jumpBand: { crypto: '0.1' },
      driftLimit: { forex: '0.002' },
    };
    const entry = { ...ROUTE, jumpBand: '0.2', markup: { points: '2', minSpread: '0' } };
    expect(resolveInstrumentPolicy('crypto', policy, entry)).toEqual({
      staleAfterMs: 5000,
      failbackAfterMs: 60_000,
      jumpBand: new Decimal('0.2'),
      driftLimit: new Decimal('0.005'),
      markup: { kind: 'points', points: '2', minSpread: '0' },
    });
    expect(
      resolveInstrumentPolicy('crypto', policy, {
        ...ROUTE,
        markup: { share: '0.0002', minSpread: '1' },
      }).markup,
    ).toEqual({ kind: 'share', share: '0.0002', minSpread: '1' });
  });
});
