import { and, asc, count, desc, eq, lt } from 'drizzle-orm';
import type { CandleInterval } from '@waihui/core';
import type { DbOrTx } from '../../db/database';
import { marketCandles, marketWatchlist } from '../../db/schema';

/**
 * What the market routes read and write: stored candles (history_kline2) and the watchlist. The
 * feed's own writes (instruments, quotes, candles) are in market-feed/feed.repository.ts.
 */

/** A stored candle: prices are numeric decimal strings, `openTime` the bucket start. */
export type StoredCandle = typeof marketCandles.$inferSelect;

/** Up to `limit` candles that start before `before` (null = no bound), newest first. */
export async function listCandlesBefore(
  db: DbOrTx,
  symbol: string,
  interval: CandleInterval,
  before: Date | null,
  limit: number,
): Promise<StoredCandle[]> {
  return db
    .select()
    .from(marketCandles)
    .where(
      and(
        eq(marketCandles.symbol, symbol),
        eq(marketCandles.interval, interval),
        before === null ? undefined : lt(marketCandles.openTime, before),
      ),
    )
    .orderBy(desc(marketCandles.openTime))
    .limit(limit);
}

/** Symbols a user follows, oldest follow first. */
export async function listWatchlistSymbols(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ symbol: marketWatchlist.symbol })
    .from(marketWatchlist)
    .where(eq(marketWatchlist.userId, userId))
    .orderBy(asc(marketWatchlist.createdAt), asc(marketWatchlist.symbol));
  return rows.map((row) => row.symbol);
}

export async function countWatchlist(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(marketWatchlist)
    .where(eq(marketWatchlist.userId, userId));
  return row?.n ?? 0;
}

/** Adds a watchlist entry; false when it was already there. */
export async function insertWatchlistEntry(
  db: DbOrTx,
  userId: string,
  symbol: string,
  createdAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(marketWatchlist)
    .values({ userId, symbol, createdAt })
    .onConflictDoNothing()
    .returning({ symbol: marketWatchlist.symbol });
  return rows.length > 0;
}

/** Removes a watchlist entry; false when there was none. */
export async function deleteWatchlistEntry(
  db: DbOrTx,
  userId: string,
  symbol: string,
): Promise<boolean> {
  const rows = await db
    .delete(marketWatchlist)
    .where(and(eq(marketWatchlist.userId, userId), eq(marketWatchlist.symbol, symbol)))
    .returning({ symbol: marketWatchlist.symbol });
  return rows.length > 0;
}
