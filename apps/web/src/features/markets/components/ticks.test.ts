import { describe, expect, it } from 'vitest';
import type { DealItem, Ticker } from '@waihui/contracts';
import { prependTick } from './ticks';

const deal = (seq: number, last: string): DealItem => ({
  bid: last,
  ask: last,
  last,
  direction: 'flat',
  ts: seq * 1000,
  seq,
});
const ticker = (seq: number, bid: string, ask: string, last: string): Ticker => ({
  symbol: 'BTCUSD',
  bid,
  ask,
  last,
  change: null,
  change_pct: null,
  high: last,
  low: last,
  open: last,
  prev_close: null,
  ts: seq * 1000,
  seq,
});

describe('latest quotes list', () => {
  const list = [deal(20, '95000.00'), deal(18, '94990.00')];

  it('puts a newer tick on top with its direction and trims to the limit', () => {
    expect(prependTick(list, ticker(25, '95005.00', '95015.00', '95010.00'), 2)).toEqual([
      { bid: '95005.00', ask: '95015.00', last: '95010.00', direction: 'up', ts: 25_000, seq: 25 },
      deal(20, '95000.00'),
    ]);
    expect(prependTick(list, ticker(21, '94990.00', '95000.00', '94995.00'), 5)[0]?.direction).toBe(
      'down',
    );
    expect(prependTick(list, ticker(22, '94995.00', '95005.00', '95000.00'), 5)[0]?.direction).toBe(
      'flat',
    );
  });

  it('ignores a tick that is not newer and starts an empty list', () => {
    expect(prependTick(list, ticker(20, '1', '1', '1'), 5)).toBe(list);
    expect(prependTick(list, undefined, 5)).toBe(list);
    expect(prependTick([], ticker(1, '1.0', '1.2', '1.1'), 5)).toEqual([
      { bid: '1.0', ask: '1.2', last: '1.1', direction: 'flat', ts: 1000, seq: 1 },
    ]);
  });
});
