import {
  type AccountSnapshot,
  Decimal,
  type StopOutPosition,
  feeUsd,
  floatingPnl,
  notionalValue,
  parseDecimal,
  toUsd,
  closingPrice,
} from '@waihui/core';
import { type TradingMarket, coreQuote, conversionFor } from './trading.market';
import type { OrderRow, PositionRow } from './trading.repository';

/*
 * Live figures of positions: floating PnL (USD, on the closing side of the latest quote, converted at
 * the current mid) and the account snapshot the core's margin rules take. A position whose quote or
 * conversion is missing (before the feed's first tick) counts with zero PnL and is marked `stale`.
 */

export interface ValuedPosition {
  row: PositionRow;
  /** Closing-side price now (a long's bid, a short's ask); null without a quote. */
  currentPrice: Decimal | null;
  /** USD, roundHalfEven8; negative is a loss. */
  floatingPnl: Decimal;
  /** What closing now would charge (USD, roundHalfEven8). */
  closeFee: Decimal;
  stale: boolean;
}

export function valuePosition(market: TradingMarket, row: PositionRow): ValuedPosition {
  const quote = market.latest(row.symbol);
  const conversion = conversionFor(market, row.quoteCurrency);
  if (quote === undefined || !conversion.ok)
    return {
      row,
      currentPrice: null,
      floatingPnl: new Decimal(0),
      closeFee: new Decimal(0),
      stale: true,
    };
  const q = coreQuote(quote);
  const contractSize = parseDecimal(row.contractSize);
  const currentPrice = closingPrice(row.side, q);
  const pnl = floatingPnl({
    side: row.side,
    lots: row.lots,
    contractSize,
    openPrice: parseDecimal(row.openPrice),
    quote: q,
    conversion: conversion.value,
  });
  const closeFee = feeUsd(
    toUsd(notionalValue(row.lots, contractSize, currentPrice), conversion.value),
    parseDecimal(row.feeRate),
  );
  return { row, currentPrice, floatingPnl: pnl, closeFee, stale: false };
}

/** What a resting order keeps locked: its margin plus its open fee (USD). */
export function reserveOf(order: OrderRow): Decimal {
  return parseDecimal(order.reservedMargin).plus(parseDecimal(order.reservedFee));
}

/** The reserves of all the user's resting orders (USD): part of `locked`, not used margin. */
export function pendingReservedOf(orders: readonly OrderRow[]): Decimal {
  return orders.reduce((sum, order) => sum.plus(reserveOf(order)), new Decimal(0));
}

/** The contract account as core's margin rules see it; `balance` = available + locked (USD). */
export function accountSnapshot(input: {
  available: Decimal;
  locked: Decimal;
  positions: readonly ValuedPosition[];
  pendingOrders: readonly OrderRow[];
}): AccountSnapshot & { available: Decimal } {
  return {
    available: input.available,
    balance: input.available.plus(input.locked),
    positions: input.positions.map((p) => ({
      margin: parseDecimal(p.row.margin),
      floatingPnl: p.floatingPnl,
    })),
    pendingReserved: pendingReservedOf(input.pendingOrders),
  };
}

export function stopOutPositionOf(position: ValuedPosition): StopOutPosition {
  return {
    id: String(position.row.id),
    margin: parseDecimal(position.row.margin),
    floatingPnl: position.floatingPnl,
    closeFee: position.closeFee,
  };
}
