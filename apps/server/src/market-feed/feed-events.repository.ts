import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { feedEvents } from '../db/schema';
import type { FeedEvent } from './feed-events';

/** A feed event as stored (feed_events, append-only; the leading process writes them). */
export type FeedEventRow = typeof feedEvents.$inferSelect;

/** Appends feed events (the table refuses UPDATE and DELETE). */
export async function insertFeedEvents(db: DbOrTx, events: readonly FeedEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(feedEvents).values(
    events.map((event) => ({
      at: new Date(event.at),
      kind: event.kind,
      instrument: event.instrument,
      sourceId: event.sourceId,
      details: event.details,
    })),
  );
}

/** Rows of a page: from `offset`, at most `limit`; one instrument's or all. */
export interface FeedEventWindow {
  instrument?: string;
  offset: number;
  limit: number;
}

/** Feed events newest first (ties by id), for operators. */
export async function listFeedEvents(db: DbOrTx, window: FeedEventWindow): Promise<FeedEventRow[]> {
  return db
    .select()
    .from(feedEvents)
    .where(
      window.instrument === undefined ? undefined : eq(feedEvents.instrument, window.instrument),
    )
    .orderBy(desc(feedEvents.at), desc(feedEvents.id))
    .offset(window.offset)
    .limit(window.limit);
}
