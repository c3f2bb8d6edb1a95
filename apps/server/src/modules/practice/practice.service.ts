import type { Book } from '@waihui/core';
import type { PracticeResetData } from '@waihui/contracts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { ensurePracticeHolder, setSessionBook } from '../identity';
import { openPracticeBook, resetPracticeBook } from '../ledger';
import type { TradingCommands, TradingQueries } from '../trading';

/*
 * Switching a session between the live and the practice book, and resetting the practice book
 * (docs/decisions.md, "Practice and live"). The practice holder's id is derived from the live one
 * (core `practiceUserIdOf`): every function here starts from the session's own user, so a user
 * reaches only their own practice book.
 */

export interface PracticeDeps {
  db: Db;
  now: () => Date;
  /** Trading's commands and queries (app.ts lends them): closing and cancelling at reset. */
  trading: {
    openTrades: TradingQueries['openTrades'];
    closePosition: TradingCommands['closePosition'];
    cancelOrder: TradingCommands['cancelOrder'];
  };
  /** Spot's: cancels every pending spot order of a user; how many. */
  cancelPendingSpotOrders: (userId: string) => Promise<number>;
}

/**
 * The user's practice holder, opened with its starting credit the first time (both safe to repeat,
 * in one transaction). Returns its id.
 */
async function openPractice(deps: PracticeDeps, liveUserId: string): Promise<string> {
  return inTransaction(deps.db, async (tx) => {
    const practiceId = await ensurePracticeHolder(tx, liveUserId);
    await openPracticeBook(tx, practiceId, deps.now());
    return practiceId;
  });
}

/** Sets the session's book; the practice book is opened on the way in. */
export async function switchBook(
  deps: PracticeDeps,
  session: { liveUserId: string; sessionId: string },
  book: Book,
): Promise<{ book: Book }> {
  if (book === 'practice') await openPractice(deps, session.liveUserId);
  const set = await setSessionBook(deps.db, session.liveUserId, session.sessionId, book);
  if (!set) throw new Error('practice: the session vanished while switching');
  return { book };
}

/**
 * Closes every open practice position and cancels every pending practice order (contract and spot)
 * at the current quote, each as the user's own action, then brings the practice balances back to
 * the starting credit with one ledger entry. Delivery contracts run to their settlement.
 */
export async function resetPractice(
  deps: PracticeDeps,
  liveUserId: string,
): Promise<PracticeResetData> {
  const practiceId = await openPractice(deps, liveUserId);
  const open = await deps.trading.openTrades(practiceId);
  for (const position of open.positions) await deps.trading.closePosition(practiceId, position.id);
  for (const order of open.orders) await deps.trading.cancelOrder(practiceId, order.id);
  const spotCancelled = await deps.cancelPendingSpotOrders(practiceId);
  const entryId = await resetPracticeBook(deps.db, practiceId, deps.now());
  return {
    closed_positions: open.positions.length,
    cancelled_orders: open.orders.length + spotCancelled,
    entry_id: entryId,
  };
}
