import { closingPrice, computeClose, parseDecimal, toDecimalString } from '@waihui/core';
import type { Tx } from '../../db/database';
import { postJournal } from '../ledger';
import type { Committed, TradingAction } from './trading.commit';
import {
  type ChangeOf,
  type FillCause,
  type TraderState,
  type TradingDeps,
  loadTrader,
  lockContractAccount,
  marketColumns,
  refusal,
} from './trading.deps';
import { conversionOrRefuse, dealableQuote } from './trading.input';
import { type FeedQuote, coreQuote } from './trading.market';
import {
  type FillRow,
  type PositionRow,
  closeOpenPosition,
  findPositionOfUser,
  insertFill,
} from './trading.repository';
import { pendingReservedOf } from './trading.valuation';

/*
 * Closing a whole position at the closing side of a quote: the user's close, a TP or SL the
 * engine's quote crossed, and each close of a stop-out (trading.stop-out.ts). Of several closes
 * racing for one position the first to commit wins (`closeOpenPosition` is conditional).
 */

/**
 * Closes `position` at `quote`: posts position_close (margin released, PnL against the house, fee,
 * any house cover), marks the position closed and writes the close fill with its quote.
 */
export async function closeAt(
  deps: TradingDeps,
  tx: Tx,
  position: PositionRow,
  trader: TraderState,
  quote: FeedQuote,
  cause: FillCause,
  afterRestart: boolean,
): Promise<ChangeOf<'position_closed'>> {
  const conversion = conversionOrRefuse(deps, position.quoteCurrency);
  const closePrice = closingPrice(position.side, coreQuote(quote));
  const at = deps.now();
  const pendingReserved = pendingReservedOf(trader.pendingOrders);
  const { available, locked } = await lockContractAccount(tx, position.userId);
  const close = computeClose({
    userId: position.userId,
    positionId: String(position.id),
    instrument: {
      contractSize: parseDecimal(position.contractSize),
      feeRate: parseDecimal(position.feeRate),
    },
    position: {
      side: position.side,
      lots: position.lots,
      openPrice: parseDecimal(position.openPrice),
      margin: parseDecimal(position.margin),
    },
    closePrice,
    conversion,
    account: { available, locked, pendingReserved },
  });
  const posted = await postJournal(tx, close.entry, { at });
  const closed = await closeOpenPosition(tx, position.id, {
    closedAt: at,
    closePrice: closePrice.toFixed(),
    closeCause: cause,
    closeFee: toDecimalString(close.fee),
    realizedPnl: toDecimalString(close.realizedPnl),
  });
  // Another close won the race after we read the position: undo ours by failing the transaction.
  if (closed === null) throw refusal('POSITION_NOT_OPEN');
  const fill = await insertFill(tx, {
    userId: position.userId,
    positionId: position.id,
    orderId: null,
    action: 'close',
    cause,
    symbol: position.symbol,
    side: position.side,
    lots: position.lots,
    price: closePrice.toFixed(),
    ...marketColumns(deps.market, quote, conversion, cause),
    fee: toDecimalString(close.fee),
    realizedPnl: toDecimalString(close.realizedPnl),
    houseCover: toDecimalString(close.houseCover),
    afterRestart,
    ledgerEntryId: posted.entryId,
    createdAt: at,
  });
  return { kind: 'position_closed', position: closed, fill };
}

export interface Closed extends Committed {
  position: PositionRow;
  fill: FillRow;
}

/** The user closes their whole position at the current quote ("Close Position?"). */
export function closePosition(
  deps: TradingDeps,
  userId: string,
  positionId: number,
): TradingAction<Closed> {
  return async (tx) => {
    const trader = await loadTrader(deps, tx, userId);
    const position = trader.positions.find((p) => p.row.id === positionId)?.row;
    if (position === undefined) {
      const any = await findPositionOfUser(tx, userId, positionId);
      throw refusal(any === null ? 'POSITION_NOT_FOUND' : 'POSITION_NOT_OPEN');
    }
    const quote = dealableQuote(deps, position.symbol);
    const closed = await closeAt(deps, tx, position, trader, quote, 'user', false);
    return { position: closed.position, fill: closed.fill, changes: [closed] };
  };
}

/**
 * The engine's action when a quote crosses a position's TP or SL: closes it at that quote. No
 * changes when the position is no longer open (closed by the user, the other trigger or a stop-out
 * first).
 */
export function closeByTrigger(
  deps: TradingDeps,
  positionId: number,
  userId: string,
  cause: 'take_profit' | 'stop_loss',
  quote: FeedQuote,
  afterRestart: boolean,
): TradingAction<Committed> {
  return async (tx) => {
    const trader = await loadTrader(deps, tx, userId);
    const position = trader.positions.find((p) => p.row.id === positionId)?.row;
    if (position === undefined) return { changes: [] };
    return { changes: [await closeAt(deps, tx, position, trader, quote, cause, afterRestart)] };
  };
}
