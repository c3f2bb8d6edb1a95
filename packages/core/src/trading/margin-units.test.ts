import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Decimal,
  divideHalfEven,
  levelInUnits,
  marginState,
  marginStateInUnits,
  pnlInUnits,
  pnlRangeInUnits,
  pnlUsd,
  positionInUnits,
  scaledInteger,
  unitsToDecimal,
} from '../index';

describe('margin rules in integer units', () => {
  it.each([
    [5n, 2n, 2n],
    [7n, 2n, 4n],
    [-5n, 2n, -2n],
    [-7n, 2n, -4n],
    [10n, 3n, 3n],
    [11n, 3n, 4n],
    [-11n, 3n, -4n],
  ])('%i / %i rounds half-even to %i', (n, d, expected) => {
    expect(divideHalfEven(n, d)).toBe(expected);
  });

  it('parses exact decimals and refuses to round', () => {
    expect(scaledInteger('11.002', 8)).toBe(1_100_200_000n);
    expect(() => scaledInteger('0.000000001', 8)).toThrow(RangeError);
  });

  it('2 lots of 0.01 BTC long at 55010.00, bid 30000.00: −500.2 USD', () => {
    const position = positionInUnits({
      side: 'long',
      lots: 2,
      contractSize: '0.01',
      openPrice: '55010.00',
      precision: 2,
      margin: '11.002',
    });
    expect(pnlInUnits(position, 3_000_000n, { via: 'usd' })).toBe(-50_020_000_000n);
    expect(position.margin).toBe(1_100_200_000n);
  });

  it('a short of JP225 in JPY, divided by USDJPY mid 150.1235 (bid + ask = 300247 ticks at 3 places)', () => {
    const position = positionInUnits({
      side: 'short',
      lots: 3,
      contractSize: '1',
      openPrice: '38000.0',
      precision: 1,
      margin: '100',
    });
    // (38000.0 − 38123.4) × 3 = −370.2 JPY; / 150.1235 = −2.46596... USD
    const expected = pnlUsd({
      side: 'short',
      lots: 3,
      contractSize: new Decimal(1),
      openPrice: new Decimal('38000.0'),
      closePrice: new Decimal('38123.4'),
      conversion: { via: 'divide', pair: 'USDJPY', mid: new Decimal('150.1235') },
    });
    expect(expected.toFixed()).toBe('-2.46596968');
    expect(
      pnlInUnits(position, 381_234n, { via: 'divide', midTwiceTicks: 300_247n, precision: 3 }),
    ).toBe(-246_596_968n);
  });

  const via = fc.constantFrom('usd' as const, 'multiply' as const, 'divide' as const);
  const position = fc.record({
    side: fc.constantFrom('long' as const, 'short' as const),
    lots: fc.integer({ min: 1, max: 1000 }),
    contractSize: fc.constantFrom('0.01', '1', '1000', '100000', '0.001', '5'),
    precision: fc.integer({ min: 0, max: 6 }),
    openTicks: fc.integer({ min: 1, max: 10_000_000 }),
    closeTicks: fc.integer({ min: 1, max: 10_000_000 }),
    via,
    midTwiceTicks: fc.integer({ min: 1, max: 100_000_000 }),
    pairPrecision: fc.integer({ min: 0, max: 6 }),
  });

  it('PnL agrees to the unit with pnlUsd (random positions, all three conversions)', () => {
    fc.assert(
      fc.property(position, (p) => {
        const units = positionInUnits({
          ...p,
          openPrice: unitsToDecimal(p.openTicks, p.precision),
          margin: '1',
        });
        const mid = unitsToDecimal(p.midTwiceTicks, p.pairPrecision).dividedBy(2);
        const decimal = pnlUsd({
          side: p.side,
          lots: p.lots,
          contractSize: new Decimal(p.contractSize),
          openPrice: unitsToDecimal(p.openTicks, p.precision),
          closePrice: unitsToDecimal(p.closeTicks, p.precision),
          conversion: p.via === 'usd' ? { via: 'usd' } : { via: p.via, pair: 'X', mid },
        });
        const conversion =
          p.via === 'usd'
            ? ({ via: 'usd' } as const)
            : { via: p.via, midTwiceTicks: BigInt(p.midTwiceTicks), precision: p.pairPrecision };
        expect(pnlInUnits(units, BigInt(p.closeTicks), conversion)).toBe(scaledInteger(decimal, 8));
      }),
      { numRuns: 2000 },
    );
  });

  it('the range over a box holds every price inside it', () => {
    fc.assert(
      fc.property(
        position,
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, closeWidth, midWidth, closeAt, midAt) => {
          const units = positionInUnits({
            ...p,
            openPrice: unitsToDecimal(p.openTicks, p.precision),
            margin: '1',
          });
          const closeLo = BigInt(p.closeTicks);
          const midLo = BigInt(p.midTwiceTicks);
          const close = closeLo + BigInt(Math.floor(closeAt * closeWidth));
          const midTwiceTicks = midLo + BigInt(Math.floor(midAt * midWidth));
          const range = pnlRangeInUnits(
            units,
            closeLo,
            closeLo + BigInt(closeWidth),
            p.via === 'usd'
              ? { via: 'usd' }
              : {
                  via: p.via,
                  midTwiceLo: midLo,
                  midTwiceHi: midLo + BigInt(midWidth),
                  precision: p.pairPrecision,
                },
          );
          const inside = pnlInUnits(
            units,
            close,
            p.via === 'usd'
              ? { via: 'usd' }
              : { via: p.via, midTwiceTicks, precision: p.pairPrecision },
          );
          expect(range.min <= inside && inside <= range.max).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('the margin state agrees with marginState (equality edges included)', () => {
    const levels = { marginCall: new Decimal(100), stopOut: new Decimal('50.5') };
    const inUnits = {
      marginCall: levelInUnits(levels.marginCall),
      stopOut: levelInUnits(levels.stopOut),
    };
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }),
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.constantFrom(0n, 1n, 505n, 1000n),
        (equity, used, edge) => {
          // edge > 0: equity set on or beside a level (505/1000 of used: exactly 50.5 %, …)
          const atEdge = edge > 0n ? (used * edge) / 1000n : equity;
          const toDecimal = (units: bigint) => new Decimal(units.toString()).dividedBy(1e8);
          expect(marginStateInUnits(atEdge, used, inUnits)).toBe(
            marginState({ equity: toDecimal(atEdge), usedMargin: toDecimal(used) }, levels),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
