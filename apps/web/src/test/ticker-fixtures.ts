import type { Ticker } from '@waihui/contracts';

/**
 * Tests only: a ticker of `symbol` quoting `bid`/`ask` with no day change (last, open and low at
 * the bid, high at the ask), sequence 1 at 1_700_000_000_000 ms; `extra` sets any other field.
 */
export function tickerOf(
  symbol: string,
  bid: string,
  ask: string,
  extra: Partial<Ticker> = {},
): Ticker {
  return {
    symbol,
    bid,
    ask,
    last: bid,
    change: null,
    change_pct: null,
    high: ask,
    low: bid,
    open: bid,
    prev_close: null,
    ts: 1_700_000_000_000,
    seq: 1,
    ...extra,
  };
}
