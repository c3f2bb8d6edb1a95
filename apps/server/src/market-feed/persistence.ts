import type { FastifyBaseLogger } from 'fastify';
import {
  type CandleInterval,
  computeMidUnits,
  decimalToUnits,
  unitsToDecimalString,
} from '@waihui/core';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { CandleBuilder } from './candle-builder';
import {
  deleteCandlesBefore,
  loadLastQuotes,
  upsertCandles,
  upsertLastQuotes,
} from './feed.repository';
import type { InstrumentRegistry } from './instruments';
import type { Quote } from './quote-source';

/** Candles older than this are deleted (days); longer intervals are kept for good. */
export const RETENTION_DAYS: Partial<Record<CandleInterval, number>> = {
  '1m': 7,
  '5m': 30,
  '15m': 60,
  '30m': 120,
  '1h': 365,
};
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the leading process writes, off the tick path: every `persistMs` the candles that changed
 * and each instrument's last quote, in one transaction (a failed write is retried with the next);
 * every 6 hours the short-interval candles past their retention are deleted. Ticks themselves are
 * not stored: up to `persistMs` of candle updates can be lost in a crash, and the restart gap fill
 * covers that time.
 */
export class FeedPersistence {
  private readonly dirtyQuotes = new Map<string, Quote>();
  private writing: Promise<void> | null = null;
  private persistTimer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      db: Db;
      candles: Pick<CandleBuilder, 'takeDirty' | 'restoreDirty' | 'toRow'>;
      /** Candle and last-quote writes (MARKET_PERSIST_MS). */
      persistMs: number;
      nowMs: () => number;
      log: FastifyBaseLogger;
    },
  ) {}

  /** The tick path: this instrument's last quote is to be written. */
  quoteChanged(quote: Quote): void {
    this.dirtyQuotes.set(quote.symbol, quote);
  }

  /** A quote adopted from the leader's own row: nothing to write back. */
  forgetQuote(symbol: string): void {
    this.dirtyQuotes.delete(symbol);
  }

  /** Starts the periodic writes and the retention (while leading). */
  start(): void {
    this.persistTimer = setInterval(() => void this.persist(), this.deps.persistMs);
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Stops the timers; a write in progress goes on (`idle`). */
  stop(): void {
    clearInterval(this.persistTimer);
    clearInterval(this.pruneTimer);
    this.persistTimer = undefined;
    this.pruneTimer = undefined;
  }

  /** Resolves once the write in progress, if any, is done. */
  async idle(): Promise<void> {
    await this.writing;
  }

  /** Writes changed candles and last quotes in one transaction (joins a write in progress). */
  persist(): Promise<void> {
    if (this.writing) return this.writing;
    const { db, candles, log } = this.deps;
    const dirtyCandles = candles.takeDirty();
    const quotes = [...this.dirtyQuotes.values()];
    this.dirtyQuotes.clear();
    if (dirtyCandles.length === 0 && quotes.length === 0) return Promise.resolve();
    this.writing = inTransaction(db, async (tx) => {
      await upsertCandles(
        tx,
        dirtyCandles.map((entry) => candles.toRow(entry)),
      );
      await upsertLastQuotes(
        tx,
        quotes.map((quote) => ({
          symbol: quote.symbol,
          bid: quote.bid,
          ask: quote.ask,
          quotedAt: new Date(quote.ts),
          seq: quote.seq,
        })),
      );
    })
      .catch((error: unknown) => {
        log.error({ err: error }, 'could not write candles and quotes; will retry');
        candles.restoreDirty(dirtyCandles);
        for (const quote of quotes) {
          if (!this.dirtyQuotes.has(quote.symbol)) this.dirtyQuotes.set(quote.symbol, quote);
        }
      })
      .finally(() => {
        this.writing = null;
      });
    return this.writing;
  }

  /** Deletes short-interval candles past their retention. */
  async prune(): Promise<void> {
    try {
      for (const [interval, days] of Object.entries(RETENTION_DAYS) as [CandleInterval, number][]) {
        await deleteCandlesBefore(
          this.deps.db,
          interval,
          new Date(this.deps.nowMs() - days * DAY_MS),
        );
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'could not prune old candles');
    }
  }
}

/** The last quotes written (by this process or the leader), as quotes at each instrument's precision. */
export async function loadStoredQuotes(db: Db, instruments: InstrumentRegistry): Promise<Quote[]> {
  return (await loadLastQuotes(db)).flatMap((row) => {
    const instrument = instruments.get(row.symbol);
    if (!instrument) return [];
    const { precision } = instrument;
    const bid = decimalToUnits(row.bid, precision);
    const ask = decimalToUnits(row.ask, precision);
    return [
      {
        symbol: row.symbol,
        bid: unitsToDecimalString(bid, precision),
        ask: unitsToDecimalString(ask, precision),
        last: unitsToDecimalString(computeMidUnits(bid, ask), precision),
        ts: row.quotedAt.getTime(),
        seq: row.seq,
      },
    ];
  });
}
