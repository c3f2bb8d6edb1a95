import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { FeedCondition } from '@waihui/core';
import type { PriceSourceInstrument, PriceSourceStatus } from '../../market-feed';

/*
 * The Prometheus metrics of GET /metrics (docs/operations.md, Metrics), read from the market feed
 * at each scrape: every price source's state per instrument, the age of its last message, its
 * running counters, and each instrument's status (live, stale or closed now). prom-client's
 * default process metrics (CPU, memory, event loop, handles) come with them.
 */

/** What the metrics read of the market feed (MarketFeed satisfies it). */
export interface FeedMetricsSource {
  sourceStatus(): readonly PriceSourceStatus[];
  conditionOf(symbol: string, nowMs: number): FeedCondition;
  readonly instruments: { readonly list: readonly { symbol: string }[] };
}

const SOURCE_STATES: readonly PriceSourceInstrument['state'][] = [
  'connecting',
  'live',
  'stale',
  'closed',
  'down',
];
const INSTRUMENT_STATES: readonly FeedCondition['state'][] = ['live', 'stale', 'closed'];

/** The source counters exported, by their key in PriceSourceStatus.counters (adapters/source.ts). */
const SOURCE_COUNTERS = {
  messages: 'Messages heard from the provider (prices, heartbeats, pings, acks).',
  ticks: 'Ticks the source handed on.',
  malformed: 'Messages ignored: unreadable, or an unusable price.',
  reconnects: 'Connection attempts after the first.',
  sequenceGaps: 'FIX MsgSeqNum gaps that sent a ResendRequest.',
  rollovers: 'Planned connection replacements before the provider cuts (Binance, 24 h).',
} as const;

/** prom-client's process metrics, once per process (they describe the process, not one app). */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (processRegistry === null) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A snake_case metric name part of a camelCase counter key (sequenceGaps → sequence_gaps). */
function snake(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The feed's metrics, collected afresh at each scrape; `text()` is the whole exposition. */
export function feedMetrics(feed: FeedMetricsSource, nowMs: () => number) {
  const registry = new Registry();
  const sourceState = new Gauge({
    name: 'waihui_price_source_state',
    help: "A price source's state for an instrument: 1 for the state it is in, 0 for the others.",
    labelNames: ['source', 'kind', 'instrument', 'state'],
    registers: [registry],
  });
  const sourceActive = new Gauge({
    name: 'waihui_price_source_active',
    help: "1 while an instrument's dealt quotes come from this source, else 0.",
    labelNames: ['source', 'instrument', 'role'],
    registers: [registry],
  });
  const lastMessageAge = new Gauge({
    name: 'waihui_price_source_last_message_age_seconds',
    help: 'Seconds since the source was last heard (absent before its first message).',
    labelNames: ['source', 'kind'],
    registers: [registry],
  });
  const counters = Object.entries(SOURCE_COUNTERS).map(
    ([key, help]) =>
      [
        key,
        new Counter({
          name: `waihui_price_source_${snake(key)}_total`,
          help,
          labelNames: ['source', 'kind'],
          registers: [registry],
        }),
      ] as const,
  );
  const instrumentStatus = new Gauge({
    name: 'waihui_instrument_status',
    help: "An instrument's status for dealing: 1 for live, stale or closed as it is now, 0 for the others.",
    labelNames: ['instrument', 'status'],
    registers: [registry],
  });

  /** Sets every series from the feed as it is now (a scrape reads a snapshot, not a history). */
  function collect(): void {
    const now = nowMs();
    registry.resetMetrics();
    for (const source of feed.sourceStatus()) {
      const { id, kind } = source;
      for (const item of source.instruments) {
        for (const state of SOURCE_STATES)
          sourceState.set(
            { source: id, kind, instrument: item.instrument, state },
            item.state === state ? 1 : 0,
          );
        sourceActive.set(
          { source: id, instrument: item.instrument, role: item.role },
          item.active ? 1 : 0,
        );
      }
      if (source.lastHeardAt !== null)
        lastMessageAge.set({ source: id, kind }, Math.max(0, now - source.lastHeardAt) / 1000);
      // A counter the source does not keep is absent, never zero.
      for (const [key, counter] of counters) {
        const total = source.counters[key];
        if (total !== undefined) counter.inc({ source: id, kind }, total);
      }
    }
    for (const { symbol } of feed.instruments.list) {
      const { state } = feed.conditionOf(symbol, now);
      for (const status of INSTRUMENT_STATES)
        instrumentStatus.set({ instrument: symbol, status }, state === status ? 1 : 0);
    }
  }

  return {
    contentType: registry.contentType,
    async text(): Promise<string> {
      collect();
      return Registry.merge([registry, processMetrics()]).metrics();
    },
  };
}
