import { asc, and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CandleInterval } from '@waihui/core';
import type { DbOrTx } from '../db/database';
import { instruments, marketCandles, marketFeedState, marketLastQuotes } from '../db/schema';
import type { InstrumentSeed } from './catalogue';

/**
 * What the feed stores and reads back: the instrument catalogue, the sequence reservation, the last
 * quotes and the candles (bulk writes, the latest per key, retention). Rows in, rows out; prices
 * stay decimal strings. The HTTP module reads candles and the watchlist through its own repository.
 */

export type InstrumentRow = typeof instruments.$inferSelect;

/** A candle as stored: prices are numeric decimal strings, `openTime` the bucket start. */
export interface CandleRow {
  symbol: string;
  interval: CandleInterval;
  openTime: Date;
  open: string;
  high: string;
  low: string;
  close: string;
}

export interface LastQuoteRow {
  symbol: string;
  bid: string;
  ask: string;
  quotedAt: Date;
  seq: number;
}

/** Inserts the catalogue; instruments already present are left as they are (operators may have edited them). */
export async function seedInstruments(db: DbOrTx, seeds: readonly InstrumentSeed[]): Promise<void> {
  if (seeds.length === 0) return;
  await db
    .insert(instruments)
    .values(
      seeds.map((seed, index) => {
        const [en, de, fr, ja, ko, zhCN, zhHK] = seed.names;
        return {
          symbol: seed.symbol,
          category: seed.category,
          name: en,
          names: { de, fr, ja, ko, 'zh-CN': zhCN, 'zh-HK': zhHK },
          baseCurrency: seed.base,
          quoteCurrency: seed.quote,
          pricePrecision: seed.precision,
          contractSize: seed.contractSize,
          feeRate: seed.feeRate,
          spread: seed.spread,
          maxLeverage: seed.maxLeverage,
          allowsContract: seed.tradeTypes.includes('contract'),
          allowsSpot: seed.tradeTypes.includes('spot'),
          allowsDelivery: seed.tradeTypes.includes('delivery'),
          referencePrice: seed.referencePrice,
          annualVolatility: seed.annualVolatility,
          sortOrder: (index + 1) * 10,
        };
      }),
    )
    .onConflictDoNothing({ target: instruments.symbol });
}

/** An instrument's fee rate and maximum leverage (back-office settings); the row before, or null. */
export async function updateContractTerms(
  tx: DbOrTx,
  symbol: string,
  terms: { feeRate: string; maxLeverage: number },
): Promise<InstrumentRow | null> {
  const [before] = await tx
    .select()
    .from(instruments)
    .where(eq(instruments.symbol, symbol))
    .for('update');
  if (!before) return null;
  await tx
    .update(instruments)
    .set({ feeRate: terms.feeRate, maxLeverage: terms.maxLeverage })
    .where(eq(instruments.symbol, symbol));
  return before;
}

/** Enabled instruments in display order. */
export async function listEnabledInstruments(db: DbOrTx): Promise<InstrumentRow[]> {
  return db
    .select()
    .from(instruments)
    .where(eq(instruments.enabled, true))
    .orderBy(asc(instruments.sortOrder), asc(instruments.symbol));
}

/**
 * Reserves `size` feed sequence numbers and returns the first one. The reservation is committed
 * before any of them is used, so numbers never repeat across restarts or crashes.
 */
export async function reserveSeqBlock(db: DbOrTx, size: number): Promise<number> {
  const [row] = await db
    .insert(marketFeedState)
    .values({ id: 1, seqReservedUntil: 1 + size })
    .onConflictDoUpdate({
      target: marketFeedState.id,
      set: { seqReservedUntil: sql`${marketFeedState.seqReservedUntil} + ${size}` },
    })
    .returning({ until: marketFeedState.seqReservedUntil });
  if (!row) throw new Error('seq reservation returned nothing');
  return row.until - size;
}

export async function loadLastQuotes(db: DbOrTx): Promise<LastQuoteRow[]> {
  return db.select().from(marketLastQuotes);
}

export async function upsertLastQuotes(db: DbOrTx, rows: readonly LastQuoteRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(marketLastQuotes)
    .values([...rows])
    .onConflictDoUpdate({
      target: marketLastQuotes.symbol,
      set: {
        bid: sql`excluded.bid`,
        ask: sql`excluded.ask`,
        quotedAt: sql`excluded.quoted_at`,
        seq: sql`excluded.seq`,
      },
    });
}

/** Rows per statement of the bulk candle writes. */
const CANDLE_CHUNK = 20_000;

/** A Postgres array literal of strings: {"a","b"} (quotes and backslashes escaped). */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * Bulk candle write as one statement per 20,000 rows: seven array parameters unnested server-side,
 * far cheaper than a multi-row VALUES list (fewer parameters to parse, one statement).
 */
async function writeCandles(
  db: DbOrTx,
  rows: readonly CandleRow[],
  upsert: boolean,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CANDLE_CHUNK) {
    const chunk = rows.slice(i, i + CANDLE_CHUNK);
    const column = (pick: (row: CandleRow) => string) => arrayLiteral(chunk.map(pick));
    await db.execute(sql`
      insert into ${marketCandles} (symbol, interval, open_time, open, high, low, close)
      select * from unnest(
        ${column((row) => row.symbol)}::text[],
        ${column((row) => row.interval)}::text[],
        ${column((row) => row.openTime.toISOString())}::timestamptz[],
        ${column((row) => row.open)}::numeric[],
        ${column((row) => row.high)}::numeric[],
        ${column((row) => row.low)}::numeric[],
        ${column((row) => row.close)}::numeric[]
      )
      ${
        upsert
          ? sql`on conflict (symbol, interval, open_time) do update set
              open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close`
          : sql``
      }
    `);
  }
}

/** Inserts new candles (fails on an existing bucket: callers delete first). */
export async function insertCandles(db: DbOrTx, rows: readonly CandleRow[]): Promise<void> {
  await writeCandles(db, rows, false);
}

/** Writes candles, replacing stored ones of the same bucket (callers pass the merged state). */
export async function upsertCandles(db: DbOrTx, rows: readonly CandleRow[]): Promise<void> {
  await writeCandles(db, rows, true);
}

/** Refreshes the planner's statistics after a bulk load (PGlite has no autovacuum to do it). */
export async function analyzeCandles(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze ${marketCandles}`);
}

/** Deletes every candle of these instruments (before a fresh backfill). */
export async function deleteCandlesOf(db: DbOrTx, symbols: readonly string[]): Promise<void> {
  if (symbols.length === 0) return;
  await db.delete(marketCandles).where(inArray(marketCandles.symbol, [...symbols]));
}

/** A row of loadLatestCandles' query: every column cast to text, whichever driver runs it. */
interface LatestCandleRow {
  symbol: string;
  interval: CandleInterval;
  open_ms: string;
  open: string;
  high: string;
  low: string;
  close: string;
}

/**
 * The latest `perKey` candles of every (instrument, interval), newest first per key; one indexed
 * lookup per key (lateral join), so it stays fast however long the history grows.
 */
export async function loadLatestCandles(
  db: DbOrTx,
  intervals: readonly CandleInterval[],
  perKey: number,
): Promise<CandleRow[]> {
  const intervalList = sql.join(
    intervals.map((interval) => sql`${interval}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.symbol, c.interval, (extract(epoch from c.open_time) * 1000)::bigint::text as open_ms,
           c.open::text as open, c.high::text as high, c.low::text as low, c.close::text as close
    from ${instruments} i
    cross join unnest(array[${intervalList}]::text[]) as k(interval)
    cross join lateral (
      select * from ${marketCandles} m
      where m.symbol = i.symbol and m.interval = k.interval
      order by m.open_time desc
      limit ${perKey}
    ) c
  `);
  // Every column is cast to text above, so both drivers (pg, PGlite) return plain strings.
  const { rows } = result as { rows: LatestCandleRow[] };
  return rows.map((row) => ({
    symbol: row.symbol,
    interval: row.interval,
    openTime: new Date(Number(row.open_ms)),
    open: row.open,
    high: row.high,
    low: row.low,
    close: row.close,
  }));
}

/** Deletes candles of `interval` that started before `olderThan` (retention). Returns how many. */
export async function deleteCandlesBefore(
  db: DbOrTx,
  interval: CandleInterval,
  olderThan: Date,
): Promise<number> {
  const deleted = await db
    .delete(marketCandles)
    .where(and(eq(marketCandles.interval, interval), lt(marketCandles.openTime, olderThan)))
    .returning({ symbol: marketCandles.symbol });
  return deleted.length;
}
