import {
  applySpread,
  CANDLE_INTERVALS,
  type CandleInterval,
  computeMidUnits,
  createSeededRandom,
  decimalToUnits,
  hashSeed,
  historyCandles,
  mergeBars,
  planHistoryBars,
  type PriceUnits,
  type SimulatedQuote,
  simulateHistoryBars,
  type UnitCandle,
} from '@waihui/core';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { type CandleBuilder, toCandleRow } from './candle-builder';
import {
  analyzeCandles,
  type CandleRow,
  deleteCandlesOf,
  insertCandles,
  loadLastQuotes,
  loadLatestCandles,
  upsertCandles,
} from './feed.repository';
import type { InstrumentRegistry, MarketInstrument } from './instruments';
import type { MarketSettings } from './settings';

/** What is stored from earlier runs, as history preparation needs it. */
export interface StoredHistory {
  lastQuotes: ReadonlyMap<string, { bid: string; ask: string; quotedAt: Date }>;
  /** The newest candle per `symbol|interval` (loaded only when a gap may need filling). */
  newestCandles: ReadonlyMap<string, CandleRow>;
}

type HistorySettings = Pick<MarketSettings, 'seed' | 'backfillCandles'>;

/**
 * Candle history before the simulation starts, written in one transaction. Returns the quote each
 * instrument's simulation starts from, so the feed continues exactly where its history ends.
 */
export async function prepareHistory(
  db: Db,
  settings: HistorySettings,
  instruments: InstrumentRegistry,
  startMs: number,
  firstSeq: number,
): Promise<Map<string, SimulatedQuote>> {
  const lastQuotes = new Map((await loadLastQuotes(db)).map((row) => [row.symbol, row]));
  const newestCandles =
    settings.backfillCandles > 0 && lastQuotes.size > 0
      ? new Map(
          (await loadLatestCandles(db, CANDLE_INTERVALS, 1)).map((row) => [
            `${row.symbol}|${row.interval}`,
            row,
          ]),
        )
      : new Map<string, CandleRow>();
  const preparer = new HistoryPreparer({ lastQuotes, newestCandles }, settings, startMs, firstSeq);
  const start = new Map<string, SimulatedQuote>();
  for (const instrument of instruments.list) {
    const mid = preparer.prepare(instrument);
    start.set(instrument.symbol, { mid, ...applySpread(mid, instrument.spreadUnits) });
  }
  const { backfilled, gapRows } = preparer;
  if (backfilled.length === 0 && gapRows.length === 0) return start;
  await inTransaction(db, async (tx) => {
    await deleteCandlesOf(
      tx,
      backfilled.map((entry) => entry.symbol),
    );
    await insertCandles(
      tx,
      backfilled.flatMap((entry) => entry.rows),
    );
    await upsertCandles(tx, gapRows);
  });
  if (backfilled.length > 0) await analyzeCandles(db);
  return start;
}

/**
 * Simulates each instrument's history, without IO. Fresh instrument (no stored quote): `count`
 * candles per interval backwards from the reference price, ending at the start time, so the feed
 * starts exactly at that price. Known instrument: the time since its last stored quote forwards
 * from that price, joined to the stored forming candles, so charts have no hole after a restart.
 */
export class HistoryPreparer {
  /** Backfilled instruments: their old candles (from an interrupted start) are replaced. */
  readonly backfilled: { symbol: string; rows: CandleRow[] }[] = [];
  /** Gap-fill candles, the first of each interval merged with the stored one of its bucket. */
  readonly gapRows: CandleRow[] = [];

  constructor(
    private readonly stored: StoredHistory,
    private readonly settings: HistorySettings,
    private readonly startMs: number,
    /** Mixed into the seeds: a restart simulates a different gap than the previous one. */
    private readonly firstSeq: number,
  ) {}

  /** Simulates the instrument's history (kept in `backfilled` / `gapRows`); returns the start mid. */
  prepare(instrument: MarketInstrument): PriceUnits {
    const { symbol, precision, simulation } = instrument;
    const count = this.settings.backfillCandles;
    const random = createSeededRandom(
      hashSeed(this.settings.seed, symbol, 'history', this.firstSeq),
    );
    const last = this.stored.lastQuotes.get(symbol);
    if (!last) {
      if (count === 0) return simulation.referenceUnits;
      const slots = planHistoryBars(this.startMs, count);
      const bars = simulateHistoryBars(
        simulation,
        simulation.referenceUnits,
        slots,
        'backward',
        random,
      );
      this.backfilled.push({
        symbol,
        rows: toRows(symbol, precision, historyCandles(bars, this.startMs, count)),
      });
      return simulation.referenceUnits;
    }
    const lastMid = computeMidUnits(
      decimalToUnits(last.bid, precision),
      decimalToUnits(last.ask, precision),
    );
    const from = last.quotedAt.getTime();
    if (count === 0 || from >= this.startMs) return lastMid;
    const slots = planHistoryBars(this.startMs, count, from);
    if (slots.length === 0) return lastMid;
    const bars = simulateHistoryBars(simulation, lastMid, slots, 'forward', random);
    const candles = historyCandles(bars, this.startMs, count);
    for (const interval of CANDLE_INTERVALS) {
      const first = candles[interval][0];
      const stored = this.stored.newestCandles.get(`${symbol}|${interval}`);
      if (first && stored && stored.openTime.getTime() === first.openTime) {
        candles[interval][0] = mergeBars(fromCandleRow(stored, precision), first);
      }
    }
    this.gapRows.push(...toRows(symbol, precision, candles));
    return bars[bars.length - 1]!.close;
  }
}

/** Loads the stored forming candle and the one before it of every (instrument, interval). */
export async function loadFormingCandles(
  db: Db,
  instruments: InstrumentRegistry,
  candles: Pick<CandleBuilder, 'load'>,
): Promise<void> {
  const byKey = new Map<string, UnitCandle[]>();
  for (const row of await loadLatestCandles(db, CANDLE_INTERVALS, 2)) {
    const instrument = instruments.get(row.symbol);
    if (!instrument) continue;
    const key = `${row.symbol}|${row.interval}`;
    const list = byKey.get(key) ?? [];
    list.push(fromCandleRow(row, instrument.precision));
    byKey.set(key, list);
  }
  for (const [key, list] of byKey) {
    const [symbol, interval] = key.split('|') as [string, CandleInterval];
    candles.load(
      symbol,
      interval,
      list.sort((a, b) => b.openTime - a.openTime),
    );
  }
}

function fromCandleRow(row: CandleRow, precision: number): UnitCandle {
  return {
    openTime: row.openTime.getTime(),
    open: decimalToUnits(row.open, precision),
    high: decimalToUnits(row.high, precision),
    low: decimalToUnits(row.low, precision),
    close: decimalToUnits(row.close, precision),
  };
}

function toRows(
  symbol: string,
  precision: number,
  candles: Record<CandleInterval, UnitCandle[]>,
): CandleRow[] {
  return CANDLE_INTERVALS.flatMap((interval) =>
    candles[interval].map((candle) => toCandleRow(symbol, interval, candle, precision)),
  );
}
