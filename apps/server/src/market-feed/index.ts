import type { FastifyBaseLogger } from 'fastify';
import type { CandleInterval, FeedCondition, SimulatedQuote } from '@waihui/core';
import type { DealItem, Ticker } from '@waihui/contracts';
import { type Bus, localBus } from '../cluster/bus';
import type { Config } from '../config';
import type { Database, DbOrTx } from '../db/database';
import { CandleBuilder, type CandlePair } from './candle-builder';
import { INSTRUMENT_CATALOGUE } from './catalogue';
import {
  conditionOf,
  type FeedConditionDeps,
  isInSessionThrough,
  opensAtOf,
  staleLimitMs,
} from './feed-condition';
import { listEnabledInstruments, seedInstruments, updateContractTerms } from './feed.repository';
import { type FeedRole, FeedRoles } from './feed-roles';
import { type FeedEventRow, type FeedEventWindow, listFeedEvents } from './feed-events.repository';
import { loadFormingCandles, prepareHistory } from './history';
import { MarketHolidays } from './holidays';
import {
  type ContractTerms,
  InstrumentRegistry,
  type MarketInstrument,
  toMarketInstrument,
} from './instruments';
import { FeedPersistence, loadStoredQuotes } from './persistence';
import { QuoteCache, type QuoteSource } from './quote-source';
import { QuoteHub } from './quote-hub';
import { FeedSequence } from './sequence';
import { type MarketSettings, resolveMarketSettings } from './settings';
import { createPriceSource } from './sources/create-price-source';
import type { PriceSourceStatus } from './sources/price-source';
import { ReplayFeed } from './sources/replay-feed';
import { SimulatedFeed } from './sources/simulated-feed';
import { TickerCache } from './ticker-cache';
import { type TickerStatus, TickerStatusBoard } from './ticker-status';
import { TickPath } from './tick-path';

/*
 * The market feed's front door: everything outside `market-feed/` imports from here, never from a
 * file inside (lint: no-restricted-imports). app.ts calls `createMarketFeed`; other modules read
 * quotes through `market.quotes` (QuoteSource) and instruments through `market.instruments`.
 */
export type { FeedRole } from './feed-roles';
export type { Quote, QuoteOrigin, QuoteSource } from './quote-source';
export { type QuoteOriginColumns, quoteOriginColumns, quoteSourceView } from './quote-origin';
export type { HubSocket, QuoteHub } from './quote-hub';
export type { ContractTerms, MarketInstrument, InstrumentRegistry } from './instruments';
export type { PriceSourceInstrument, PriceSourceStatus } from './sources/price-source';
export type { FeedEventRow, FeedEventWindow } from './feed-events.repository';
export type { HolidayKey, HolidayRow, MarketHolidays } from './holidays';
export { CATEGORY_ORDER, HEADLINE_SYMBOLS, INSTRUMENT_CATALOGUE } from './catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The market feed: quotes (QuoteSource), candles, the price source and the WebSocket hub. */
    market: MarketFeed;
  }
}

/** Skip a WebSocket connection's frame while this much is still queued for it (≈ 10 full frames). */
const MAX_BUFFERED_BYTES = 64 * 1024;
/** How often the hub looks for instruments that turned stale or closed (or opened) without a tick. */
const STATUS_CHECK_MS = 1000;

export interface MarketFeedDeps {
  config: Config;
  database: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where a leading process publishes its quotes and a following one reads them (default: local). */
  bus?: Bus;
  /**
   * The role the process starts in: one that starts as a follower does not write its own start
   * quotes over the leader's stored ones (default lead).
   */
  role?: FeedRole;
  /** Where MARKET_FEED=sources reads the secrets its sources file names (default process.env). */
  env?: NodeJS.ProcessEnv;
}

/** Market data in the process, as app.ts and the modules it wires see it. */
export interface MarketFeed {
  /** Latest quotes and every new one, in feed order: what trading, delivery and spot read. */
  readonly quotes: QuoteSource;
  readonly hub: QuoteHub;
  readonly instruments: InstrumentRegistry;
  readonly settings: MarketSettings;
  /** The source MARKET_FEED names: 'simulated', 'replay' or 'sources'. */
  readonly feedKind: string;
  /** Leading (runs the source, writes) or following (quotes from the bus). */
  readonly feedRole: FeedRole;
  lead(): Promise<void>;
  follow(): Promise<void>;
  /** Stops everything and writes what is pending (app onClose). */
  stop(): Promise<void>;
  /**
   * Whether the symbol's latest quote may be dealt at `nowMs` (feed-condition.ts): live, stale (too
   * old, or none yet) or closed (out of session, with MARKET_SESSIONS), and why.
   */
  conditionOf(symbol: string, nowMs: number): FeedCondition;
  /**
   * Whether the symbol's trading session stays open from `fromMs` through `untilMs` (always with
   * MARKET_SESSIONS off): a delivery period that would expire outside it is not offered.
   */
  isInSessionThrough(symbol: string, fromMs: number, untilMs: number): boolean;
  /** Each price source's state per instrument, last message time and counters (operators, /metrics). */
  sourceStatus(): readonly PriceSourceStatus[];
  /** Exchange holidays the session calendars close on (market_holidays; operators edit them). */
  readonly holidays: MarketHolidays;
  /** Feed events (failover switches, outages, drift alerts), newest first (operators). */
  feedEvents(window: FeedEventWindow): Promise<FeedEventRow[]>;
  /**
   * The market quote of product.md §3.4 for a symbol, or null before its first tick; `status` (with
   * its reason, and when a closed session opens) only while it is stale or closed now.
   */
  ticker(symbol: string): Ticker | null;
  /** The latest ticks of a symbol, newest first. */
  recentTicks(symbol: string, limit: number): DealItem[];
  candlePair(symbol: string, interval: CandleInterval): CandlePair;
  /**
   * Stores new contract terms in the caller's transaction (false: unknown symbol); call
   * `applyContractTerms` once it committed, so orders see them only when they are durable.
   */
  writeContractTerms(tx: DbOrTx, symbol: string, terms: ContractTerms): Promise<boolean>;
  applyContractTerms(symbol: string, terms: ContractTerms): void;
  /** The replay source, for stepping it by hand (tests, the dev route); throws on another. */
  replayFeed(): ReplayFeed;
  /** The simulated source, for stepping it by hand; throws on another. */
  simulatedFeed(): SimulatedFeed;
  /** Writes changed candles and last quotes now (tests; the leader also every MARKET_PERSIST_MS). */
  persist(): Promise<void>;
  /** Deletes candles past their retention now (tests; the leader also every 6 hours). */
  prune(): Promise<void>;
}

/**
 * Seeds the catalogue, reserves the first sequence numbers, prepares candle history for the
 * simulation (backfill on a fresh database, gap fill after a restart), loads the forming candles
 * and wires the parts around the one tick path. The simulation then ticks every instrument once at
 * the start time, so quotes exist before the first request. The source runs once `lead()` is called.
 */
export async function createMarketFeed(deps: MarketFeedDeps): Promise<MarketFeed> {
  const { log } = deps;
  const { db } = deps.database;
  const settings = resolveMarketSettings(deps.config);
  const nowMs = () => deps.now().getTime();
  await seedInstruments(db, INSTRUMENT_CATALOGUE);
  const instruments = new InstrumentRegistry(
    (await listEnabledInstruments(db)).map(toMarketInstrument),
  );
  const precisionOf = (symbol: string) => requireInstrument(instruments, symbol).precision;
  const sequence = await FeedSequence.reserve(db, log);
  const startMs = nowMs();
  // Only the simulation has a history to prepare; a replay's candles come from its ticks alone.
  const simulatedStart: ReadonlyMap<string, SimulatedQuote> =
    settings.feed.kind === 'simulated'
      ? await prepareHistory(db, settings, instruments, startMs, sequence.first)
      : new Map();
  const candles = new CandleBuilder(precisionOf);
  await loadFormingCandles(db, instruments, candles);

  const quotes = new QuoteCache((error) => log.error({ err: error }, 'quote listener failed'));
  const tickers = new TickerCache({ instruments, quotes, candles });
  const symbols = instruments.list.map((instrument) => instrument.symbol);
  const holidays = new MarketHolidays({ db, bus: deps.bus ?? localBus(), log });
  await holidays.reload();
  const stopHolidays = await holidays.listen();
  // Made before the hub, whose status check runs from its start; the source's own view is added
  // once the source exists (below).
  const condition: FeedConditionDeps = {
    instrument: (symbol) => instruments.get(symbol),
    receivedAtMs: (symbol) => quotes.latest(symbol)?.ts,
    honourSessions: settings.honourSessions,
    staleness: settings.staleness,
    holidays: () => holidays.list,
  };
  const board = new TickerStatusBoard({
    symbols,
    conditionOf: (symbol, atMs) => conditionOf(condition, symbol, atMs),
    opensAt: (symbol, atMs) => opensAtOf(condition, symbol, atMs),
  });
  const hub = new QuoteHub({
    batchMs: settings.wsBatchMs,
    maxBufferedBytes: MAX_BUFFERED_BYTES,
    hasSymbol: (symbol) => instruments.has(symbol),
    symbols: () => symbols,
    // Frames and replies carry each ticker's status now.
    tickerJson: (symbol) => board.announceJson(symbol, tickers.tickerJson(symbol), nowMs()),
    ticker: (symbol) => withStatus(tickers.ticker(symbol), board.announce(symbol, nowMs())),
    candlePair: (symbol, interval) => candles.get(symbol, interval),
    precisionOf,
    nowMs,
    statusChanges: () => board.changed(nowMs()),
    statusCheckMs: STATUS_CHECK_MS,
  });
  const persistence = new FeedPersistence({
    db,
    candles,
    persistMs: settings.persistMs,
    nowMs,
    log,
  });
  const path = new TickPath({
    instruments,
    sequence,
    tickers,
    candles,
    persistence,
    quotes,
    hub,
    staleLimitMs: (instrument) => staleLimitMs(instrument.category, settings.staleness),
    // `roles` is made below; the path publishes only once the source runs, after this function.
    publish: (quote) => roles.publish(quote),
  });
  const source = await createPriceSource({
    settings,
    instruments,
    simulatedStart,
    firstSeq: sequence.first,
    nowMs,
    sink: (tick) => path.onPriceTick(tick),
    db,
    log,
    env: deps.env ?? process.env,
  }).catch(async (error: unknown) => {
    // A bad sources file stops the start: leave no hub timer or bus listener behind.
    hub.stop();
    await stopHolidays();
    throw error;
  });
  const roles = new FeedRoles({
    bus: deps.bus ?? localBus(),
    source,
    sequence,
    persistence,
    applyNumbered: (quote) => path.applyNumbered(quote),
    adopt: (quote) => path.adopt(quote),
    storedQuotes: () => loadStoredQuotes(db, instruments),
    latestInUnits: () => path.latestInUnits(),
    log,
  });

  // A live source's own view of each instrument comes first (feed-condition.ts).
  if (source.condition) condition.sourceCondition = source.condition.bind(source);
  const tickerNow = (symbol: string): Ticker | null =>
    withStatus(tickers.ticker(symbol), board.statusOf(symbol, nowMs()));

  for (const [symbol, quote] of simulatedStart) {
    path.onPriceTick({ symbol, bid: quote.bid, ask: quote.ask, receivedAtMs: startMs });
  }
  if (deps.role !== 'follow') {
    await persistence.persist();
    await persistence.prune();
  }

  return {
    quotes,
    hub,
    instruments,
    settings,
    feedKind: source.kind,
    get feedRole() {
      return roles.role;
    },
    lead: () => roles.lead(),
    follow: () => roles.follow(),
    async stop() {
      await roles.stop();
      await source.idle?.();
      hub.stop();
      await stopHolidays();
    },
    conditionOf: (symbol, atMs) => conditionOf(condition, symbol, atMs),
    isInSessionThrough: (symbol, fromMs, untilMs) =>
      isInSessionThrough(condition, symbol, fromMs, untilMs),
    sourceStatus: () => source.status?.() ?? [singleSourceStatus(source.kind, symbols, quotes)],
    holidays,
    feedEvents: (window) => listFeedEvents(db, window),
    ticker: tickerNow,
    recentTicks: (symbol, limit) => tickers.recentTicks(symbol, limit),
    candlePair: (symbol, interval) => candles.get(symbol, interval),
    async writeContractTerms(tx, symbol, terms) {
      if (!instruments.has(symbol)) return false;
      return (await updateContractTerms(tx, symbol, terms)) !== null;
    },
    applyContractTerms: (symbol, terms) => instruments.setContractTerms(symbol, terms),
    replayFeed() {
      if (!(source instanceof ReplayFeed)) throw new Error('MARKET_FEED is not replay:<file>');
      return source;
    },
    simulatedFeed() {
      if (!(source instanceof SimulatedFeed)) throw new Error('MARKET_FEED is not simulated');
      return source;
    },
    persist: () => persistence.persist(),
    prune: () => persistence.prune(),
  };
}

/**
 * The simulated or replay feed as one source: live for every instrument it has quoted, heard at its
 * latest quote, counting nothing (it has no connection to count).
 */
function singleSourceStatus(
  kind: string,
  symbols: readonly string[],
  quotes: QuoteCache,
): PriceSourceStatus {
  let lastHeardAt: number | null = null;
  for (const quote of quotes.all()) lastHeardAt = Math.max(lastHeardAt ?? 0, quote.ts);
  return {
    id: kind,
    kind,
    lastHeardAt,
    counters: {},
    instruments: symbols.map((instrument) => ({
      instrument,
      state: quotes.latest(instrument) ? 'live' : 'connecting',
      role: 'primary',
      active: true,
    })),
  };
}

/** A ticker with its status now (the fields are absent while live). */
function withStatus(ticker: Ticker | null, status: TickerStatus): Ticker | null {
  return ticker === null || status.status === undefined ? ticker : { ...ticker, ...status };
}

function requireInstrument(instruments: InstrumentRegistry, symbol: string): MarketInstrument {
  const instrument = instruments.get(symbol);
  if (!instrument) throw new Error(`unknown instrument ${symbol}`);
  return instrument;
}
