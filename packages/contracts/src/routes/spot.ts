import {
  fxRatesDataSchema,
  spotCancelBodySchema,
  spotModifyBodySchema,
  spotHistoryBodySchema,
  spotHistoryDataSchema,
  spotMarketsDataSchema,
  spotOrderDataSchema,
  spotSubmitBodySchema,
  spotSubmitDataSchema,
} from '../spot';
import { defineRoutes } from './define';
import { spotPaths } from './spot.paths';

const REFUSALS =
  'Refusals (data.reason): SPOT_NOT_TRADABLE, QUOTE_UNAVAILABLE, AMOUNT_INVALID, SPOT_AMOUNT_TOO_SMALL, LIMIT_PRICE_REQUIRED, PRICE_*, INSUFFICIENT_BALANCE.';

/** Spot orders and currency conversion (docs/spot.md). Only the caller's own orders. */
export const spotRoutes = defineRoutes(spotPaths, {
  spotSubmit: {
    auth: 'user',
    tag: 'spot',
    summary:
      'Buy or sell a currency against another in the coin account (spot order or currency conversion)',
    description:
      'A market order (or a limit already marketable) fills at once: buy at the ask, sell at the bid, fee in the quote currency; the fill records the quote. ' +
      'A limit order rests with its funds locked until the feed crosses it. Idempotent with `idempotency_key`. ' +
      "PRICE_DELAYED (the latest quote is older than its category's limit) or MARKET_CLOSED (out of session): nothing is dealt on an old or closed price. " +
      REFUSALS,
    body: spotSubmitBodySchema,
    data: spotSubmitDataSchema,
  },
  spotHistory: {
    auth: 'user',
    tag: 'spot',
    summary:
      'The caller’s spot orders with each fill’s quote, newest first, paged (loadmore / nomore)',
    body: spotHistoryBodySchema,
    data: spotHistoryDataSchema,
  },
  spotCancel: {
    auth: 'user',
    tag: 'spot',
    summary: 'Cancel a resting spot limit order and release its locked funds',
    description: 'Refusals: ORDER_NOT_FOUND, ORDER_NOT_PENDING.',
    body: spotCancelBodySchema,
    data: spotOrderDataSchema,
  },
  spotModify: {
    auth: 'user',
    tag: 'spot',
    summary: 'Modify a resting spot limit order (product.md §10.16)',
    description:
      'Refusals: ORDER_NOT_FOUND, ORDER_NOT_PENDING, AMOUNT_INVALID, PRICE_*, LIMIT_PRICE_MARKETABLE, SPOT_AMOUNT_TOO_SMALL, INSUFFICIENT_BALANCE, QUOTE_UNAVAILABLE.',
    body: spotModifyBodySchema,
    data: spotOrderDataSchema,
  },
  spotMarkets: {
    auth: 'none',
    tag: 'spot',
    summary: 'Pairs that trade spot, with their fee rate and live quote',
    data: spotMarketsDataSchema,
  },
  fxRates: {
    auth: 'none',
    tag: 'spot',
    summary:
      'Live exchange rates of the FX pairs against USD (bid, ask, mid) and the conversion fee',
    data: fxRatesDataSchema,
  },
});
