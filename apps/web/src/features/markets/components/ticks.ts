import type { DealItem, Ticker } from '@waihui/contracts';
import { compareDecimalStrings } from '@waihui/core';

/**
 * Puts a live ticker on top of the latest-quotes list (newest first) when it is newer than the
 * top row, with the direction of `last` against it; keeps at most `limit` rows. Returns the same
 * list when there is nothing new.
 */
export function prependTick(
  list: readonly DealItem[],
  ticker: Ticker | undefined,
  limit: number,
): readonly DealItem[] {
  if (ticker === undefined) return list;
  const top = list[0];
  if (top !== undefined && ticker.seq <= top.seq) return list;
  const order = top === undefined ? 0 : compareDecimalStrings(ticker.last, top.last);
  const row: DealItem = {
    bid: ticker.bid,
    ask: ticker.ask,
    last: ticker.last,
    direction: order > 0 ? 'up' : order < 0 ? 'down' : 'flat',
    ts: ticker.ts,
    seq: ticker.seq,
  };
  return [row, ...list].slice(0, limit);
}
