import {
  type Decimal,
  type JournalEntryDraft,
  type UsdConversion,
  computeOpen,
  limitOrderFills,
  openingPrice,
  parseDecimal,
  summarizeAccount,
  toDecimalString,
} from '@waihui/core';
import type { Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { postJournal } from '../ledger';
import { releaseOrder } from './trading.cancel';
import type { Committed, TradingAction } from './trading.commit';
import {
  type ChangeOf,
  type ContractBalance,
  type FillCause,
  type TraderState,
  type TradingDeps,
  loadTrader,
  lockContractAccount,
  marketColumns,
  refuse,
} from './trading.deps';
import { type FeedQuote, type TradingInstrument, conversionFor, coreQuote } from './trading.market';
import {
  type FillRow,
  type NewFill,
  type NewPosition,
  type OrderRow,
  type PositionRow,
  endPendingOrder,
  insertFill,
  insertPosition,
} from './trading.repository';
import { accountSnapshot, reserveOf } from './trading.valuation';

/*
 * Opening a position: the fill of an order at the opening side of a quote, for a user's market
 * order (trading.submit.ts) and for a resting limit order the engine's quote crossed.
 */

export interface Opened extends Committed {
  order: OrderRow;
  position: PositionRow;
  fill: FillRow;
  changes: [ChangeOf<'position_opened'>];
}

/** What a fill needs of its order: the terms it was placed with. */
export type OrderTerms = Pick<
  OrderRow,
  'id' | 'side' | 'lots' | 'leverage' | 'contractSize' | 'feeRate' | 'takeProfit' | 'stopLoss'
>;

export interface OpenInput {
  userId: string;
  order: OrderTerms;
  instrument: TradingInstrument;
  quote: FeedQuote;
  conversion: UsdConversion;
  trader: TraderState;
  reserved: Decimal | null;
  cause: FillCause;
  afterRestart: boolean;
}

/** A fill decided: its ledger entry and the rows it writes, but for the ids known once written. */
export interface OpenDecision {
  entry: JournalEntryDraft;
  position: NewPosition;
  fill: Omit<NewFill, 'positionId' | 'ledgerEntryId'>;
}

/**
 * Decides the fill of `order` at the opening side of `quote` against the contract account's
 * buckets under lock (core's computeOpen; throws its refusal). Writes nothing.
 */
export function decideOpen(
  deps: TradingDeps,
  input: OpenInput & { balance: ContractBalance; at: Date },
): OpenDecision {
  const { userId, order, instrument, at } = input;
  const fillPrice = openingPrice(order.side, coreQuote(input.quote));
  const { available, locked } = input.balance;
  // Free margin counts every pending reserve, this order's too; computeOpen adds this order's back.
  const summary = summarizeAccount(
    accountSnapshot({
      available,
      locked,
      positions: input.trader.positions,
      pendingOrders: input.trader.pendingOrders,
    }),
  );
  const decided = computeOpen({
    userId,
    orderId: String(order.id),
    instrument: {
      contractSize: parseDecimal(order.contractSize),
      feeRate: parseDecimal(order.feeRate),
    },
    side: order.side,
    lots: order.lots,
    leverage: order.leverage,
    fillPrice,
    conversion: input.conversion,
    account: { available, freeMargin: summary.freeMargin },
    reserved: input.reserved,
  });
  if (!decided.ok) throw refuse(decided.issues[0]);
  const opened = decided.value;
  return {
    entry: opened.entry,
    position: {
      userId,
      symbol: instrument.symbol,
      side: order.side,
      lots: order.lots,
      leverage: order.leverage,
      contractSize: order.contractSize,
      feeRate: order.feeRate,
      quoteCurrency: instrument.quote,
      openPrice: fillPrice.toFixed(),
      margin: toDecimalString(opened.margin),
      openFee: toDecimalString(opened.fee),
      takeProfit: order.takeProfit,
      stopLoss: order.stopLoss,
      status: 'open',
      openedAt: at,
    },
    fill: {
      userId,
      orderId: order.id,
      action: 'open',
      cause: input.cause,
      symbol: instrument.symbol,
      side: order.side,
      lots: order.lots,
      price: fillPrice.toFixed(),
      ...marketColumns(deps.market, input.quote, input.conversion, input.cause),
      fee: toDecimalString(opened.fee),
      realizedPnl: null,
      afterRestart: input.afterRestart,
      createdAt: at,
    },
  };
}

/**
 * Fills the pending `order` at the opening side of `quote`: posts position_open (releasing a limit
 * order's reserve), writes the position, the fill with its quote, and ends the order as filled.
 */
export async function openPosition(
  deps: TradingDeps,
  tx: Tx,
  input: OpenInput & { order: OrderRow },
): Promise<Opened> {
  const at = deps.now();
  const balance = await lockContractAccount(tx, input.userId);
  const decided = decideOpen(deps, { ...input, balance, at });
  const posted = await postJournal(tx, decided.entry, { at });
  const position = await insertPosition(tx, decided.position);
  const fill = await insertFill(tx, {
    ...decided.fill,
    positionId: position.id,
    ledgerEntryId: posted.entryId,
  });
  const filled = await endPendingOrder(tx, input.order.id, {
    status: 'filled',
    cancelCause: null,
    positionId: position.id,
    endedAt: at,
  });
  if (filled === null) throw new Error(`order ${input.order.id} was no longer pending at its fill`);
  return {
    order: filled,
    position,
    fill,
    changes: [{ kind: 'position_opened', position, fill, order: filled }],
  };
}

/**
 * The engine's action when a quote crosses a resting limit order. Fills it at that quote; when the
 * account can no longer pay the margin at the fill price, cancels it (reserve released) instead.
 * No changes when the order is no longer pending (cancelled meanwhile) or its limit, modified
 * meanwhile, is no longer crossed by the quote.
 */
export function fillRestingOrder(
  deps: TradingDeps,
  orderId: number,
  userId: string,
  quote: FeedQuote,
  afterRestart: boolean,
): TradingAction<Committed> {
  return async (tx) => {
    const trader = await loadTrader(deps, tx, userId);
    const order = trader.pendingOrders.find((o) => o.id === orderId);
    if (order === undefined) return { changes: [] };
    // Modified after this quote fired it (product.md §10.16): its new limit decides; the modify's
    // commit re-keyed its trigger there.
    const limit = order.limitPrice === null ? null : parseDecimal(order.limitPrice);
    if (limit !== null && !limitOrderFills(order.side, limit, coreQuote(quote)))
      return { changes: [] };
    const instrument = deps.market.instrument(order.symbol);
    const conversion = instrument ? conversionFor(deps.market, instrument.quote) : null;
    const reserved = reserveOf(order);
    const cancel = async () => ({
      changes: [await releaseOrder(deps, tx, order, 'insufficient_margin')],
    });
    if (instrument === undefined || conversion === null || !conversion.ok) return cancel();
    try {
      // A savepoint: a refused fill leaves nothing behind but the cancel below.
      return await tx.transaction((inner) =>
        openPosition(deps, inner, {
          userId,
          order,
          instrument,
          quote,
          conversion: conversion.value,
          trader,
          reserved,
          cause: 'limit',
          afterRestart,
        }),
      );
    } catch (error) {
      if (error instanceof BusinessError && error.reason === 'INSUFFICIENT_MARGIN') return cancel();
      throw error;
    }
  };
}
