import type { SimulatedQuote } from '@waihui/core';
import type { InstrumentRegistry } from '../instruments';
import type { MarketSettings } from '../settings';
import type { PriceSink, PriceSource } from './price-source';
import { ReplayFeed } from './replay-feed';
import { readReplayFile } from './replay-file';
import { SimulatedFeed } from './simulated-feed';

export interface PriceSourceOptions {
  settings: MarketSettings;
  instruments: InstrumentRegistry;
  /** Where the simulation starts: each instrument's last stored or backfilled quote (tick units). */
  simulatedStart: ReadonlyMap<string, SimulatedQuote>;
  /** The first sequence number of this run, mixed into the simulation's seeds. */
  firstSeq: number;
  nowMs: () => number;
  sink: PriceSink;
}

/** The source MARKET_FEED names (settings.feed): the simulation, or a replay file read now. */
export function createPriceSource(options: PriceSourceOptions): PriceSource {
  const { settings, instruments, nowMs, sink } = options;
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
