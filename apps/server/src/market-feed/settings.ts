import path from 'node:path';
import type { Config } from '../config';

/** Market settings resolved from the config, with the quieter defaults of NODE_ENV=test. */
export interface MarketSettings {
  feed:
    | { kind: 'simulated' }
    | { kind: 'replay'; file: string }
    /** Live providers (MARKET_FEED=sources): the sources file, read and checked at start. */
    | { kind: 'sources'; file: string };
  seed: number;
  /** Simulated feed step; 0 = only when stepped by hand. */
  tickMs: number;
  /** Candles per interval to backfill on a fresh database and gap-fill after a restart. */
  backfillCandles: number;
  /** Replay pace (1 = as recorded); 0 = only when stepped by hand. */
  replaySpeed: number;
  replayLoop: boolean;
  wsBatchMs: number;
  wsHeartbeatMs: number;
  persistMs: number;
  /** Instruments are closed outside their trading session (MARKET_SESSIONS). */
  honourSessions: boolean;
  /** Quotes older than their category's limit are stale (MARKET_STALENESS; off for browser tests). */
  staleness: boolean;
}

/**
 * Defaults: a live simulated feed stepping every 250 ms with 500 candles per interval. Under
 * NODE_ENV=test nothing moves by itself (feeds are stepped by hand) and nothing is backfilled,
 * so every other area's tests start fast and see fixed quotes.
 */
export function resolveMarketSettings(config: Config): MarketSettings {
  const test = config.NODE_ENV === 'test';
  return { feed: feedOf(config), ...timingOf(config, test) };
}

function feedOf(config: Config): MarketSettings['feed'] {
  if (config.MARKET_FEED.startsWith('replay:')) {
    return { kind: 'replay', file: path.resolve(config.MARKET_FEED.slice('replay:'.length)) };
  }
  if (config.MARKET_FEED === 'sources' && config.PRICE_SOURCES_FILE !== undefined) {
    return { kind: 'sources', file: path.resolve(config.PRICE_SOURCES_FILE) };
  }
  return { kind: 'simulated' };
}

function timingOf(config: Config, test: boolean): Omit<MarketSettings, 'feed'> {
  return {
    seed: config.MARKET_SEED,
    tickMs: config.MARKET_TICK_MS ?? (test ? 0 : 250),
    backfillCandles: config.MARKET_BACKFILL_CANDLES ?? (test ? 0 : 500),
    replaySpeed: config.MARKET_REPLAY_SPEED ?? (test ? 0 : 1),
    replayLoop: config.MARKET_REPLAY_LOOP,
    wsBatchMs: config.MARKET_WS_BATCH_MS,
    wsHeartbeatMs: config.MARKET_WS_HEARTBEAT_MS,
    persistMs: config.MARKET_PERSIST_MS,
    honourSessions: config.MARKET_SESSIONS,
    staleness: config.MARKET_STALENESS,
  };
}
