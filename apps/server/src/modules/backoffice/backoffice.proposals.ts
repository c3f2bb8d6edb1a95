import type { AdminProposalRow, AdminProposalsData } from '@waihui/contracts';
import { checkProposalApproval } from '@waihui/core';
import type { ZodType } from 'zod';
import type { Db, Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { BusinessError, issueRefusal } from '../../lib/business-error';
import { operatorLabels } from '../identity';
import { type ActorContext, type AuditedChange, insertAuditOf } from './backoffice.audit-row';
import {
  decideProposal,
  findProposal,
  insertProposal,
  listProposals,
  type ProposalRow,
} from './backoffice.proposals.repository';

/*
 * Changes of money-moving settings (the four-eyes threshold and withdrawal fees, delivery payout
 * rates, an instrument's fee rate and leverage) need two admins (product.md §6.3): the save route
 * only records a proposal; a second, different admin applies it, and only then does the save run,
 * audited as its own action by the approver. The withdrawal's own approvals are fixed when it is
 * requested, so a threshold change never reaches one already asked.
 */

/** A save that `auditedRoute` registered with `secondAdmin`: what approval runs. */
export interface ProposableSave {
  /** The save route's body schema: the stored value is checked again before it runs. */
  body: ZodType;
  change: (tx: Tx, body: never, actor: ActorContext) => Promise<AuditedChange<unknown>>;
  committed?: (body: never) => void;
}

/**
 * The saves of one app, by audit action. Keyed by the app's database handle, which every module's
 * routes share: several apps in one process (the test suite) each keep their own.
 */
const saves = new WeakMap<Db, Map<string, ProposableSave>>();

export function registerProposableSave(db: Db, action: string, save: ProposableSave): void {
  const byAction = saves.get(db) ?? new Map<string, ProposableSave>();
  saves.set(db, byAction);
  byAction.set(action, save);
}

/** How many decided proposals the list shows after the pending ones. */
const DECIDED_SHOWN = 50;

/**
 * Records `body` as a proposed `action` with its audit row, then answers CHANGE_PROPOSED with the
 * proposal's id (a refusal's envelope: the save did not happen): nothing of the setting changes yet.
 */
export async function proposeChange(
  db: Db,
  actor: ActorContext,
  action: string,
  body: unknown,
): Promise<never> {
  const proposal = await inTransaction(db, async (tx) => {
    const row = await insertProposal(tx, {
      key: action,
      value: body,
      proposedBy: actor.actorId,
      proposedAt: actor.now,
    });
    await insertAuditOf(tx, actor, 'proposal.create', {
      target: `proposal:${row.id}`,
      before: null,
      after: { action, value: body },
    });
    return row;
  });
  throw new BusinessError('CHANGE_PROPOSED', { details: { proposal_id: proposal.id } });
}

/**
 * A second admin applies a pending proposal: the duty rule (never its proposer), the stored body
 * checked again by the save's schema, the proposal marked applied, then the save and its audit row
 * (the save's own action, by the approver) and the proposal's audit row, all in one transaction.
 */
export async function approveProposal(
  db: Db,
  actor: ActorContext,
  id: number,
): Promise<AdminProposalRow> {
  let applied: { save: ProposableSave; body: unknown } | undefined;
  const row = await inTransaction(db, async (tx) => {
    const proposal = await pendingProposal(tx, id);
    const duty = checkProposalApproval({
      operatorId: actor.actorId,
      proposedBy: proposal.proposedBy,
    });
    if (!duty.ok) throw issueRefusal(duty.issues[0]);
    const save = saves.get(db)?.get(proposal.key);
    if (save === undefined) throw new Error(`no save registered for ${proposal.key}`);
    const body = save.body.parse(proposal.value);
    const decided = await decide(tx, id, 'applied', actor);
    const done = await save.change(tx, body as never, actor);
    await insertAuditOf(tx, actor, proposal.key, done);
    await auditDecision(tx, actor, decided, 'proposal.approve');
    applied = { save, body };
    return decided;
  });
  if (applied) applied.save.committed?.(applied.body as never);
  return proposalView(db, row);
}

/** Another admin rejects a pending proposal; its proposer withdraws it. Nothing else changes. */
export async function rejectProposal(
  db: Db,
  actor: ActorContext,
  id: number,
): Promise<AdminProposalRow> {
  const row = await inTransaction(db, async (tx) => {
    const proposal = await pendingProposal(tx, id);
    const own = proposal.proposedBy === actor.actorId;
    const decided = await decide(tx, id, own ? 'withdrawn' : 'rejected', actor);
    await auditDecision(tx, actor, decided, own ? 'proposal.withdraw' : 'proposal.reject');
    return decided;
  });
  return proposalView(db, row);
}

export async function proposalList(db: Db): Promise<AdminProposalsData> {
  const rows = await listProposals(db, DECIDED_SHOWN);
  return { list: await proposalViews(db, rows) };
}

async function pendingProposal(tx: Tx, id: number): Promise<ProposalRow> {
  const proposal = await findProposal(tx, id);
  if (!proposal) throw new BusinessError('PROPOSAL_NOT_FOUND');
  if (proposal.status !== 'pending') throw new BusinessError('PROPOSAL_NOT_PENDING');
  return proposal;
}

async function decide(
  tx: Tx,
  id: number,
  status: 'applied' | 'rejected' | 'withdrawn',
  actor: ActorContext,
): Promise<ProposalRow> {
  const decided = await decideProposal(tx, id, {
    status,
    decidedBy: actor.actorId,
    decidedAt: actor.now,
  });
  // Another admin decided between our read and this write.
  if (!decided) throw new BusinessError('PROPOSAL_NOT_PENDING');
  return decided;
}

function auditDecision(tx: Tx, actor: ActorContext, row: ProposalRow, action: string) {
  return insertAuditOf(tx, actor, action, {
    target: `proposal:${row.id}`,
    before: { status: 'pending' },
    after: { status: row.status, action: row.key, proposed_by: row.proposedBy },
  });
}

async function proposalView(db: Db, row: ProposalRow): Promise<AdminProposalRow> {
  const [view] = await proposalViews(db, [row]);
  if (!view) throw new Error('proposal view missing');
  return view;
}

async function proposalViews(db: Db, rows: readonly ProposalRow[]): Promise<AdminProposalRow[]> {
  const labels = await operatorLabels(
    db,
    rows.map((row) => row.proposedBy),
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.key,
    value: row.value as Record<string, unknown>,
    status: row.status,
    proposed_by: row.proposedBy,
    proposer: labels.get(row.proposedBy) ?? row.proposedBy,
    proposed_at: row.proposedAt.toISOString(),
    decided_by: row.decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
  }));
}
