import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  applySpread,
  CANDLE_INTERVALS,
  CHANGE_PCT_SCALE,
  type CandleInterval,
  computeChangePct,
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
  unitsToDecimal,
  unitsToDecimalString,
  type UnitCandle,
} from '@waihui/core';
import type { DealItem, Ticker } from '@waihui/contracts';
import { type Bus, localBus, type Unsubscribe } from '../cluster/bus';
import type { Config } from '../config';
import type { Database, Db, DbOrTx } from '../db/database';
import { inTransaction } from '../db/transaction';
import {
  analyzeCandles,
  type CandleRow,
  deleteCandlesBefore,
  deleteCandlesOf,
  insertCandles,
  listEnabledInstruments,
  loadLastQuotes,
  loadLatestCandles,
  reserveSeqBlock,
  seedInstruments,
  upsertCandles,
  updateContractTerms,
  upsertLastQuotes,
} from './feed.repository';
import { CandleBuilder, type CandlePair, toCandleRow } from './candle-builder';
import { INSTRUMENT_CATALOGUE } from './catalogue';
import { type MarketFeed, type RawTick, ReplayFeed, SimulatedFeed } from './feeds';
import {
  type ContractTerms,
  InstrumentRegistry,
  type MarketInstrument,
  toMarketInstrument,
} from './instruments';
import { QuoteCache, type Quote, type QuoteSource } from './quote-source';
import { QuoteHub } from './quote-hub';
import { decodeQuoteBatch, encodeQuoteBatch, QUOTES_CHANNEL } from './quote-bus';
import { readReplayFile } from './replay-file';
import { type MarketSettings, resolveMarketSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market engine: quotes (QuoteSource), candles, the feed and the WebSocket hub. */
    market: MarketEngine;
  }
}

/** Feed sequence numbers reserved per database write. */
const SEQ_BLOCK = 100_000;
/** Ticks kept per instrument for GET /api/market/deal. */
const RECENT_TICKS = 100;
/** Skip a WebSocket connection's frame while this much is still queued for it (≈ 10 full frames). */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** Candles older than this are deleted (days); longer intervals are kept for good. */
const RETENTION_DAYS: Partial<Record<CandleInterval, number>> = {
  '1m': 7,
  '5m': 30,
  '15m': 60,
  '30m': 120,
  '1h': 365,
};
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MarketEngineDeps {
  config: Config;
  database: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where a leading engine publishes its quotes and a following one reads them (default: local). */
  bus?: Bus;
  /**
   * The role `start` will be given: a process that starts as a follower does not write its own
   * start quotes over the leader's stored ones (default lead).
   */
  role?: FeedRole;
}

/**
 * `lead`: this process runs the feed, writes candles and last quotes, and publishes every feed step
 * on the bus. `follow`: no feed and no writes; the leader's quotes come from the bus into the same
 * path (QuoteSource, candles, recent ticks, WebSocket hub), so every reader works the same.
 */
export type FeedRole = 'lead' | 'follow';

/**
 * Owns market data in the process: the instrument registry, the feed, the latest quotes
 * (QuoteSource for other modules), candles of every interval, the recent ticks and the WebSocket
 * hub. Every tick passes through `onTick` in feed order: sequence number → recent ticks → candles →
 * quote listeners → WebSocket. Candles and last quotes are written every MARKET_PERSIST_MS.
 * Scale-out (FeedRole): one process leads and publishes each feed step on the bus; the others
 * follow, taking the same quotes (same seq) through `onQuote`. `lead()` / `follow()` switch at run
 * time (the leader election calls them).
 */
export class MarketEngine {
  readonly quotes: QuoteSource;
  readonly hub: QuoteHub;
  readonly candles: CandleBuilder;
  feed!: MarketFeed;

  private readonly quoteCache: QuoteCache;
  private readonly lastMid = new Map<string, PriceUnits>();
  private readonly recent = new Map<string, DealItem[]>();
  private readonly tickerCache = new Map<string, { ticker: Ticker; json: string }>();
  private readonly dirtyQuotes = new Map<string, Quote>();
  private readonly symbols: readonly string[];
  private nextSeq: number;
  private seqReservedUntil: number;
  private reserving: Promise<void> | null = null;
  private persisting: Promise<void> | null = null;
  private persistTimer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** null until `start`; then the role it runs in (or is switching to). */
  private role: FeedRole | null = null;
  /** Instruments quoted by the leader on the bus since this engine last began following. */
  private readonly heardFromBus = new Set<string>();
  /** Serialises role switches (a promotion reserves sequence numbers before the feed runs). */
  private switching: Promise<void> = Promise.resolve();
  private unfollow: Unsubscribe | null = null;
  /** Quotes of the feed step in progress, published on the bus together once the step ends. */
  private outgoing: Quote[] = [];
  /** This engine on the bus (its own batches are not applied twice). */
  private readonly origin = randomUUID();

  private constructor(
    readonly instruments: InstrumentRegistry,
    readonly settings: MarketSettings,
    private readonly db: Db,
    private readonly nowMs: () => number,
    private readonly log: FastifyBaseLogger,
    firstSeq: number,
    private readonly bus: Bus,
  ) {
    this.nextSeq = firstSeq;
    this.seqReservedUntil = firstSeq + SEQ_BLOCK;
    this.symbols = instruments.list.map((instrument) => instrument.symbol);
    this.quoteCache = new QuoteCache((error) => log.error({ err: error }, 'quote listener failed'));
    this.quotes = this.quoteCache;
    this.candles = new CandleBuilder((symbol) => this.require(symbol).precision);
    this.hub = new QuoteHub({
      batchMs: settings.wsBatchMs,
      maxBufferedBytes: MAX_BUFFERED_BYTES,
      hasSymbol: (symbol) => instruments.has(symbol),
      symbols: () => this.symbols,
      tickerJson: (symbol) => this.cachedTicker(symbol)?.json ?? null,
      ticker: (symbol) => this.cachedTicker(symbol)?.ticker ?? null,
      candlePair: (symbol, interval) => this.candles.get(symbol, interval),
      precisionOf: (symbol) => this.require(symbol).precision,
      nowMs,
    });
  }

  /**
   * Seeds the catalogue, prepares candle history (backfill on a fresh database, gap fill after a
   * restart), loads the forming candles and creates the feed. The simulated feed then ticks every
   * instrument once at the start time, so quotes exist before the first request.
   */
  static async create(deps: MarketEngineDeps): Promise<MarketEngine> {
    const settings = resolveMarketSettings(deps.config);
    const db = deps.database.db;
    const nowMs = () => deps.now().getTime();
    await seedInstruments(db, INSTRUMENT_CATALOGUE);
    const instruments = new InstrumentRegistry(
      (await listEnabledInstruments(db)).map(toMarketInstrument),
    );
    const firstSeq = await reserveSeqBlock(db, SEQ_BLOCK);
    const startMs = nowMs();

    const startQuotes = new Map<string, SimulatedQuote>();
    if (settings.feed.kind === 'simulated') {
      const history = new HistoryPreparer(db, settings, startMs, firstSeq);
      await history.load();
      for (const instrument of instruments.list) {
        const mid = history.prepare(instrument);
        startQuotes.set(instrument.symbol, { mid, ...applySpread(mid, instrument.spreadUnits) });
      }
      await history.write();
    }

    const engine = new MarketEngine(
      instruments,
      settings,
      db,
      nowMs,
      deps.log,
      firstSeq,
      deps.bus ?? localBus(),
    );
    await engine.loadCandles();
    const sink = (tick: RawTick) => engine.onTick(tick);
    if (settings.feed.kind === 'replay') {
      engine.feed = new ReplayFeed({
        ticks: readReplayFile(settings.feed.file, instruments),
        speed: settings.replaySpeed,
        loop: settings.replayLoop,
        nowMs,
        sink,
      });
    } else {
      engine.feed = new SimulatedFeed({
        instruments: instruments.list,
        start: startQuotes,
        seed: settings.seed,
        startSeq: firstSeq,
        tickMs: settings.tickMs,
        nowMs,
        sink,
      });
      for (const [symbol, quote] of startQuotes) {
        engine.onTick({ symbol, bid: quote.bid, ask: quote.ask, ts: startMs });
      }
    }
    if (deps.role !== 'follow') {
      await engine.persist();
      await engine.prune();
    }
    return engine;
  }

  /**
   * Starts in `role` (app onReady): leading runs the feed, the periodic writes and the candle
   * retention; following subscribes to the leader's quotes.
   */
  async start(role: FeedRole = 'lead'): Promise<void> {
    if (this.stopped || this.role !== null) return;
    await (role === 'lead' ? this.lead() : this.follow());
  }

  /** The role this engine runs in now (or will, once a switch in progress is done). */
  get feedRole(): FeedRole {
    return this.role ?? 'lead';
  }

  /**
   * Becomes the leader: stops following, continues the walk from the last quotes heard (so prices do
   * not jump back to where this process's own feed stopped), reserves a fresh block of sequence
   * numbers (above every number the previous leader reserved) and runs the feed. No-op when leading.
   */
  lead(): Promise<void> {
    return this.switchTo('lead', async (previous) => {
      // A first start leads with the block and the walk `create` prepared.
      if (previous === 'follow') {
        await this.unfollow?.();
        this.unfollow = null;
        if (this.feed.kind === 'simulated') this.feed.resumeFrom(this.latestSimulatedQuotes());
        await this.reserving;
        const first = await reserveSeqBlock(this.db, SEQ_BLOCK);
        if (first > this.nextSeq) this.nextSeq = first;
        this.seqReservedUntil = first + SEQ_BLOCK;
      }
      if (this.stopped) return;
      this.feed.start();
      this.persistTimer = setInterval(() => void this.persist(), this.settings.persistMs);
      this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
      this.pruneTimer.unref();
    });
  }

  /**
   * Becomes a follower: stops the feed and the writes (what is pending is written first), then takes
   * quotes from the bus. No-op when following.
   */
  follow(): Promise<void> {
    return this.switchTo('follow', async (previous) => {
      this.feed.stop();
      clearInterval(this.persistTimer);
      clearInterval(this.pruneTimer);
      this.persistTimer = undefined;
      this.pruneTimer = undefined;
      this.flushOutgoing();
      await this.persisting;
      // A demoted leader writes what it still holds; a process starting as follower writes nothing.
      if (previous === 'lead') await this.persist();
      if (this.stopped) return;
      this.heardFromBus.clear();
      this.unfollow = await this.bus.subscribe(QUOTES_CHANNEL, (message) =>
        this.onBusMessage(message),
      );
      await this.adoptStoredQuotes();
    });
  }

  /**
   * The leader's last written quotes (every MARKET_PERSIST_MS) replace this process's own start
   * quotes for the instruments the bus has not quoted yet, so a follower never prices at a quote
   * the leader did not make. Candles are left alone: they follow the bus from now on.
   */
  private async adoptStoredQuotes(): Promise<void> {
    for (const row of await loadLastQuotes(this.db)) {
      const instrument = this.instruments.get(row.symbol);
      if (!instrument || this.heardFromBus.has(row.symbol) || this.role !== 'follow') continue;
      const { precision } = instrument;
      const mid = computeMidUnits(
        decimalToUnits(row.bid, precision),
        decimalToUnits(row.ask, precision),
      );
      this.lastMid.set(row.symbol, mid);
      this.tickerCache.delete(row.symbol);
      // The leader's own row: nothing for this process to write back after a promotion.
      this.dirtyQuotes.delete(row.symbol);
      this.quoteCache.publish({
        symbol: row.symbol,
        bid: unitsToDecimalString(decimalToUnits(row.bid, precision), precision),
        ask: unitsToDecimalString(decimalToUnits(row.ask, precision), precision),
        last: unitsToDecimalString(mid, precision),
        ts: row.quotedAt.getTime(),
        seq: row.seq,
      });
      this.hub.onTick(row.symbol, []);
    }
  }

  private switchTo(
    role: FeedRole,
    run: (previous: FeedRole | null) => Promise<void>,
  ): Promise<void> {
    const next = this.switching.then(async () => {
      if (this.role === role || this.stopped) return;
      const previous = this.role;
      this.role = role;
      this.log.info({ role }, 'market feed role');
      await run(previous);
    });
    // A failed switch is logged and thrown to its caller; later switches still run.
    this.switching = next.catch((error: unknown) =>
      this.log.error({ err: error, role }, 'market feed role switch failed'),
    );
    return next;
  }

  /** Stops everything and writes what is pending (app onClose). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.switching;
    this.feed.stop();
    this.hub.stop();
    clearInterval(this.persistTimer);
    clearInterval(this.pruneTimer);
    await this.unfollow?.();
    this.unfollow = null;
    this.flushOutgoing();
    await this.reserving;
    await this.persisting;
    if (this.role !== 'follow') await this.persist();
  }

  /** Which feed runs: `simulated` or `replay` (MARKET_FEED). */
  get feedKind(): 'simulated' | 'replay' {
    return this.feed.kind;
  }

  /** The replay feed, for stepping it by hand (tests, trading tests); throws on another feed. */
  replayFeed(): ReplayFeed {
    if (this.feed.kind !== 'replay') throw new Error('MARKET_FEED is not replay:<file>');
    return this.feed;
  }

  /** The simulated feed, for stepping it by hand; throws on another feed. */
  simulatedFeed(): SimulatedFeed {
    if (this.feed.kind !== 'simulated') throw new Error('MARKET_FEED is not simulated');
    return this.feed;
  }

  /**
   * Stores new contract terms in the caller's transaction (false: unknown symbol); call
   * `applyContractTerms` once it committed, so orders see them only when they are durable.
   */
  async writeContractTerms(tx: DbOrTx, symbol: string, terms: ContractTerms): Promise<boolean> {
    if (!this.instruments.has(symbol)) return false;
    return (await updateContractTerms(tx, symbol, terms)) !== null;
  }

  applyContractTerms(symbol: string, terms: ContractTerms): void {
    this.instruments.setContractTerms(symbol, terms);
  }

  require(symbol: string): MarketInstrument {
    const instrument = this.instruments.get(symbol);
    if (!instrument) throw new Error(`unknown instrument ${symbol}`);
    return instrument;
  }

  /** The market quote of spec §3 for a symbol, or null before its first tick. */
  ticker(symbol: string): Ticker | null {
    return this.cachedTicker(symbol)?.ticker ?? null;
  }

  /** The latest ticks of a symbol, newest first. */
  recentTicks(symbol: string, limit: number): DealItem[] {
    return (this.recent.get(symbol) ?? []).slice(-limit).reverse();
  }

  candlePair(symbol: string, interval: CandleInterval): CandlePair {
    return this.candles.get(symbol, interval);
  }

  /** A tick of this process's feed: numbered, applied, and queued for the bus. */
  private onTick(tick: RawTick): void {
    const instrument = this.instruments.get(tick.symbol);
    if (!instrument) return;
    const { precision } = instrument;
    const mid = computeMidUnits(tick.bid, tick.ask);
    const quote: Quote = {
      symbol: tick.symbol,
      bid: unitsToDecimalString(tick.bid, precision),
      ask: unitsToDecimalString(tick.ask, precision),
      last: unitsToDecimalString(mid, precision),
      ts: tick.ts,
      seq: this.takeSeq(),
    };
    this.apply(quote, mid);
    // Only a running leader publishes (a follower's start quotes at create() stay its own).
    if (this.role !== 'lead') return;
    if (this.outgoing.length === 0) queueMicrotask(() => this.flushOutgoing());
    this.outgoing.push(quote);
  }

  /** Publishes the quotes of the feed step that just ended as one bus message. */
  private flushOutgoing(): void {
    if (this.outgoing.length === 0) return;
    const message = encodeQuoteBatch({ origin: this.origin, quotes: this.outgoing });
    this.outgoing = [];
    this.bus
      .publish(QUOTES_CHANNEL, message)
      .catch((error: unknown) => this.log.error({ err: error }, 'could not publish quotes'));
  }

  /** A leader's batch from the bus, while following: the same path as the leader's own ticks. */
  private onBusMessage(message: string): void {
    if (this.role !== 'follow' || this.stopped) return;
    const batch = decodeQuoteBatch(message);
    if (batch === null) {
      this.log.error({ bytes: message.length }, 'not a quote batch on the quotes channel');
      return;
    }
    if (batch.origin === this.origin) return;
    for (const quote of batch.quotes) {
      const instrument = this.instruments.get(quote.symbol);
      if (!instrument) continue;
      const { precision } = instrument;
      const mid = computeMidUnits(
        decimalToUnits(quote.bid, precision),
        decimalToUnits(quote.ask, precision),
      );
      // Numbers reserved by the leader: after a promotion this engine numbers above them.
      if (quote.seq >= this.nextSeq) this.nextSeq = quote.seq + 1;
      this.heardFromBus.add(quote.symbol);
      this.apply(quote, mid);
    }
  }

  /** The latest quote of every instrument as the simulated walk's state (tick units). */
  private latestSimulatedQuotes(): Map<string, SimulatedQuote> {
    const quotes = new Map<string, SimulatedQuote>();
    for (const quote of this.quoteCache.all()) {
      const instrument = this.instruments.get(quote.symbol);
      const mid = this.lastMid.get(quote.symbol);
      if (!instrument || mid === undefined) continue;
      quotes.set(quote.symbol, {
        mid,
        bid: decimalToUnits(quote.bid, instrument.precision),
        ask: decimalToUnits(quote.ask, instrument.precision),
      });
    }
    return quotes;
  }

  /** The one path every quote takes, in feed order (own feed or the leader's on the bus). */
  private apply(quote: Quote, mid: PriceUnits): void {
    const previousMid = this.lastMid.get(quote.symbol);
    this.lastMid.set(quote.symbol, mid);
    this.remember(
      quote,
      previousMid === undefined || previousMid === mid ? 'flat' : mid > previousMid ? 'up' : 'down',
    );
    const changes = this.candles.apply(quote.symbol, quote.ts, mid);
    this.tickerCache.delete(quote.symbol);
    this.dirtyQuotes.set(quote.symbol, quote);
    this.quoteCache.publish(quote);
    this.hub.onTick(quote.symbol, changes);
  }

  private remember(quote: Quote, direction: DealItem['direction']): void {
    let list = this.recent.get(quote.symbol);
    if (!list) {
      list = [];
      this.recent.set(quote.symbol, list);
    }
    list.push({
      bid: quote.bid,
      ask: quote.ask,
      last: quote.last,
      direction,
      ts: quote.ts,
      seq: quote.seq,
    });
    if (list.length > RECENT_TICKS) list.splice(0, list.length - RECENT_TICKS);
  }

  private cachedTicker(symbol: string): { ticker: Ticker; json: string } | undefined {
    const cached = this.tickerCache.get(symbol);
    if (cached) return cached;
    const quote = this.quoteCache.latest(symbol);
    const mid = this.lastMid.get(symbol);
    const instrument = this.instruments.get(symbol);
    if (!quote || mid === undefined || !instrument) return undefined;
    const { precision } = instrument;
    const day = this.candles.get(symbol, '1d');
    const today = day.current;
    const prevClose = day.previous?.close;
    const changePct =
      prevClose === undefined
        ? null
        : computeChangePct(unitsToDecimal(mid, precision), unitsToDecimal(prevClose, precision));
    const ticker: Ticker = {
      symbol,
      bid: quote.bid,
      ask: quote.ask,
      last: quote.last,
      change: prevClose === undefined ? null : unitsToDecimalString(mid - prevClose, precision),
      change_pct:
        changePct === null
          ? null
          : changePct.isZero()
            ? '0.00'
            : changePct.toFixed(CHANGE_PCT_SCALE),
      high: unitsToDecimalString(today?.high ?? mid, precision),
      low: unitsToDecimalString(today?.low ?? mid, precision),
      open: unitsToDecimalString(today?.open ?? mid, precision),
      prev_close: prevClose === undefined ? null : unitsToDecimalString(prevClose, precision),
      ts: quote.ts,
      seq: quote.seq,
    };
    const entry = { ticker, json: JSON.stringify(ticker) };
    this.tickerCache.set(symbol, entry);
    return entry;
  }

  /** The next feed sequence number; reserves the next block in the background when half used. */
  private takeSeq(): number {
    const seq = this.nextSeq;
    this.nextSeq += 1;
    if (seq >= this.seqReservedUntil) {
      this.log.error({ seq }, 'feed sequence numbers used beyond their reservation');
    }
    if (!this.reserving && this.seqReservedUntil - this.nextSeq < SEQ_BLOCK / 2) {
      this.reserving = reserveSeqBlock(this.db, SEQ_BLOCK)
        .then((first) => {
          if (first > this.nextSeq) this.nextSeq = first;
          this.seqReservedUntil = first + SEQ_BLOCK;
        })
        .catch((error: unknown) =>
          this.log.error({ err: error }, 'could not reserve sequence numbers'),
        )
        .finally(() => {
          this.reserving = null;
        });
    }
    return seq;
  }

  private async loadCandles(): Promise<void> {
    const rows = await loadLatestCandles(this.db, CANDLE_INTERVALS, 2);
    const byKey = new Map<string, UnitCandle[]>();
    for (const row of rows) {
      const instrument = this.instruments.get(row.symbol);
      if (!instrument) continue;
      const key = `${row.symbol}|${row.interval}`;
      const list = byKey.get(key) ?? [];
      list.push(fromCandleRow(row, instrument.precision));
      byKey.set(key, list);
    }
    for (const [key, list] of byKey) {
      const [symbol, interval] = key.split('|') as [string, CandleInterval];
      this.candles.load(
        symbol,
        interval,
        list.sort((a, b) => b.openTime - a.openTime),
      );
    }
  }

  /** Writes changed candles and last quotes in one transaction. */
  persist(): Promise<void> {
    if (this.persisting) return this.persisting;
    const candles = this.candles.takeDirty();
    const quotes = [...this.dirtyQuotes.values()];
    this.dirtyQuotes.clear();
    if (candles.length === 0 && quotes.length === 0) return Promise.resolve();
    this.persisting = inTransaction(this.db, async (tx) => {
      await upsertCandles(
        tx,
        candles.map((entry) => this.candles.toRow(entry)),
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
        this.log.error({ err: error }, 'could not write candles and quotes; will retry');
        this.candles.restoreDirty(candles);
        for (const quote of quotes) {
          if (!this.dirtyQuotes.has(quote.symbol)) this.dirtyQuotes.set(quote.symbol, quote);
        }
      })
      .finally(() => {
        this.persisting = null;
      });
    return this.persisting;
  }

  /** Deletes short-interval candles past their retention. */
  async prune(): Promise<void> {
    try {
      for (const [interval, days] of Object.entries(RETENTION_DAYS) as [CandleInterval, number][]) {
        await deleteCandlesBefore(this.db, interval, new Date(this.nowMs() - days * DAY_MS));
      }
    } catch (error) {
      this.log.error({ err: error }, 'could not prune old candles');
    }
  }
}

export function fromCandleRow(row: CandleRow, precision: number): UnitCandle {
  return {
    openTime: row.openTime.getTime(),
    open: decimalToUnits(row.open, precision),
    high: decimalToUnits(row.high, precision),
    low: decimalToUnits(row.low, precision),
    close: decimalToUnits(row.close, precision),
  };
}

/**
 * Candle history before the feed starts. Fresh instrument (no stored quote): `count` candles per
 * interval are simulated backwards from the reference price, so the feed starts exactly where the
 * history ends. Known instrument: the time since its last stored quote is simulated forwards from
 * that price and joined to the stored forming candles, so charts have no hole after a restart and
 * the feed continues from where the history now ends. Returns the mid the feed starts from.
 */
class HistoryPreparer {
  private lastQuotes = new Map<string, { bid: string; ask: string; quotedAt: Date }>();
  private stored = new Map<string, CandleRow>();
  /** Backfilled instruments: their old candles (from an interrupted start) are replaced. */
  private readonly fresh: { symbol: string; rows: CandleRow[] }[] = [];
  private readonly gapRows: CandleRow[] = [];

  constructor(
    private readonly db: Db,
    private readonly settings: MarketSettings,
    private readonly startMs: number,
    private readonly firstSeq: number,
  ) {}

  async load(): Promise<void> {
    this.lastQuotes = new Map((await loadLastQuotes(this.db)).map((row) => [row.symbol, row]));
    if (this.settings.backfillCandles > 0 && this.lastQuotes.size > 0) {
      const rows = await loadLatestCandles(this.db, CANDLE_INTERVALS, 1);
      this.stored = new Map(rows.map((row) => [`${row.symbol}|${row.interval}`, row]));
    }
  }

  /** Simulates the instrument's history (kept for `write`); returns the mid the feed starts from. */
  prepare(instrument: MarketInstrument): PriceUnits {
    const { symbol, precision, simulation } = instrument;
    const count = this.settings.backfillCandles;
    const random = createSeededRandom(
      hashSeed(this.settings.seed, symbol, 'history', this.firstSeq),
    );
    const last = this.lastQuotes.get(symbol);
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
      this.fresh.push({
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
      const stored = this.stored.get(`${symbol}|${interval}`);
      if (first && stored && stored.openTime.getTime() === first.openTime) {
        candles[interval][0] = mergeBars(fromCandleRow(stored, precision), first);
      }
    }
    this.gapRows.push(...toRows(symbol, precision, candles));
    return bars[bars.length - 1]!.close;
  }

  /** Writes what `prepare` simulated, in one transaction. */
  async write(): Promise<void> {
    if (this.fresh.length === 0 && this.gapRows.length === 0) return;
    await inTransaction(this.db, async (tx) => {
      await deleteCandlesOf(
        tx,
        this.fresh.map((entry) => entry.symbol),
      );
      await insertCandles(
        tx,
        this.fresh.flatMap((entry) => entry.rows),
      );
      await upsertCandles(tx, this.gapRows);
    });
    if (this.fresh.length > 0) await analyzeCandles(this.db);
  }
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
