import {
  type JournalEntryDraft,
  closingPrice,
  computeClose,
  parseDecimal,
  splitPosition,
  toDecimalString,
  validateCloseLots,
} from '@waihui/core';
import type { Tx } from '../../db/database';
import { postJournal } from '../ledger';
import type { Committed, TradingAction, TradingWork } from './trading.commit';
import {
  type ChangeOf,
  type ContractBalance,
  type FillCause,
  type TraderState,
  type TradingDeps,
  loadTrader,
  lockContractAccount,
  marketColumns,
  refusal,
  refuse,
} from './trading.deps';
import { conversionOrRefuse, dealableQuote } from './trading.input';
import { type FeedQuote, coreQuote } from './trading.market';
import {
  type FillRow,
  type NewFill,
  type PositionClose,
  type PositionRow,
  closeOpenPosition,
  findPositionOfUser,
  insertFill,
  insertPosition,
  reduceOpenPosition,
} from './trading.repository';
import { pendingReservedOf } from './trading.valuation';

/*
 * Closing a whole position at the closing side of a quote: the user's close, a TP or SL the
 * engine's quote crossed, and each close of a stop-out (trading.stop-out.ts). Of several closes
 * racing for one position the first to commit wins (`closeOpenPosition` is conditional). The user
 * may close a part (product.md §10.16): it is split off as its own position (`part_of`) and closed
 * like a whole one, so each part has its close fill, quote and ledger entry.
 */

/** A close decided: its ledger entry, the position's closing figures and the fill, but for ids. */
export interface CloseDecision {
  entry: JournalEntryDraft;
  close: PositionClose;
  fill: Omit<NewFill, 'ledgerEntryId'>;
}

/**
 * Decides the close of `position` at `quote` against the contract account's buckets under lock
 * (core's computeClose: margin released, PnL against the house, fee, any house cover). Writes nothing.
 */
export function decideClose(
  deps: TradingDeps,
  input: {
    position: PositionRow;
    trader: TraderState;
    quote: FeedQuote;
    cause: FillCause;
    afterRestart: boolean;
    balance: ContractBalance;
    at: Date;
  },
): CloseDecision {
  const { position, quote, cause, at } = input;
  const conversion = conversionOrRefuse(deps, position.quoteCurrency);
  const closePrice = closingPrice(position.side, coreQuote(quote));
  const pendingReserved = pendingReservedOf(input.trader.pendingOrders);
  const { available, locked } = input.balance;
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
  return {
    entry: close.entry,
    close: {
      closedAt: at,
      closePrice: closePrice.toFixed(),
      closeCause: cause,
      closeFee: toDecimalString(close.fee),
      realizedPnl: toDecimalString(close.realizedPnl),
    },
    fill: {
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
      afterRestart: input.afterRestart,
      createdAt: at,
    },
  };
}

/**
 * Closes `position` at `quote`: posts position_close, marks the position closed and writes the
 * close fill with its quote (decideClose).
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
  const at = deps.now();
  const balance = await lockContractAccount(tx, position.userId);
  const decided = decideClose(deps, {
    position,
    trader,
    quote,
    cause,
    afterRestart,
    balance,
    at,
  });
  const posted = await postJournal(tx, decided.entry, { at });
  const closed = await closeOpenPosition(tx, position.id, decided.close);
  // Another close won the race after we read the position: undo ours by failing the transaction.
  if (closed === null) throw refusal('POSITION_NOT_OPEN');
  const fill = await insertFill(tx, { ...decided.fill, ledgerEntryId: posted.entryId });
  return { kind: 'position_closed', position: closed, fill };
}

export interface Closed extends Committed {
  /** The position closed: the whole one, or the part split off. */
  position: PositionRow;
  fill: FillRow;
  /** After a partial close, what stays open; null after a whole close. */
  remaining: PositionRow | null;
}

/**
 * Splits `closeLots` off `position` as a position of its own (same terms and open time, margin and
 * open fee pro rata, `part_of` the position), the rest staying open on fewer lots.
 */
async function splitOff(
  tx: Tx,
  position: PositionRow,
  closeLots: number,
): Promise<{ part: PositionRow; rest: ChangeOf<'position_reduced'> }> {
  const split = splitPosition(
    {
      lots: position.lots,
      margin: parseDecimal(position.margin),
      openFee: parseDecimal(position.openFee),
    },
    closeLots,
  );
  if (!split.ok) throw refuse(split.issues[0]);
  const { closed, rest } = split.value;
  const reduced = await reduceOpenPosition(tx, position.id, position.lots, {
    lots: rest.lots,
    margin: toDecimalString(rest.margin),
    openFee: toDecimalString(rest.openFee),
  });
  if (reduced === null) throw refusal('POSITION_NOT_OPEN');
  const { id, ...terms } = position;
  const part = await insertPosition(tx, {
    ...terms,
    lots: closed.lots,
    margin: toDecimalString(closed.margin),
    openFee: toDecimalString(closed.openFee),
    partOf: id,
  });
  return { part, rest: { kind: 'position_reduced', position: reduced } };
}

/**
 * The user closes `lots` whole lots of their position at the current quote: the part is split off
 * and closed in its own savepoint (a whole close goes through the batch as closePosition's step).
 */
function closePart(
  deps: TradingDeps,
  userId: string,
  positionId: number,
  lots: string | number,
): TradingAction<Closed> {
  return async (tx) => {
    const trader = await loadTrader(deps, tx, userId);
    const position = trader.positions.find((p) => p.row.id === positionId)?.row;
    if (position === undefined) {
      const any = await findPositionOfUser(tx, userId, positionId);
      throw refusal(any === null ? 'POSITION_NOT_FOUND' : 'POSITION_NOT_OPEN');
    }
    const checked = validateCloseLots(lots, position.lots);
    if (!checked.ok) throw refuse(checked.issues[0]);
    const quote = dealableQuote(deps, position.symbol);
    if (checked.value === position.lots) {
      const closed = await closeAt(deps, tx, position, trader, quote, 'user', false);
      return { position: closed.position, fill: closed.fill, remaining: null, changes: [closed] };
    }
    const { part, rest } = await splitOff(tx, position, checked.value);
    const closed = await closeAt(deps, tx, part, trader, quote, 'user', false);
    return {
      position: closed.position,
      fill: closed.fill,
      remaining: rest.position,
      changes: [rest, closed],
    };
  };
}

/**
 * The user closes their position at the current quote ("Close Position?"): all of it as a step,
 * decided and written with the other users' of its batch (trading.batch.ts), or `lots` whole lots
 * of it (closePart; null: all).
 */
export function closePosition(
  deps: TradingDeps,
  userId: string,
  positionId: number,
  lots: string | number | null = null,
): TradingWork<Closed> {
  if (lots !== null) return closePart(deps, userId, positionId, lots);
  return {
    kind: 'step',
    deps,
    userId,
    idempotencyKey: null,
    draws: { orders: 0, positions: 0, fills: 1 },
    decide: async (state, ids, tx) => {
      const position = state.trader.positions.find((p) => p.row.id === positionId)?.row;
      if (position === undefined) {
        const any = await findPositionOfUser(tx, userId, positionId);
        throw refusal(any === null ? 'POSITION_NOT_FOUND' : 'POSITION_NOT_OPEN');
      }
      const quote = dealableQuote(deps, position.symbol);
      const decided = decideClose(deps, {
        position,
        trader: state.trader,
        quote,
        cause: 'user',
        afterRestart: false,
        balance: state.balance,
        at: state.at,
      });
      const fillId = ids.fills[0]!;
      return {
        writes: {
          entry: decided.entry,
          close: { positionId, close: decided.close },
          fill: { ...decided.fill, id: fillId },
        },
        answer: async (written) => {
          const closed = written.positions.get(positionId);
          const fill = written.fills.get(fillId);
          if (!closed || !fill) throw new Error('trading: a close not written');
          return {
            position: closed,
            fill,
            remaining: null,
            changes: [{ kind: 'position_closed', position: closed, fill }],
          };
        },
      };
    },
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
