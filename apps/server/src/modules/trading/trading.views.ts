import type { Fill, Order, Position, PositionValuation, PreviewData } from '@waihui/contracts';
import {
  type Decimal,
  type OrderPreview,
  parseDecimal,
  priceAtPrecision,
  profitRatePct,
  toDecimalString,
} from '@waihui/core';
import { quoteSourceView } from '../../market-feed';
import type { FillRow, OrderRow, PositionRow } from './trading.repository';
import type { TradingMarket } from './trading.market';
import type { ValuedPosition } from './trading.valuation';

/*
 * Rows → the wire (packages/contracts/src/trading.ts). Money is a canonical decimal string
 * (toDecimalString); prices have exactly their instrument's decimals ("60010.00"), as the feed
 * sends them. Times are ISO UTC.
 */

/** Decimal places of an instrument's prices (its precision); undefined for an unknown symbol. */
export type PrecisionOf = (symbol: string) => number | undefined;

/** The precision of each instrument as the market lists it. */
export function precisionOfMarket(market: Pick<TradingMarket, 'instrument'>): PrecisionOf {
  return (symbol) => market.instrument(symbol)?.precision;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
/** numeric → canonical decimal string ("100.50000000" → "100.5"). */
const canonical = (value: string) => toDecimalString(parseDecimal(value));
const canonicalOrNull = (value: string | null) => (value === null ? null : canonical(value));

/**
 * The price formatter of one symbol: exactly its precision (canonical if the market no longer
 * lists the symbol); null stays null.
 */
function pricesOf(precisionOf: PrecisionOf, symbol: string) {
  const precision = precisionOf(symbol);
  const price = (value: Decimal | string) =>
    precision === undefined
      ? toDecimalString(parseDecimal(value.toString()))
      : priceAtPrecision(value, precision);
  return {
    price,
    orNull: (value: Decimal | string | null | undefined) =>
      value === null || value === undefined ? null : price(value),
  };
}

export function fillView(row: FillRow, precisionOf: PrecisionOf): Fill {
  const { price } = pricesOf(precisionOf, row.symbol);
  return {
    id: row.id,
    position_id: row.positionId,
    order_id: row.orderId,
    action: row.action,
    cause: row.cause,
    symbol: row.symbol,
    side: row.side,
    lots: row.lots,
    price: price(row.price),
    bid: price(row.bid),
    ask: price(row.ask),
    quoted_at: row.quotedAt.toISOString(),
    quote_seq: row.quoteSeq,
    source: quoteSourceView(row),
    usd_pair: row.usdPair,
    usd_rate: canonical(row.usdRate),
    fee: canonical(row.fee),
    realized_pnl: canonicalOrNull(row.realizedPnl),
    house_cover: canonical(row.houseCover),
    after_restart: row.afterRestart,
    after_pause: row.afterPause,
    created_at: row.createdAt.toISOString(),
  };
}

export function orderView(row: OrderRow, precisionOf: PrecisionOf): Order {
  const prices = pricesOf(precisionOf, row.symbol);
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    lots: row.lots,
    leverage: row.leverage,
    limit_price: prices.orNull(row.limitPrice),
    take_profit: prices.orNull(row.takeProfit),
    stop_loss: prices.orNull(row.stopLoss),
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
  precisionOf: PrecisionOf,
): PositionValuation {
  const prices = pricesOf(precisionOf, row.symbol);
  const valued = live && !live.valued.stale ? live.valued : null;
  const pnl =
    row.realizedPnl !== null ? parseDecimal(row.realizedPnl) : (valued?.floatingPnl ?? null);
  return {
    id: row.id,
    current_price: prices.orNull(live?.valued.currentPrice),
    floating_pnl: valued === null ? null : toDecimalString(valued.floatingPnl),
    profit_rate:
      pnl === null ? null : toDecimalString(profitRatePct(pnl, parseDecimal(row.margin))),
    estimated_stop_out_price: prices.orNull(live?.estimatedStopOutPrice),
  };
}

export function positionView(
  row: PositionRow,
  fills: readonly FillRow[],
  live: PositionLive | null,
  precisionOf: PrecisionOf,
): Position {
  const figures = positionLiveFigures(row, live, precisionOf);
  const prices = pricesOf(precisionOf, row.symbol);
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    lots: row.lots,
    leverage: row.leverage,
    contract_size: canonical(row.contractSize),
    quote_currency: row.quoteCurrency,
    open_price: prices.price(row.openPrice),
    margin: canonical(row.margin),
    open_fee: canonical(row.openFee),
    take_profit: prices.orNull(row.takeProfit),
    stop_loss: prices.orNull(row.stopLoss),
    status: row.status,
    opened_at: row.openedAt.toISOString(),
    current_price: figures.current_price,
    floating_pnl: figures.floating_pnl,
    profit_rate: figures.profit_rate,
    estimated_stop_out_price: figures.estimated_stop_out_price,
    close_price: prices.orNull(row.closePrice),
    close_cause: row.closeCause,
    close_fee: canonicalOrNull(row.closeFee),
    realized_pnl: canonicalOrNull(row.realizedPnl),
    closed_at: iso(row.closedAt),
    fills: fills
      .filter((fill) => fill.positionId === row.id)
      .map((fill) => fillView(fill, precisionOf)),
  };
}

/** The order preview (lever/deal) with the quote it was priced on. */
export function previewView(
  preview: OrderPreview & { quote: { symbol: string; bid: string; ask: string } },
  precisionOf: PrecisionOf,
): PreviewData {
  // The preview priced the instrument, so the market lists it.
  const precision = precisionOf(preview.quote.symbol);
  if (precision === undefined) throw new Error('previewed an instrument the market does not list');
  const money = toDecimalString;
  const price = (value: Decimal) => priceAtPrecision(value, precision);
  return {
    fills_now: preview.fillsNow,
    fill_price_now: preview.fillPriceNow ? price(preview.fillPriceNow) : null,
    priced_at: price(preview.pricedAt),
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
    estimated_stop_out_price: preview.estimatedStopOutPrice
      ? price(preview.estimatedStopOutPrice)
      : null,
    max_lots: preview.maxLots,
    max_leverage: preview.maxLeverage,
  };
}
