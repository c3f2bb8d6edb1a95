import type { Fill, Order, Position, PositionValuation, PreviewData } from '@waihui/contracts';
import {
  type Decimal,
  type OrderPreview,
  parseDecimal,
  profitRatePct,
  toDecimalString,
} from '@waihui/core';
import type { FillRow, OrderRow, PositionRow } from './trading.repository';
import type { ValuedPosition } from './trading.valuation';

/*
 * Rows → the wire (packages/contracts/src/trading.ts). Stored numerics are already canonical
 * decimal strings; toDecimalString normalises what was computed. Times are ISO UTC.
 */

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
/** numeric → canonical decimal string ("100.50000000" → "100.5"). */
const canonical = (value: string) => toDecimalString(parseDecimal(value));
const canonicalOrNull = (value: string | null) => (value === null ? null : canonical(value));

export function fillView(row: FillRow): Fill {
  return {
    id: row.id,
    position_id: row.positionId,
    order_id: row.orderId,
    action: row.action,
    cause: row.cause,
    symbol: row.symbol,
    side: row.side,
    lots: row.lots,
    price: canonical(row.price),
    bid: canonical(row.bid),
    ask: canonical(row.ask),
    quoted_at: row.quotedAt.toISOString(),
    quote_seq: row.quoteSeq,
    usd_pair: row.usdPair,
    usd_rate: canonical(row.usdRate),
    fee: canonical(row.fee),
    realized_pnl: canonicalOrNull(row.realizedPnl),
    house_cover: canonical(row.houseCover),
    after_restart: row.afterRestart,
    created_at: row.createdAt.toISOString(),
  };
}

export function orderView(row: OrderRow): Order {
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    lots: row.lots,
    leverage: row.leverage,
    limit_price: canonicalOrNull(row.limitPrice),
    take_profit: canonicalOrNull(row.takeProfit),
    stop_loss: canonicalOrNull(row.stopLoss),
    reserved_margin: canonical(row.reservedMargin),
    reserved_fee: canonical(row.reservedFee),
    status: row.status,
    cancel_cause: row.cancelCause,
    position_id: row.positionId,
    created_at: row.createdAt.toISOString(),
    ended_at: iso(row.endedAt),
  };
}

/** Live figures of an open position (null for a closed one). */
export interface PositionLive {
  valued: ValuedPosition;
  estimatedStopOutPrice: Decimal | null;
}

/**
 * The figures of a position that move with the quotes: the closing-side price, floating PnL (USD),
 * profit rate (PnL / margin × 100, realised once closed) and the estimated stop-out price. The
 * open-trades read and the live channel's `valuation` messages both take them from here.
 */
export function positionLiveFigures(
  row: PositionRow,
  live: PositionLive | null,
): PositionValuation {
  const valued = live && !live.valued.stale ? live.valued : null;
  const pnl =
    row.realizedPnl !== null ? parseDecimal(row.realizedPnl) : (valued?.floatingPnl ?? null);
  return {
    id: row.id,
    current_price: live?.valued.currentPrice ? live.valued.currentPrice.toFixed() : null,
    floating_pnl: valued === null ? null : toDecimalString(valued.floatingPnl),
    profit_rate:
      pnl === null ? null : toDecimalString(profitRatePct(pnl, parseDecimal(row.margin))),
    estimated_stop_out_price: live?.estimatedStopOutPrice?.toFixed() ?? null,
  };
}

export function positionView(
  row: PositionRow,
  fills: readonly FillRow[],
  live: PositionLive | null,
): Position {
  const figures = positionLiveFigures(row, live);
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    lots: row.lots,
    leverage: row.leverage,
    contract_size: canonical(row.contractSize),
    quote_currency: row.quoteCurrency,
    open_price: canonical(row.openPrice),
    margin: canonical(row.margin),
    open_fee: canonical(row.openFee),
    take_profit: canonicalOrNull(row.takeProfit),
    stop_loss: canonicalOrNull(row.stopLoss),
    status: row.status,
    opened_at: row.openedAt.toISOString(),
    current_price: figures.current_price,
    floating_pnl: figures.floating_pnl,
    profit_rate: figures.profit_rate,
    estimated_stop_out_price: figures.estimated_stop_out_price,
    close_price: canonicalOrNull(row.closePrice),
    close_cause: row.closeCause,
    close_fee: canonicalOrNull(row.closeFee),
    realized_pnl: canonicalOrNull(row.realizedPnl),
    closed_at: iso(row.closedAt),
    fills: fills.filter((fill) => fill.positionId === row.id).map(fillView),
  };
}

/** The order preview (lever/deal) with the quote it was priced on. */
export function previewView(
  preview: OrderPreview & { quote: { bid: string; ask: string } },
): PreviewData {
  const money = toDecimalString;
  return {
    fills_now: preview.fillsNow,
    fill_price_now: preview.fillPriceNow?.toFixed() ?? null,
    priced_at: preview.pricedAt.toFixed(),
    bid: preview.quote.bid,
    ask: preview.quote.ask,
    notional_usd: money(preview.notionalUsd),
    margin: money(preview.margin),
    fee: money(preview.fee),
    required: money(preview.required),
    spendable: money(preview.spendable),
    sufficient: preview.sufficient,
    free_margin_before: money(preview.freeMarginBefore),
    free_margin_after: money(preview.freeMarginAfter),
    estimated_stop_out_price: preview.estimatedStopOutPrice?.toFixed() ?? null,
    max_lots: preview.maxLots,
    max_leverage: preview.maxLeverage,
  };
}
