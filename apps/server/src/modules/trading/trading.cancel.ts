import { Decimal, computeOrderRelease } from '@waihui/core';
import type { Tx } from '../../db/database';
import { postJournal } from '../ledger';
import type { Committed, TradingAction } from './trading.commit';
import { type ChangeOf, type TradingDeps, lockContractAccount, refusal } from './trading.deps';
import {
  type OrderRow,
  endPendingOrder,
  findOrderOfUser,
  lockTraderForDecision,
} from './trading.repository';
import { reserveOf } from './trading.valuation';

/*
 * Ending a pending order without a fill: the user's cancel, a stop-out's first step, or a limit
 * fill the account can no longer pay. Its reserve (margin + open fee) goes back to available.
 */

/** Ends `order` as cancelled for `cause` and releases its reserve. */
export async function releaseOrder(
  deps: TradingDeps,
  tx: Tx,
  order: OrderRow,
  cause: 'user' | 'stop_out' | 'insufficient_margin',
): Promise<ChangeOf<'order_ended'>> {
  const at = deps.now();
  const ended = await endPendingOrder(tx, order.id, {
    status: 'cancelled',
    cancelCause: cause,
    positionId: null,
    endedAt: at,
  });
  if (ended === null) throw refusal('ORDER_NOT_PENDING');
  const reserved = reserveOf(order);
  if (!reserved.isZero()) {
    // Cross-margin: a loss may have drawn on the locked pool, so release at most what is locked.
    const { locked } = await lockContractAccount(tx, order.userId);
    const release = computeOrderRelease({
      userId: order.userId,
      orderId: String(order.id),
      reserved: Decimal.min(reserved, locked),
    });
    if (release.postings.length > 0) await postJournal(tx, release, { at });
  }
  return { kind: 'order_ended', order: ended };
}

export interface Cancelled extends Committed {
  order: OrderRow;
}

/** The user cancels their own pending order ("Revocation or not?"): its reserve is released. */
export function cancelOrder(
  deps: TradingDeps,
  userId: string,
  orderId: number,
): TradingAction<Cancelled> {
  return async (tx) => {
    await lockTraderForDecision(tx, userId);
    const order = await findOrderOfUser(tx, userId, orderId);
    if (order === null) throw refusal('ORDER_NOT_FOUND');
    if (order.status !== 'pending') throw refusal('ORDER_NOT_PENDING');
    const ended = await releaseOrder(deps, tx, order, 'user');
    return { order: ended.order, changes: [ended] };
  };
}
