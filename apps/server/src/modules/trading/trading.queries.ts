import type {
  OpenTradesData,
  Position,
  PositionValuation,
  TradeHistoryData,
  TradingSummary,
} from '@waihui/contracts';
import {
  type AccountSummary,
  type Decimal,
  MARGIN_CALL_LEVEL,
  estimateStopOutPrice,
  marginState,
  parseDecimal,
  summarizeAccount,
  toDecimalString,
} from '@waihui/core';
import type { DbOrTx } from '../../db/database';
import { conversionFor } from './trading.market';
import {
  type ContractBalance,
  type TradingDeps,
  contractBalanceOf,
  readTrader,
} from './trading.deps';
import {
  findConsent,
  listClosedPositionsOfUser,
  listFillsOfPositions,
  sumOpenMarginOfUser,
  type OrderRow,
  type PositionRow,
} from './trading.repository';
import { type ValuedPosition, accountSnapshot, valuePosition } from './trading.valuation';
import { orderView, positionLiveFigures, positionView, precisionOfMarket } from './trading.views';

/*
 * The read side of trading: the account summary (lever/in_out), open positions and pending orders
 * with live figures (lever/dealall/v2) and the history of closed positions with their fills
 * (lever/my_trade). Reads only; figures use the latest quotes.
 */

async function loadOpen(deps: TradingDeps, db: DbOrTx, userId: string) {
  const [{ positions, pendingOrders }, balance, consent] = await Promise.all([
    readTrader(deps, db, userId),
    contractBalanceOf(db, userId),
    findConsent(db, userId),
  ]);
  const summary = summarizeAccount(accountSnapshot({ ...balance, positions, pendingOrders }));
  return { positions, orders: pendingOrders, balance, summary, consented: consent !== null };
}

/** The account summary on the wire, from the core's summary and the balances it was made of. */
export function summaryView(
  deps: TradingDeps,
  account: {
    balance: ContractBalance;
    summary: AccountSummary;
    consented: boolean;
  },
): TradingSummary {
  const { summary } = account;
  return {
    currency: 'USD',
    balance: toDecimalString(summary.balance),
    available: toDecimalString(account.balance.available),
    locked: toDecimalString(account.balance.locked),
    floating_pnl: toDecimalString(summary.floatingPnl),
    equity: toDecimalString(summary.equity),
    used_margin: toDecimalString(summary.usedMargin),
    pending_reserved: toDecimalString(summary.pendingReserved),
    free_margin: toDecimalString(summary.freeMargin),
    margin_level: summary.marginLevel === null ? null : toDecimalString(summary.marginLevel),
    margin_state: marginState(summary, {
      marginCall: MARGIN_CALL_LEVEL,
      stopOut: deps.settings.stopOutLevel,
    }),
    margin_call_level: toDecimalString(MARGIN_CALL_LEVEL),
    stop_out_level: toDecimalString(deps.settings.stopOutLevel),
    profile: deps.settings.profile,
    consent_required: !account.consented,
  };
}

/** Margin held by the user's open positions (USD): the Assets page's position margin. */
export async function positionMarginOf(deps: TradingDeps, userId: string): Promise<Decimal> {
  return parseDecimal(await sumOpenMarginOfUser(deps.db, userId));
}

/**
 * Free margin of the user's contract account (USD) for the balances given, on the latest quotes:
 * equity − used margin − pending reserves. The ledger caps a transfer out of the contract account
 * with it, calling it inside the transfer's transaction after locking the account (app.ts wires it).
 */
export async function contractFreeMarginOf(
  deps: TradingDeps,
  db: DbOrTx,
  userId: string,
  balance: ContractBalance,
): Promise<Decimal> {
  const trader = await readTrader(deps, db, userId);
  return summarizeAccount(accountSnapshot({ ...balance, ...trader })).freeMargin;
}

export async function getTradingSummary(
  deps: TradingDeps,
  userId: string,
): Promise<TradingSummary> {
  return summaryView(deps, await loadOpen(deps, deps.db, userId));
}

/** A position's estimated stop-out price, the other positions' PnL held as now. */
export function stopOutPriceOf(
  deps: TradingDeps,
  position: ValuedPosition,
  summary: AccountSummary,
) {
  const instrument = deps.market.instrument(position.row.symbol);
  const conversion = conversionFor(deps.market, position.row.quoteCurrency);
  if (instrument === undefined || !conversion.ok || position.stale) return null;
  return estimateStopOutPrice({
    side: position.row.side,
    lots: position.row.lots,
    contractSize: parseDecimal(position.row.contractSize),
    openPrice: parseDecimal(position.row.openPrice),
    precision: instrument.precision,
    conversion: conversion.value,
    balance: summary.balance,
    otherPositionsPnl: summary.floatingPnl.minus(position.floatingPnl),
    usedMargin: summary.usedMargin,
    stopOutLevel: deps.settings.stopOutLevel,
  });
}

export async function getOpenTrades(deps: TradingDeps, userId: string): Promise<OpenTradesData> {
  const loaded = await loadOpen(deps, deps.db, userId);
  const fills = await listFillsOfPositions(
    deps.db,
    userId,
    loaded.positions.map((p) => p.row.id),
  );
  return {
    positions: loaded.positions.map((valued) =>
      positionView(
        valued.row,
        fills,
        { valued, estimatedStopOutPrice: stopOutPriceOf(deps, valued, loaded.summary) },
        precisionOfMarket(deps.market),
      ),
    ),
    orders: loaded.orders.map((order) => orderView(order, precisionOfMarket(deps.market))),
    summary: summaryView(deps, loaded),
  };
}

/**
 * What the live channel sends with committed changes: the account summary now and the changed
 * positions as the HTTP calls show them (all their fills; an open one with its live figures), in
 * the order of `rows`.
 */
export async function getChangedPositions(
  deps: TradingDeps,
  userId: string,
  rows: readonly PositionRow[],
): Promise<{ summary: TradingSummary; positions: Position[] }> {
  const loaded = await loadOpen(deps, deps.db, userId);
  const fills = await listFillsOfPositions(deps.db, userId, [
    ...new Set(rows.map((row) => row.id)),
  ]);
  return {
    summary: summaryView(deps, loaded),
    positions: rows.map((row) => {
      const precisionOf = precisionOfMarket(deps.market);
      if (row.status !== 'open') return positionView(row, fills, null, precisionOf);
      const valued = valuePosition(deps.market, row);
      return positionView(
        row,
        fills,
        { valued, estimatedStopOutPrice: stopOutPriceOf(deps, valued, loaded.summary) },
        precisionOf,
      );
    }),
  };
}

/**
 * The account revalued on the latest quotes from rows already in memory (the engine's tracked
 * account): no database read. `consented` is what the last read of the consent said.
 */
export function valueAccount(
  deps: TradingDeps,
  account: {
    available: Decimal;
    locked: Decimal;
    positions: readonly PositionRow[];
    pendingOrders: readonly OrderRow[];
  },
  consented: boolean,
): { summary: TradingSummary; positions: PositionValuation[] } {
  const valued = account.positions.map((row) => valuePosition(deps.market, row));
  const summary = summarizeAccount(
    accountSnapshot({
      available: account.available,
      locked: account.locked,
      positions: valued,
      pendingOrders: account.pendingOrders,
    }),
  );
  return {
    summary: summaryView(deps, {
      balance: { available: account.available, locked: account.locked },
      summary,
      consented,
    }),
    positions: valued.map((position) =>
      positionLiveFigures(
        position.row,
        { valued: position, estimatedStopOutPrice: stopOutPriceOf(deps, position, summary) },
        precisionOfMarket(deps.market),
      ),
    ),
  };
}

export async function getTradeHistory(
  deps: TradingDeps,
  userId: string,
  page: { page: number; limit: number; before_id?: number | undefined },
): Promise<TradeHistoryData> {
  const rows = await listClosedPositionsOfUser(deps.db, userId, {
    limit: page.limit + 1,
    offset: (page.page - 1) * page.limit,
    ...(page.before_id === undefined ? {} : { beforeId: page.before_id }),
  });
  const shown = rows.slice(0, page.limit);
  const fills = await listFillsOfPositions(
    deps.db,
    userId,
    shown.map((row) => row.id),
  );
  return {
    list: shown.map((row) => positionView(row, fills, null, precisionOfMarket(deps.market))),
    page: page.page,
    limit: page.limit,
    has_more: rows.length > page.limit,
  };
}
