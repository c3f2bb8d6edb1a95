import { BASE_CURRENCY, parseDecimal, spotAffordableQuantity, toDecimalString } from '@waihui/core';
import type { Tx } from '../../db/database';
import { type SpotOrderRow, readFeeRate } from './spot.repository';
import { type SpotDeps, submitSpotOrder } from './spot.service';

/*
 * A coin (USDT) made usable in the USD coin account and back (docs/product.md §11.1, §11.3): a spot
 * market order on the coin's USD pair (USDTUSD) placed by the server inside the caller's transaction,
 * so the money log shows the order and the quote it filled at, like any conversion the user makes.
 * Selling the coin fills at the bid, buying it at the ask; the pair's spot fee applies (0 for USDTUSD).
 * Refusals are the spot order's own (QUOTE_UNAVAILABLE, MARKET_CLOSED, INSUFFICIENT_BALANCE, …),
 * thrown as BusinessErrors; the order's savepoint is rolled back, the caller's transaction is not.
 */

export interface CoinConversion {
  /** The spot pair that converts `currency` with USD (the currency is its base), or null. */
  pairOf(currency: string): string | null;
  /** Sells `amount` of `currency` for USD. `key` makes a retry answer the first order. */
  intoUsd(tx: Tx, userId: string, input: CoinAmount): Promise<SpotOrderRow>;
  /** Buys `amount` of `currency` with USD. */
  fromUsd(tx: Tx, userId: string, input: CoinAmount): Promise<SpotOrderRow>;
  /**
   * How much of `currency` `usd` buys now at the pair's ask with its fee, truncated to cents (core's
   * spotAffordableQuantity); null while the pair has no live quote. An estimate for the withdrawal
   * form: the withdrawal itself buys at the quote of its own moment.
   */
  affordable(currency: string, usd: string): Promise<string | null>;
}

/** Coin amounts offered and converted for withdrawals are whole cents of the coin. */
const COIN_PLACES = 2;

export interface CoinAmount {
  currency: string;
  /** In units of `currency`, a decimal string. */
  amount: string;
  /** Idempotency key of the conversion's order (e.g. `deposit:<id>:usd`). */
  key: string;
}

export function coinConversionOf(deps: SpotDeps): CoinConversion {
  const pairOf = (currency: string): string | null => {
    const instrument = deps.market.instrument(`${currency}${BASE_CURRENCY}`);
    return instrument?.allowsSpot && instrument.base === currency ? instrument.symbol : null;
  };
  const convert =
    (side: 'buy' | 'sell') =>
    async (tx: Tx, userId: string, input: CoinAmount): Promise<SpotOrderRow> => {
      const symbol = pairOf(input.currency);
      if (symbol === null) throw new Error(`no spot pair converts ${input.currency} with USD`);
      const { order } = await submitSpotOrder({ ...deps, db: tx }, userId, {
        symbol,
        side,
        type: 'market',
        amount: input.amount,
        limitPrice: null,
        idempotencyKey: input.key,
      });
      return order;
    };
  const affordable = async (currency: string, usd: string): Promise<string | null> => {
    const symbol = pairOf(currency);
    const quote = symbol === null ? undefined : deps.market.latest(symbol);
    if (symbol === null || quote === undefined || deps.market.state(symbol) !== 'live') return null;
    const feeRate = await readFeeRate(deps.db, symbol);
    if (feeRate === null) return null;
    const quantity = spotAffordableQuantity({
      funds: parseDecimal(usd),
      price: parseDecimal(quote.ask),
      feeRate: parseDecimal(feeRate),
      places: COIN_PLACES,
    });
    return toDecimalString(quantity);
  };
  return { pairOf, intoUsd: convert('sell'), fromUsd: convert('buy'), affordable };
}
