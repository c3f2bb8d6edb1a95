import type { JournalEntryDraft } from '@waihui/core';
import type { Tx } from '../../db/database';
import { postJournalBatch } from '../ledger';
import type { Committed } from './trading.commit';
import {
  type ContractBalance,
  type TraderState,
  type TradingDeps,
  loadTraders,
  lockContractAccounts,
} from './trading.deps';
import {
  type ConsentRow,
  type FillRow,
  type NewFill,
  type NewOrder,
  type NewPosition,
  type OrderRow,
  type PositionClose,
  type PositionRow,
  closeOpenPositions,
  consentedUsers,
  drawTradingIds,
  findOrdersByIdempotencyKeys,
  insertConsents,
  insertFillsWithIds,
  insertOrdersWithIds,
  insertPositionsWithIds,
} from './trading.repository';

/*
 * Trading steps decided together (docs/trading.md, "Server: throughput"): a user's market order or
 * close, from many users at once, in a fixed number of statements however many steps — take the
 * users' locks and read their positions, pending orders, consents and used order keys; lock their
 * contract accounts (and fee and house shards); draw the ids of the rows to write; decide each step
 * in arrival order with core's rules on what was read; then write every accepted step's rows and
 * ledger entries, one statement per table. A refusal is its step's answer and writes nothing.
 *
 * Each user appears at most once in one call (the writer starts a new call when a user comes again),
 * so what was read for a user is exactly what stands when their step is decided.
 */

/** What a step decides on: its user's rows and buckets, read under their locks. */
export interface StepState {
  trader: TraderState;
  balance: ContractBalance;
  consented: boolean;
  /** The user's order with the step's idempotency key, when one is stored (a replay). */
  earlier: OrderRow | null;
  /** The time of every row and entry the call writes. */
  at: Date;
}

/** How many ids of each table a step writes at most (drawn for it unless it replays). */
export interface StepDraws {
  orders: number;
  positions: number;
  fills: number;
}

/** The ids drawn for one step, ascending. */
export interface StepIds {
  orders: number[];
  positions: number[];
  fills: number[];
}

/** What a step writes, its ids set; the fill's ledger entry is the step's `entry` once posted. */
export interface StepWrites {
  consent?: ConsentRow;
  order?: NewOrder;
  entry?: JournalEntryDraft;
  position?: NewPosition;
  close?: { positionId: number; close: PositionClose };
  fill?: Omit<NewFill, 'ledgerEntryId'>;
}

/** The rows the call wrote, by id (positions: the inserted and the closed). */
export interface WrittenRows {
  orders: ReadonlyMap<number, OrderRow>;
  positions: ReadonlyMap<number, PositionRow>;
  fills: ReadonlyMap<number, FillRow>;
}

export interface StepPlan<T> {
  writes: StepWrites;
  /** The step's answer, from the rows as written (or, for a replay, read). */
  answer: (written: WrittenRows, tx: Tx) => Promise<T>;
}

/** A trading action that can be decided beside others (trading.writer.ts groups them). */
export interface TradingStep<T extends Committed> {
  readonly kind: 'step';
  readonly deps: TradingDeps;
  readonly userId: string;
  readonly idempotencyKey: string | null;
  readonly draws: StepDraws;
  /** Its writes and how to answer, or throws its refusal. */
  decide: (state: StepState, ids: StepIds, tx: Tx) => Promise<StepPlan<T>>;
}

export type Outcome = { ok: true; result: Committed } | { ok: false; error: Error };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function byId<R extends { id: number }>(rows: readonly R[]): Map<number, R> {
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Decides and writes `steps` (of distinct users) in `tx`: one outcome per step, in order. A
 * database error (a write the database refused) fails the call; the writer then takes the steps
 * one at a time.
 */
export async function runSteps(
  tx: Tx,
  steps: readonly TradingStep<Committed>[],
): Promise<Outcome[]> {
  const first = steps[0];
  if (first === undefined) return [];
  const { deps } = first;
  const userIds = steps.map((step) => step.userId);
  const traders = await loadTraders(deps, tx, userIds);
  const stored = await findOrdersByIdempotencyKeys(
    tx,
    steps.flatMap(({ userId, idempotencyKey }) =>
      idempotencyKey === null ? [] : [{ userId, idempotencyKey }],
    ),
  );
  const consented = await consentedUsers(tx, userIds);
  const balances = await lockContractAccounts(tx, userIds);
  const at = deps.now();

  const earlierOf = (step: TradingStep<Committed>) =>
    stored.find((o) => o.userId === step.userId && o.idempotencyKey === step.idempotencyKey) ??
    null;
  const drawing = steps.filter((step) => earlierOf(step) === null);
  const drawn = await drawTradingIds(tx, {
    orders: drawing.reduce((n, step) => n + step.draws.orders, 0),
    positions: drawing.reduce((n, step) => n + step.draws.positions, 0),
    fills: drawing.reduce((n, step) => n + step.draws.fills, 0),
  });

  // Decide, in order.
  const decided: ({ ok: true; plan: StepPlan<Committed> } | { ok: false; error: Error })[] = [];
  for (const step of steps) {
    const earlier = earlierOf(step);
    const ids: StepIds =
      earlier === null
        ? {
            orders: drawn.orders.splice(0, step.draws.orders),
            positions: drawn.positions.splice(0, step.draws.positions),
            fills: drawn.fills.splice(0, step.draws.fills),
          }
        : { orders: [], positions: [], fills: [] };
    const state: StepState = {
      trader: traders.get(step.userId) ?? { positions: [], pendingOrders: [] },
      balance: balances.get(step.userId)!,
      consented: consented.has(step.userId),
      earlier,
      at,
    };
    try {
      decided.push({ ok: true, plan: await step.decide(state, ids, tx) });
    } catch (error) {
      decided.push({ ok: false, error: asError(error) });
    }
  }

  // Write what was accepted: one statement per table, the ledger's batch door for the entries.
  const writes = decided.flatMap((d) => (d.ok ? [d.plan.writes] : []));
  await insertConsents(
    tx,
    writes.flatMap((w) => (w.consent ? [w.consent] : [])),
  );
  const orders = await insertOrdersWithIds(
    tx,
    writes.flatMap((w) => (w.order ? [w.order] : [])),
  );
  const posting = writes.filter((w) => w.entry !== undefined);
  const posted = await postJournalBatch(
    tx,
    posting.map((w) => w.entry!),
    { at },
  );
  const entryIdOf = new Map(posting.map((w, i) => [w, posted[i]!.entryId]));
  const opened = await insertPositionsWithIds(
    tx,
    writes.flatMap((w) => (w.position ? [w.position] : [])),
  );
  const closes = writes.flatMap((w) => (w.close ? [w.close] : []));
  const closed = await closeOpenPositions(tx, closes);
  // Under the traders' locks an open position stays open: anything else is a broken invariant.
  if (closed.length !== closes.length) throw new Error('trading: a position closed under its lock');
  const fills = await insertFillsWithIds(
    tx,
    writes.flatMap((w) => {
      if (!w.fill) return [];
      const ledgerEntryId = entryIdOf.get(w);
      if (ledgerEntryId === undefined) throw new Error('trading: a fill without its entry');
      return [{ ...w.fill, ledgerEntryId }];
    }),
  );

  const written: WrittenRows = {
    orders: byId(orders),
    positions: byId([...opened, ...closed]),
    fills: byId(fills),
  };
  const outcomes: Outcome[] = [];
  for (const d of decided) {
    if (!d.ok) {
      outcomes.push(d);
      continue;
    }
    outcomes.push({ ok: true, result: await d.plan.answer(written, tx) });
  }
  return outcomes;
}
