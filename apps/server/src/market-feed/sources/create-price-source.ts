import type { SimulatedQuote } from '@waihui/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { systemClock } from '../adapters';
import type { InstrumentRegistry } from '../instruments';
import type { MarketSettings } from '../settings';
import type { PriceSink, PriceSource } from './price-source';
import { ReplayFeed } from './replay-feed';
import { readReplayFile } from './replay-file';
import { SimulatedFeed } from './simulated-feed';
import { createSourcesFeed } from './composer/create-sources-feed';

export interface PriceSourceOptions {
  settings: MarketSettings;
  instruments: InstrumentRegistry;
  /** Where the simulation starts: each instrument's last stored or backfilled quote (tick units). */
  simulatedStart: ReadonlyMap<string, SimulatedQuote>;
  /** The first sequence number of this run, mixed into the simulation's seeds. */
  firstSeq: number;
  nowMs: () => number;
  sink: PriceSink;
  /** MARKET_FEED=sources: where feed events are written, and the environment holding secrets. */
  db: Db;
  log: FastifyBaseLogger;
  env: NodeJS.ProcessEnv;
}

/**
 * The source MARKET_FEED names (settings.feed): the simulation, a replay file read now, or the live
 * sources of a sources file checked now (a bad file throws, naming the line or JSON path).
 */
export async function createPriceSource(options: PriceSourceOptions): Promise<PriceSource> {
  const { settings, instruments, nowMs, sink } = options;
  if (settings.feed.kind === 'sources') {
    return createSourcesFeed({
      file: settings.feed.file,
      env: options.env,
      instruments,
      // The app's clock (tests set it) for times; real timers for connections and checks.
      clock: { now: nowMs, setTimeout: (fn, delayMs) => systemClock.setTimeout(fn, delayMs) },
      db: options.db,
      log: options.log,
      sink,
    });
  }
  if (settings.feed.kind === 'replay') {
    return new ReplayFeed({
      ticks: readReplayFile(settings.feed.file, instruments),
      speed: settings.replaySpeed,
      loop: settings.replayLoop,
      nowMs,
      sink,
    });
  }
  return new SimulatedFeed({
    instruments: instruments.list,
    start: options.simulatedStart,
    seed: settings.seed,
    startSeq: options.firstSeq,
    tickMs: settings.tickMs,
    nowMs,
    sink,
  });
}
