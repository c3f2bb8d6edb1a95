import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { createSourceAdapters, loadSourcesFile, type SourceClock } from '../../adapters';
import { FeedEventLog } from '../../feed-events';
import type { InstrumentRegistry } from '../../instruments';
import type { PriceSink } from '../price-source';
import { resolveInstrumentPolicy } from './policy';
import { type ComposedInstrument, SourcesFeed } from './sources-feed';

/** Quote ages and failback are looked at this often (ms) when no message arrives. */
const CHECK_EVERY_MS = 250;

export interface SourcesFeedOptions {
  /** The sources file (PRICE_SOURCES_FILE), read and checked now: a bad file stops the start. */
  file: string;
  /** Where the file's named secrets are read from. */
  env: NodeJS.ProcessEnv;
  instruments: InstrumentRegistry;
  clock: SourceClock;
  db: Db;
  log: FastifyBaseLogger;
  sink: PriceSink;
}

/** MARKET_FEED=sources: the adapters of the checked sources file behind one SourcesFeed. */
export async function createSourcesFeed(options: SourcesFeedOptions): Promise<SourcesFeed> {
  const { instruments, clock, log } = options;
  const symbols = new Set(instruments.list.map((instrument) => instrument.symbol));
  const plan = loadSourcesFile(options.file, options.env, symbols);
  const adapters = await createSourceAdapters(plan, { clock, random: Math.random, log });
  const kinds = new Map(plan.sources.map((source) => [source.id, source.type]));
  const composed: ComposedInstrument[] = [...plan.instruments].map(([symbol, entry]) => {
    // loadSourcesFile checked every symbol against the registry.
    const instrument = instruments.get(symbol)!;
    return {
      symbol,
      precision: instrument.precision,
      policy: resolveInstrumentPolicy(instrument.category, plan.policy, entry),
      primary: entry.primary.source,
      ...(entry.secondary ? { secondary: entry.secondary.source } : {}),
    };
  });
  return new SourcesFeed({
    adapters: adapters.map((adapter) => ({ adapter, kind: kinds.get(adapter.id) ?? 'unknown' })),
    instruments: composed,
    clock,
    sink: options.sink,
    events: new FeedEventLog({ db: options.db, log }),
    checkEveryMs: CHECK_EVERY_MS,
  });
}
