import type { AdminFeedSource, AdminFeedStatusData } from '@waihui/contracts';
import type { MarketFeed, PriceSourceStatus } from '../../market-feed';

/*
 * The back-office's view of the price feed (docs/market-data.md, Operating it): each source's state
 * per instrument, the age of its last message and its messages per second, and each instrument's
 * status for dealing now.
 */

/** Least time between two samples a rate is computed over (ms): shorter would only be noise. */
export const RATE_WINDOW_MS = 1000;

interface Sample {
  atMs: number;
  messages: number;
}

/**
 * Messages per second of each source from its running `messages` counter: the counter's rise
 * since the previous sample over the time between them. A sample is kept at least RATE_WINDOW_MS;
 * until a second one there is no rate (null), nor for a source that counts no messages.
 */
export class MessageRates {
  private readonly samples = new Map<string, Sample>();
  private readonly rates = new Map<string, number>();

  rateOf(source: PriceSourceStatus, atMs: number): number | null {
    const messages = source.counters.messages;
    if (messages === undefined) return null;
    const previous = this.samples.get(source.id);
    if (previous === undefined || messages < previous.messages) {
      // First sample, or the source started counting again (a new process or source).
      this.samples.set(source.id, { atMs, messages });
      this.rates.delete(source.id);
      return null;
    }
    const elapsedMs = atMs - previous.atMs;
    if (elapsedMs >= RATE_WINDOW_MS) {
      // A rate, not money: a float is what it is.
      this.rates.set(source.id, ((messages - previous.messages) * 1000) / elapsedMs);
      this.samples.set(source.id, { atMs, messages });
    }
    return this.rates.get(source.id) ?? null;
  }
}

export interface FeedStatusDeps {
  market: Pick<MarketFeed, 'sourceStatus' | 'conditionOf' | 'instruments'>;
  now: () => Date;
  rates: MessageRates;
}

function sourceView(source: PriceSourceStatus, atMs: number, rate: number | null): AdminFeedSource {
  const heard = source.lastHeardAt;
  return {
    id: source.id,
    kind: source.kind,
    last_message_at: heard === null ? null : new Date(heard).toISOString(),
    last_message_age_ms: heard === null ? null : Math.max(0, atMs - heard),
    messages_per_second: rate,
    counters: { ...source.counters },
    instruments: source.instruments.map((item) => ({ ...item })),
  };
}

export function feedStatus(deps: FeedStatusDeps): AdminFeedStatusData {
  const atMs = deps.now().getTime();
  return {
    sources: deps.market
      .sourceStatus()
      .map((source) => sourceView(source, atMs, deps.rates.rateOf(source, atMs))),
    instruments: deps.market.instruments.list.map(({ symbol }) => {
      const { state, reason } = deps.market.conditionOf(symbol, atMs);
      return { instrument: symbol, status: state, reason };
    }),
  };
}
