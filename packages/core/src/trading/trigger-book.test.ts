import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalToUnits } from '../market/price-units';
import { limitOrderFills, stopLossTriggered, takeProfitTriggered } from './quote-side';
import { d, quote } from './test-fixtures';
import {
  type Trigger,
  TriggerBook,
  type TriggerKind,
  triggerFires,
  triggerRule,
} from './trigger-book';
import type { PositionSide } from './types';

/** A trigger for `kind` of a `side` position or order at a BTC price (precision 2). */
function t(
  id: string,
  kind: TriggerKind,
  side: PositionSide,
  price: string,
  instrument = 'BTCUSD',
): Trigger {
  return { id, instrument, ...triggerRule(kind, side), level: decimalToUnits(price, 2) };
}

const ids = (triggers: readonly Trigger[]) => triggers.map((trigger) => trigger.id);
/** A BTC quote in ticks. */
const at = (bid: string, ask: string) => [decimalToUnits(bid, 2), decimalToUnits(ask, 2)] as const;

describe('trigger rules agree with the decimal conditions', () => {
  const kinds: TriggerKind[] = ['limit', 'take_profit', 'stop_loss'];
  const sides: PositionSide[] = ['long', 'short'];
  const quotes = [
    ['59990.00', '60000.00'],
    ['60000.00', '60010.00'],
    ['60010.00', '60020.00'],
  ];
  it.each(kinds.flatMap((kind) => sides.map((side) => [kind, side] as const)))(
    '%s of a %s',
    (kind, side) => {
      for (const [bid, ask] of quotes) {
        const level = '60000.00';
        const decimal =
          kind === 'limit'
            ? limitOrderFills(side, d(level), quote(bid!, ask!))
            : kind === 'take_profit'
              ? takeProfitTriggered(side, d(level), quote(bid!, ask!))
              : stopLossTriggered(side, d(level), quote(bid!, ask!));
        const [bidUnits, askUnits] = at(bid!, ask!);
        expect(triggerFires(t('x', kind, side, level), bidUnits, askUnits)).toBe(decimal);
      }
    },
  );
});

describe('TriggerBook', () => {
  it('fires a long TP exactly at its level on the bid, not a tick before', () => {
    const book = new TriggerBook();
    book.add(t('tp:1', 'take_profit', 'long', '61000.00'));
    expect(book.cross('BTCUSD', ...at('60999.99', '61009.99'))).toEqual([]);
    expect(ids(book.cross('BTCUSD', ...at('61000.00', '61010.00')))).toEqual(['tp:1']);
    expect(book.size).toBe(0);
    // Popped once: a second crossing quote finds nothing.
    expect(book.cross('BTCUSD', ...at('61100.00', '61110.00'))).toEqual([]);
  });

  it('a quote pops only the levels it crosses, nearest first, across all four kinds', () => {
    const book = new TriggerBook();
    book.add(t('buy@59990', 'limit', 'long', '59990.00'));
    book.add(t('buy@59980', 'limit', 'long', '59980.00'));
    book.add(t('sell@60100', 'limit', 'short', '60100.00'));
    book.add(t('longTP@60050', 'take_profit', 'long', '60050.00'));
    book.add(t('longTP@60060', 'take_profit', 'long', '60060.00'));
    book.add(t('longSL@59000', 'stop_loss', 'long', '59000.00'));
    book.add(t('shortSL@60200', 'stop_loss', 'short', '60200.00'));
    book.add(t('shortTP@59500', 'take_profit', 'short', '59500.00'));
    book.add(t('eth', 'take_profit', 'long', '1.00', 'ETHUSD'));
    expect(book.cross('BTCUSD', ...at('60000.00', '60010.00'))).toEqual([]);
    // Up: bid 60100 crosses the long TPs (60050 first) and the sell limit; ask 60110 no short SL yet.
    expect(ids(book.cross('BTCUSD', ...at('60100.00', '60110.00')))).toEqual([
      'longTP@60050',
      'longTP@60060',
      'sell@60100',
    ]);
    // Down: ask 59985 fills the buy limit at 59990 only; the bid 59975 touches no long SL.
    expect(ids(book.cross('BTCUSD', ...at('59975.00', '59985.00')))).toEqual(['buy@59990']);
    // Gap: everything below on both sides at once.
    expect(ids(book.cross('BTCUSD', ...at('58000.00', '58010.00')))).toEqual([
      'longSL@59000',
      'buy@59980',
      'shortTP@59500',
    ]);
    expect(ids(book.cross('BTCUSD', ...at('60195.00', '60205.00')))).toEqual(['shortSL@60200']);
    expect(book.size).toBe(1);
    expect(book.has('eth')).toBe(true);
  });

  it('fires many ids at the same level oldest first', () => {
    const book = new TriggerBook();
    for (const id of ['a', 'b', 'c', 'd']) book.add(t(id, 'stop_loss', 'long', '59000.00'));
    book.add(t('lower', 'stop_loss', 'long', '58000.00'));
    expect(ids(book.cross('BTCUSD', ...at('59000.00', '59010.00')))).toEqual(['a', 'b', 'c', 'd']);
    expect(book.size).toBe(1);
  });

  it('a removed trigger never fires; removing twice or an unknown id is harmless', () => {
    const book = new TriggerBook();
    book.add(t('a', 'take_profit', 'long', '61000.00'));
    book.add(t('b', 'take_profit', 'long', '61000.00'));
    book.add(t('c', 'take_profit', 'long', '60500.00'));
    expect(book.remove('b')?.id).toBe('b');
    expect(book.remove('b')).toBeUndefined();
    expect(book.remove('nope')).toBeUndefined();
    expect(ids(book.cross('BTCUSD', ...at('61000.00', '61010.00')))).toEqual(['c', 'a']);
  });

  it('an id may be added again after it fired or was removed, not while it rests', () => {
    const book = new TriggerBook();
    book.add(t('a', 'limit', 'long', '59000.00'));
    expect(() => book.add(t('a', 'limit', 'long', '58000.00'))).toThrow(RangeError);
    book.remove('a');
    book.add(t('a', 'limit', 'long', '58000.00'));
    expect(book.get('a')?.level).toBe(5800000);
    expect(() => book.add({ ...t('z', 'limit', 'long', '1.00'), level: 1.5 })).toThrow(RangeError);
  });

  it('property: after any sequence of adds, removes and quotes, each quote fires exactly what a linear scan fires', () => {
    type Op =
      | {
          op: 'add';
          id: number;
          instrument: number;
          kind: TriggerKind;
          side: PositionSide;
          level: number;
        }
      | { op: 'remove'; id: number }
      | { op: 'quote'; instrument: number; bid: number; spread: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant('add' as const),
        id: fc.integer({ min: 0, max: 60 }),
        instrument: fc.integer({ min: 0, max: 2 }),
        kind: fc.constantFrom<TriggerKind>('limit', 'take_profit', 'stop_loss'),
        side: fc.constantFrom<PositionSide>('long', 'short'),
        level: fc.integer({ min: 90, max: 110 }),
      }),
      fc.record({ op: fc.constant('remove' as const), id: fc.integer({ min: 0, max: 60 }) }),
      fc.record({
        op: fc.constant('quote' as const),
        instrument: fc.integer({ min: 0, max: 2 }),
        bid: fc.integer({ min: 85, max: 115 }),
        spread: fc.integer({ min: 0, max: 3 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const book = new TriggerBook();
        const model = new Map<string, Trigger>();
        for (const step of ops) {
          if (step.op === 'add') {
            const id = String(step.id);
            if (model.has(id)) continue;
            const trigger = {
              id,
              instrument: `I${step.instrument}`,
              ...triggerRule(step.kind, step.side),
              level: step.level,
            };
            book.add(trigger);
            model.set(id, trigger);
          } else if (step.op === 'remove') {
            expect(book.remove(String(step.id))?.id).toBe(model.get(String(step.id))?.id);
            model.delete(String(step.id));
          } else {
            const instrument = `I${step.instrument}`;
            const ask = step.bid + step.spread;
            const expected = [...model.values()]
              .filter(
                (trigger) =>
                  trigger.instrument === instrument && triggerFires(trigger, step.bid, ask),
              )
              .map((trigger) => trigger.id)
              .sort();
            const fired = ids(book.cross(instrument, step.bid, ask)).sort();
            expect(fired).toEqual(expected);
            for (const id of fired) model.delete(id);
          }
          expect(book.size).toBe(model.size);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('triggerRule: the price each trigger watches', () => {
  it.each([
    ['limit', 'long', 'ask', 'falls_to', 'a buy limit fills when the ask falls to it'],
    ['limit', 'short', 'bid', 'rises_to', 'a sell limit fills when the bid rises to it'],
    ['take_profit', 'long', 'bid', 'rises_to', "a long's take-profit when the bid rises to it"],
    ['take_profit', 'short', 'ask', 'falls_to', "a short's take-profit when the ask falls to it"],
    ['stop_loss', 'long', 'bid', 'falls_to', "a long's stop-loss when the bid falls to it"],
    ['stop_loss', 'short', 'ask', 'rises_to', "a short's stop-loss when the ask rises to it"],
  ] as const)('%s of a %s: %s %s (%s)', (kind, side, quoteSide, direction, _why) => {
    expect(triggerRule(kind, side)).toEqual({ side: quoteSide, direction });
  });
});
