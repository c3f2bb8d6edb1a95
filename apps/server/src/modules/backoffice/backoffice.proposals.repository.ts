import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { settingProposals } from '../../db/schema';

export type ProposalRow = typeof settingProposals.$inferSelect;

export async function insertProposal(
  db: DbOrTx,
  row: { key: string; value: unknown; proposedBy: string; proposedAt: Date },
): Promise<ProposalRow> {
  const [inserted] = await db.insert(settingProposals).values(row).returning();
  if (!inserted) throw new Error('proposal insert returned nothing');
  return inserted;
}

export async function findProposal(db: DbOrTx, id: number): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(settingProposals).where(eq(settingProposals.id, id));
  return row;
}

/** Pending proposals, oldest first, then the last `decided` decided ones, newest first. */
export async function listProposals(db: DbOrTx, decided: number): Promise<ProposalRow[]> {
  const pending = await db
    .select()
    .from(settingProposals)
    .where(eq(settingProposals.status, 'pending'))
    .orderBy(settingProposals.id);
  const done = await db
    .select()
    .from(settingProposals)
    .where(ne(settingProposals.status, 'pending'))
    .orderBy(desc(settingProposals.id))
    .limit(decided);
  return [...pending, ...done];
}

/**
 * Moves a pending proposal to its decision; undefined when it is no longer pending (another admin
 * decided first), so of two decisions at once one wins.
 */
export async function decideProposal(
  db: DbOrTx,
  id: number,
  decision: { status: 'applied' | 'rejected' | 'withdrawn'; decidedBy: string; decidedAt: Date },
): Promise<ProposalRow | undefined> {
  const [row] = await db
    .update(settingProposals)
    .set(decision)
    .where(and(eq(settingProposals.id, id), eq(settingProposals.status, 'pending')))
    .returning();
  return row;
}
