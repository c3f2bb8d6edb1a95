import {
  cancelOrderBodySchema,
  closePositionBodySchema,
  modifyOrderBodySchema,
  openTradesDataSchema,
  orderDataSchema,
  positionDataSchema,
  previewBodySchema,
  previewDataSchema,
  setStopsBodySchema,
  submitOrderBodySchema,
  submitOrderDataSchema,
  tradeHistoryBodySchema,
  tradeHistoryDataSchema,
  tradingSummarySchema,
} from '../trading';
import { defineRoutes } from './define';
import { tradingPaths } from './trading.paths';

const REFUSALS =
  'Refusals (data.reason): INSTRUMENT_NOT_TRADABLE, QUOTE_UNAVAILABLE, CONVERSION_UNAVAILABLE, LOTS_*, LEVERAGE_*, PRICE_*, ' +
  'LIMIT_PRICE_REQUIRED, TAKE_PROFIT_* / STOP_LOSS_* (product.md §5.6), INSUFFICIENT_MARGIN, RISK_CONSENT_REQUIRED, APPROPRIATENESS_FAILED.';

/** Contract trading (product.md §7.4 Contract group; docs/trading.md). Only the caller's own positions and orders. */
export const tradingRoutes = defineRoutes(tradingPaths, {
  previewOrder: {
    auth: 'user',
    tag: 'trading',
    summary:
      'Order preview: margin, fee, fill price now, estimated stop-out price, free margin after, maximum lots',
    description: `Nothing is placed. ${REFUSALS}`,
    body: previewBodySchema,
    data: previewDataSchema,
  },
  submitOrder: {
    auth: 'user',
    tag: 'trading',
    summary:
      'Open a position (market) or place a limit order, with optional take-profit / stop-loss',
    description:
      'A market order (or a limit order already marketable) fills at once at the quote: long at ask, short at bid; the fill records the quote. ' +
      'A limit order rests with margin and open fee locked. Idempotent with `idempotency_key`. ' +
      "PRICE_DELAYED (the latest quote is older than its category's limit) or MARKET_CLOSED (out of session): nothing is dealt on an old or closed price. " +
      REFUSALS,
    body: submitOrderBodySchema,
    data: submitOrderDataSchema,
  },
  tradingSummary: {
    auth: 'user',
    tag: 'trading',
    summary:
      'Contract account trading summary: balance, equity, used and free margin, margin level, profile',
    data: tradingSummarySchema,
  },
  openTrades: {
    auth: 'user',
    tag: 'trading',
    summary: 'Open positions with live PnL and pending orders, with the account summary',
    data: openTradesDataSchema,
  },
  tradeHistory: {
    auth: 'user',
    tag: 'trading',
    summary:
      'Closed positions with their fills and quotes, newest first, paged (loadmore / nomore)',
    body: tradeHistoryBodySchema,
    data: tradeHistoryDataSchema,
  },
  closePosition: {
    auth: 'user',
    tag: 'trading',
    summary: 'Close a position, or `lots` of it (product.md §10.16), at the current quote',
    description:
      'Refusals: POSITION_NOT_FOUND, POSITION_NOT_OPEN, LOTS_*, POSITION_PART_TOO_SMALL, QUOTE_UNAVAILABLE, PRICE_DELAYED (the quote is too old to deal), MARKET_CLOSED.',
    body: closePositionBodySchema,
    data: positionDataSchema,
  },
  cancelOrder: {
    auth: 'user',
    tag: 'trading',
    summary: 'Cancel a pending order and release its reserve',
    description: 'Refusals: ORDER_NOT_FOUND, ORDER_NOT_PENDING.',
    body: cancelOrderBodySchema,
    data: orderDataSchema,
  },
  setStops: {
    auth: 'user',
    tag: 'trading',
    summary:
      'Set, change or remove take-profit and stop-loss of an open position (product.md §5.6)',
    description:
      'Refusals: POSITION_NOT_FOUND, POSITION_NOT_OPEN, PRICE_*, TAKE_PROFIT_* / STOP_LOSS_*.',
    body: setStopsBodySchema,
    data: positionDataSchema,
  },
  modifyOrder: {
    auth: 'user',
    tag: 'trading',
    summary: 'Modify a pending limit order (product.md §10.16)',
    description:
      'Refusals: ORDER_NOT_FOUND, ORDER_NOT_PENDING, LOTS_*, PRICE_*, LIMIT_PRICE_MARKETABLE, TAKE_PROFIT_* / STOP_LOSS_*, INSUFFICIENT_MARGIN, QUOTE_UNAVAILABLE.',
    body: modifyOrderBodySchema,
    data: orderDataSchema,
  },
});
