import { describe, expect, it } from 'vitest';
import { Decimal, toDecimalString } from '../money';
import {
  DEFAULT_STOP_OUT_LEVEL,
  MARGIN_CALL_LEVEL,
  marginLevel,
  marginLevelAtOrBelow,
  marginState,
  summarizeAccount,
} from './account';
import { pnlUsd } from './amounts';
import { USD_CONVERSION } from './conversion';
import { estimateStopOutPrice } from './stop-out-price';
import { BTCUSD, USDJPY, d, viaUsdJpy } from './test-fixtures';

const s = toDecimalString;
const levels = { marginCall: MARGIN_CALL_LEVEL, stopOut: DEFAULT_STOP_OUT_LEVEL };

describe('account summary (cross-margin)', () => {
  it('a long losing 10.1 and a short gaining 19.989 on a balance of 1000 with 30.5 reserved', () => {
    const summary = summarizeAccount({
      balance: d('1000'),
      positions: [
        { margin: d('60.01'), floatingPnl: d('-10.1') },
        { margin: d('60'), floatingPnl: d('19.989') },
      ],
      pendingReserved: d('30.5'),
    });
    expect({
      floatingPnl: s(summary.floatingPnl),
      equity: s(summary.equity),
      usedMargin: s(summary.usedMargin),
      freeMargin: s(summary.freeMargin),
      marginLevel: summary.marginLevel === null ? null : s(summary.marginLevel),
    }).toEqual({
      floatingPnl: '9.889',
      equity: '1009.889',
      usedMargin: '120.01',
      freeMargin: '859.379',
      // 1009.889 / 120.01 × 100 = 841.50404132988917…, roundHalfEven8.
      marginLevel: '841.50404133',
    });
  });

  it('has no margin level without positions, and free margin is what is not reserved', () => {
    const summary = summarizeAccount({
      balance: d('500'),
      positions: [],
      pendingReserved: d('60.3'),
    });
    expect(summary.marginLevel).toBeNull();
    expect(s(summary.freeMargin)).toBe('439.7');
    expect(marginState(summary, levels)).toBe('no_positions');
  });

  it.each([
    ['1000', '60', 'healthy'],
    ['60.00000001', '60', 'healthy'],
    ['60', '60', 'margin_call'],
    ['30.00000001', '60', 'margin_call'],
    ['30', '60', 'stop_out'],
    ['-5', '60', 'stop_out'],
  ])(
    'equity %s on used margin %s is %s (margin call at 100%%, stop-out at 50%%)',
    (equity, used, state) => {
      expect(marginState({ equity: d(equity), usedMargin: d(used) }, levels)).toBe(state);
    },
  );

  it('compares levels exactly, without rounding the division', () => {
    // 20 / 60 × 100 = 33.333…: at or below 33.33333333 is false, although the rounded level equals it.
    expect(s(marginLevel(d('20'), d('60'))!)).toBe('33.33333333');
    expect(marginLevelAtOrBelow(d('20'), d('60'), d('33.33333333'))).toBe(false);
    expect(marginLevelAtOrBelow(d('20'), d('60'), d('33.33333334'))).toBe(true);
    expect(marginLevelAtOrBelow(d('20'), new Decimal(0), d('50'))).toBe(false);
  });
});

describe('estimated stop-out price (other positions held fixed)', () => {
  const btc = {
    lots: 1,
    contractSize: BTCUSD.contractSize,
    precision: 2,
    conversion: USD_CONVERSION,
  };

  it.each([
    // side, lots, open, balance, margin, expected: the first tick where the level is ≤ 50%.
    ['long', 1, '60010.00', '100', '60.01', '53010.50'],
    ['long', 1, '60010.00', '100.00005', '60.01', '53010.49'],
    ['short', 2, '60000.00', '100', '60', '63500.00'],
    ['short', 2, '60000.00', '100.0001', '60', '63500.01'],
  ] as const)(
    'BTC %s %i lot(s) at %s, balance %s, margin %s → %s',
    (side, lots, open, balance, margin, expected) => {
      const price = estimateStopOutPrice({
        ...btc,
        side,
        lots,
        openPrice: d(open),
        balance: d(balance),
        otherPositionsPnl: d('0'),
        usedMargin: d(margin),
        stopOutLevel: d('50'),
      });
      expect(price?.toFixed(2)).toBe(expected);
      // At that price the level is at or below 50%; one tick better it is above.
      const equityAt = (p: Decimal) =>
        d(balance).plus(
          pnlUsd({
            side,
            lots,
            contractSize: BTCUSD.contractSize,
            openPrice: d(open),
            closePrice: p,
            conversion: USD_CONVERSION,
          }),
        );
      const better = side === 'long' ? d(expected).plus('0.01') : d(expected).minus('0.01');
      expect(marginLevelAtOrBelow(equityAt(d(expected)), d(margin), d('50'))).toBe(true);
      expect(marginLevelAtOrBelow(equityAt(better), d(margin), d('50'))).toBe(false);
    },
  );

  it('USDJPY long 3 lots at 150.012 beside a position 5 USD up: 147.261 (conversion held at mid 150.006)', () => {
    const price = estimateStopOutPrice({
      side: 'long',
      lots: 3,
      contractSize: USDJPY.contractSize,
      openPrice: d('150.012'),
      precision: 3,
      conversion: viaUsdJpy('150.006'),
      balance: d('100'),
      otherPositionsPnl: d('5'),
      usedMargin: d('100.0023999'),
      stopOutLevel: d('50'),
    });
    // x* = 150.012 + (50.00119995 − 105) × 150.006 / 3000 = 147.26194999989…, floored to the tick.
    expect(price?.toFixed(3)).toBe('147.261');
  });

  it('is none for a long whose stop-out price would be zero or below', () => {
    expect(
      estimateStopOutPrice({
        ...btc,
        side: 'long',
        openPrice: d('60010.00'),
        balance: d('1000'),
        otherPositionsPnl: d('0'),
        usedMargin: d('60.01'),
        stopOutLevel: d('50'),
      }),
    ).toBeNull();
  });
});
