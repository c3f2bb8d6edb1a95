import { describe, expect, it } from 'vitest';
import { type Decimal, toDecimalString } from '../money';
import { USD_CONVERSION } from './conversion';
import { type OrderPreview, maxAffordableLots, previewOrder } from './preview';
import { BTCUSD, USDJPY, d, quote, viaUsdJpy } from './test-fixtures';

const s = toDecimalString;
const opt = (value: Decimal | null) => (value === null ? null : s(value));

function figures(preview: OrderPreview) {
  return {
    fillsNow: preview.fillsNow,
    fillPriceNow: opt(preview.fillPriceNow),
    pricedAt: s(preview.pricedAt),
    margin: s(preview.margin),
    fee: s(preview.fee),
    required: s(preview.required),
    freeMarginBefore: s(preview.freeMarginBefore),
    freeMarginAfter: s(preview.freeMarginAfter),
    sufficient: preview.sufficient,
    estimatedStopOutPrice: opt(preview.estimatedStopOutPrice),
    maxLots: preview.maxLots,
    maxLeverage: preview.maxLeverage,
  };
}

const empty = (balance: string) => ({
  balance: d(balance),
  available: d(balance),
  positions: [],
  pendingReserved: d('0'),
});

const btc = {
  instrument: BTCUSD,
  profile: 'standard' as const,
  quote: quote('60000.00', '60010.00'),
  conversion: USD_CONVERSION,
  stopOutLevel: d('50'),
};

type PreviewInput = Parameters<typeof previewOrder>[0];

/** BTC long market 1 lot 10x on an empty account of 1000, unless `overrides` says otherwise. */
const preview = (overrides: Partial<PreviewInput> = {}) =>
  previewOrder({
    ...btc,
    side: 'long',
    type: 'market',
    lots: '1',
    leverage: '10',
    limitPrice: null,
    account: empty('1000'),
    ...overrides,
  });

/** The figures of a preview that is expected to succeed. */
function previewed(overrides: Partial<PreviewInput> = {}): OrderPreview {
  const result = preview(overrides);
  if (!result.ok) throw new Error(result.issues[0].code);
  return result.value;
}

describe('order preview (lever/deal)', () => {
  it('BTC long market 1 lot 10x on 100: fills at ask 60010, stop-out at bid 53040.50', () => {
    const value = previewed({ account: empty('100') });
    // Stop-out: balance after fee 99.69995, used 60.01 → 60010 − (99.69995 − 30.005) / 0.01 = 53040.505 → floor.
    expect(figures(value)).toEqual({
      fillsNow: true,
      fillPriceNow: '60010',
      pricedAt: '60010',
      margin: '60.01',
      fee: '0.30005',
      required: '60.31005',
      freeMarginBefore: '100',
      freeMarginAfter: '39.68995',
      sufficient: true,
      estimatedStopOutPrice: '53040.5',
      maxLots: 1,
      maxLeverage: 100,
    });
  });

  it('BTC short market 2 lots 20x on 1000 beside a long losing 10.1: fills at bid 60000', () => {
    const value = previewed({
      side: 'short',
      lots: 2,
      leverage: 20,
      account: {
        balance: d('1000'),
        available: d('939.68995'),
        positions: [{ margin: d('60.01'), floatingPnl: d('-10.1') }],
        pendingReserved: d('0'),
      },
    });
    // Free margin 1000 − 10.1 − 60.01 = 929.89; spendable min(939.68995, 929.89); per lot 30 + 0.3.
    // Stop-out: target 0.5 × 120.01 − 999.4 + 10.1 = −929.295 → 60000 + 929.295 / 0.02 = 106464.75.
    expect(figures(value)).toEqual({
      fillsNow: true,
      fillPriceNow: '60000',
      pricedAt: '60000',
      margin: '60',
      fee: '0.6',
      required: '60.6',
      freeMarginBefore: '929.89',
      freeMarginAfter: '869.29',
      sufficient: true,
      estimatedStopOutPrice: '106464.75',
      maxLots: 30,
      maxLeverage: 100,
    });
  });

  it.each<[string, Partial<PreviewInput>, Partial<ReturnType<typeof figures>>]>([
    [
      'a buy limit below the ask rests: priced at its limit, no fill price now',
      { type: 'limit', limitPrice: d('59000.00') },
      { fillsNow: false, fillPriceNow: null, pricedAt: '59000', margin: '59', fee: '0.295' },
    ],
    [
      'a buy limit above the ask is marketable: fills now at the ask',
      { type: 'limit', limitPrice: d('60100.00') },
      { fillPriceNow: '60010', pricedAt: '60010', margin: '60.01' },
    ],
    [
      'says when the account cannot pay, with 0 lots possible',
      { lots: '2', account: empty('60') },
      { required: '120.6201', sufficient: false, freeMarginAfter: '-60.6201', maxLots: 0 },
    ],
    [
      'USDJPY long 3 lots 50x: margin and fee in USD at the mid',
      {
        instrument: USDJPY,
        quote: quote('150.000', '150.012'),
        conversion: viaUsdJpy('150.006'),
        lots: '3',
        leverage: '50',
      },
      { fillPriceNow: '150.012', margin: '60.0023999', fee: '0.150006', maxLots: 49 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(figures(previewed(overrides))).toMatchObject(expected);
  });

  it.each([
    [{ lots: '0' }, 'LOTS_NOT_POSITIVE_INTEGER'],
    [{ lots: '1001' }, 'LOTS_ABOVE_MAXIMUM'],
    [{ leverage: '101' }, 'LEVERAGE_ABOVE_MAXIMUM'],
    [{ leverage: '3', profile: 'strict' as const }, 'LEVERAGE_ABOVE_MAXIMUM'],
    [{ type: 'limit' as const }, 'LIMIT_PRICE_REQUIRED'],
  ])('refuses %o with %s', (overrides, code) => {
    expect(preview(overrides)).toMatchObject({ ok: false, issues: [{ code }] });
  });
});

describe('maximum lots', () => {
  it.each([
    // per-lot notional, leverage, fee rate, budget, cap → lots
    ['600.1', 10, '0.0005', '1000', 1000, 16],
    ['600.1', 10, '0.0005', '964.9608', 1000, 16],
    ['600.1', 10, '0.0005', '964.96079999', 1000, 15],
    ['600.1', 10, '0.0005', '1000000', 1000, 1000],
    ['600.1', 10, '0.0005', '-5', 1000, 0],
    ['600', 100, '0', '6', 1000, 1],
  ])(
    '%s per lot at %ix, fee %s, budget %s, cap %i → %i',
    (perLot, leverage, feeRate, budget, cap, lots) => {
      expect(
        maxAffordableLots({
          perLotNotionalUsd: d(perLot),
          leverage,
          feeRate: d(feeRate),
          budget: d(budget),
          cap,
        }),
      ).toBe(lots);
    },
  );
});
