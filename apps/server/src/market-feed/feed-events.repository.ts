import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { feedEvents } from '../db/schema';

/** A feed event as stored (feed_events, append-only; the leading process writes them). */
export type FeedEventRow = typeof feedEvents.$inferSelect;

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
