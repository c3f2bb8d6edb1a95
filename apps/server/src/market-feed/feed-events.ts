import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { FeedEventKind } from '../db/schema';
import { insertFeedEvents } from './feed-events.repository';

/**
 * Something that happened to the price sources, for the append-only `feed_events` table: a failover
 * `switch` (sourceId = the source switched to), an `outage` or `recovery` of one source for one
 * instrument, a `drift` alert between the two sources' mids and its end (`drift_cleared`; sourceId =
 * the secondary). Details are plain values; prices in them are decimal strings.
 */
export interface FeedEvent {
  /** Epoch ms. */
  at: number;
  kind: FeedEventKind;
  instrument: string;
  sourceId: string;
  details: Record<string, string | number | null>;
}

/**
 * Writes feed events off the tick path: `record` queues (synchronously, from a source callback) and
 * one insert a moment later writes everything queued; a failed insert is logged and retried with the
 * next. Only the leading process records (its composer is the only one running), so every event is
 * written once.
 */
export class FeedEventLog {
  private queue: FeedEvent[] = [];
  private writing: Promise<void> | null = null;

  constructor(private readonly deps: { db: Db; log: Pick<FastifyBaseLogger, 'warn' | 'error'> }) {}

  record(event: FeedEvent): void {
    this.deps.log.warn({ feedEvent: event }, `price feed ${event.kind}`);
    this.queue.push(event);
    this.writing ??= this.drain();
  }

  /** Resolves once everything recorded so far was written (or failed, and waits for the next). */
  async idle(): Promise<void> {
    await this.writing;
  }

  private async drain(): Promise<void> {
    // Events of one source callback go in one insert.
    await Promise.resolve();
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await insertFeedEvents(this.deps.db, batch);
      } catch (error) {
        this.deps.log.error({ err: error, events: batch.length }, 'could not write feed events');
        this.queue = [...batch, ...this.queue];
        break;
      }
    }
    this.writing = null;
  }
}
