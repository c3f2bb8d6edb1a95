import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { outboxMessages, type CodeChannel } from '../../db/schema';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export async function insertOutboxMessage(
  db: DbOrTx,
  row: {
    channel: CodeChannel;
    destination: string;
    subject: string | null;
    body: string;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(outboxMessages).values(row);
}

/** Messages to a destination, newest first (tests and demo tooling read codes here). */
export async function listOutboxMessages(db: DbOrTx, destination: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.destination, destination))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
}
