import { desc, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { feedEvents } from '../db/schema';
import type { FeedEvent } from './feed-events';

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

/** Newest first, `limit` of them, before the event id `beforeId` when given (paging). */
export async function listFeedEvents(
  db: DbOrTx,
  page: { limit: number; beforeId?: number },
): Promise<(FeedEvent & { id: number })[]> {
  const rows = await db
    .select()
    .from(feedEvents)
    .where(page.beforeId === undefined ? undefined : lt(feedEvents.id, page.beforeId))
    .orderBy(desc(feedEvents.id))
    .limit(page.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.getTime(),
    kind: row.kind,
    instrument: row.instrument,
    sourceId: row.sourceId,
    details: row.details,
  }));
}
