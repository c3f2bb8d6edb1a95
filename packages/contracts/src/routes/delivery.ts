import {
  deliveryListsDataSchema,
  deliveryRecordsDataSchema,
  deliveryRecordsQuerySchema,
  deliverySubmitBodySchema,
  deliverySubmitDataSchema,
} from '../delivery';
import { defineRoutes } from './define';
import { deliveryPaths } from './delivery.paths';

/** Delivery (fixed-time) contracts: the offer is public, placing and records need a session. */
export const deliveryRoutes = defineRoutes(deliveryPaths, {
  deliveryLists: {
    auth: 'optional',
    tag: 'delivery',
    summary: 'Instruments open for delivery contracts, periods with payout rates, stake limits',
    description: 'All from settings in the database. With a session, `available` is your coin USD.',
    data: deliveryListsDataSchema,
  },
  deliverySubmit: {
    auth: 'user',
    tag: 'delivery',
    summary: 'Place a delivery contract: up or down, period, stake (USD from the coin account)',
    description:
      'Opens at the mid of the latest quote (recorded with bid, ask, time and feed sequence). A retry with the same idempotency_key answers the first contract with replayed: true. Refusals: DELIVERY_DISABLED (strict compliance profile), DELIVERY_INSTRUMENT_UNAVAILABLE, DELIVERY_PERIOD_UNAVAILABLE, DELIVERY_STAKE_INVALID, DELIVERY_STAKE_BELOW_MINIMUM, DELIVERY_STAKE_ABOVE_MAXIMUM, QUOTE_UNAVAILABLE, PRICE_DELAYED (the quote is too old to open at), MARKET_CLOSED, INSUFFICIENT_BALANCE, IDEMPOTENCY_KEY_REUSED.',
    body: deliverySubmitBodySchema,
    data: deliverySubmitDataSchema,
  },
  deliveryRecords: {
    auth: 'user',
    tag: 'delivery',
    summary: 'Your delivery contracts, newest first, paged: both quotes and the outcome',
    query: deliveryRecordsQuerySchema,
    data: deliveryRecordsDataSchema,
  },
});
