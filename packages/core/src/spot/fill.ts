import { Decimal, roundHalfEven8, truncateTo } from '../money';
import { parsePositiveAmount } from '../ledger/builders';
import { type Result, fail, succeed } from '../result';
import type { Quote } from '../trading/types';
import { conversionDirection } from './conversion';

/*
 * Spot orders and currency conversion (product.md §10.13, docs/spot.md): the user exchanges the pair's base
 * currency against its quote currency in the coin account, with the broker (the `house` account) on
 * the other side. Quantities are in the base currency (BTC of BTCUSD, EUR of EURUSD, USD of USDJPY);
 * prices in the quote currency per unit of base. The fee is charged in the quote currency.
 */

export const SPOT_SIDES = ['buy', 'sell'] as const;
/** buy = receive base, pay quote; sell = pay base, receive quote. */
export type SpotSide = (typeof SPOT_SIDES)[number];

export interface SpotPair {
  symbol: string;
  base: string;
  quote: string;
}

/** The side of the quote a spot order fills at: buy at the ask, sell at the bid (the user pays the spread). */
export function spotFillPrice(side: SpotSide, quote: Quote): Decimal {
  return side === 'buy' ? quote.ask : quote.bid;
}

/**
 * Whether a resting spot limit order fills on this quote: a buy when ask ≤ limit, a sell when
 * bid ≥ limit (equality fills). It then fills at that side, never worse than the limit.
 */
export function spotLimitFills(side: SpotSide, limitPrice: Decimal, quote: Quote): boolean {
  return side === 'buy'
    ? quote.ask.lessThanOrEqualTo(limitPrice)
    : quote.bid.greaterThanOrEqualTo(limitPrice);
}

/**
 * A resting limit order's new price when modified (product.md §10.16): refused with
 * LIMIT_PRICE_MARKETABLE when the current quote already fills it (a modify never deals).
 */
export function validateRestingSpotLimit(input: {
  side: SpotSide;
  limitPrice: Decimal;
  quote: Quote;
}): Result<Decimal, 'LIMIT_PRICE_MARKETABLE'> {
  if (spotLimitFills(input.side, input.limitPrice, input.quote))
    return fail('LIMIT_PRICE_MARKETABLE', {
      price: spotFillPrice(input.side, input.quote).toFixed(),
    });
  return succeed(input.limitPrice);
}

export type SpotIssueCode = 'SPOT_AMOUNT_TOO_SMALL';

/** A spot fill's money, every amount ≥ 0 and at ledger scale (8 decimals). */
export interface SpotFillAmounts {
  side: SpotSide;
  /** Quote currency per unit of base. */
  price: Decimal;
  /** Base currency bought or sold (as ordered, ≤ 8 decimals). */
  quantity: Decimal;
  /** quantity × price in the quote currency, roundHalfEven8. */
  gross: Decimal;
  /** gross × fee rate in the quote currency, roundHalfEven8. */
  fee: Decimal;
  /** What the user's quote balance changes by, unsigned: buy pays gross + fee, sell receives gross − fee. */
  net: Decimal;
}

/** The order quantity: positive, at most 8 decimals (ledger scale), or AMOUNT_INVALID. */
export function parseSpotQuantity(value: string): ReturnType<typeof parsePositiveAmount> {
  return parsePositiveAmount(value);
}

/**
 * The amounts of a fill of `quantity` base at `price`. Rounding: gross and fee each roundHalfEven8
 * where computed (the ledger's scale). Refused with SPOT_AMOUNT_TOO_SMALL when the gross rounds to
 * zero or a sale's fee would eat all of it (the trade would move nothing of the quote currency).
 */
export function computeSpotFill(input: {
  side: SpotSide;
  quantity: Decimal;
  price: Decimal;
  feeRate: Decimal;
}): Result<SpotFillAmounts, SpotIssueCode> {
  const gross = roundHalfEven8(input.quantity.times(input.price));
  const fee = roundHalfEven8(gross.times(input.feeRate));
  const net = input.side === 'buy' ? gross.plus(fee) : gross.minus(fee);
  if (gross.isZero() || !net.isPositive() || net.isZero())
    return fail('SPOT_AMOUNT_TOO_SMALL', { quantity: input.quantity.toFixed() });
  return succeed({
    side: input.side,
    price: input.price,
    quantity: input.quantity,
    gross,
    fee,
    net,
  });
}

/**
 * What a resting limit order sets aside in the coin account: a buy locks gross + fee at the limit
 * price in the quote currency (the most it can cost: it fills at an ask ≤ limit); a sell locks the
 * quantity of base.
 */
export function spotReserve(input: {
  side: SpotSide;
  quantity: Decimal;
  limitPrice: Decimal;
  feeRate: Decimal;
  pair: SpotPair;
}): Result<{ currency: string; amount: Decimal }, SpotIssueCode> {
  if (input.side === 'sell') return succeed({ currency: input.pair.base, amount: input.quantity });
  const atLimit = computeSpotFill({ ...input, price: input.limitPrice });
  if (!atLimit.ok) return atLimit;
  return succeed({ currency: input.pair.quote, amount: atLimit.value.net });
}

/**
 * The most base a buy of `funds` (quote currency) pays for at `price` with the fee, truncated to
 * `places` decimals: the largest such quantity whose fill's net (gross + fee, as computeSpotFill
 * rounds them) is ≤ funds. Zero when the funds buy no unit of the last place. What a USDT
 * withdrawal can draw from the coin account's USD at the current ask (funding, spot.coin-conversion).
 */
export function spotAffordableQuantity(input: {
  funds: Decimal;
  price: Decimal;
  feeRate: Decimal;
  places: number;
}): Decimal {
  const zero = new Decimal(0);
  if (!input.funds.isPositive() || !input.price.isPositive()) return zero;
  const step = new Decimal(1).dividedBy(10 ** input.places);
  let quantity = truncateTo(
    input.funds.dividedBy(input.price.times(input.feeRate.plus(1))),
    input.places,
  );
  // Each amount rounds half-even at 8 places, so the quotient can be one step too many.
  while (quantity.isPositive()) {
    const fill = computeSpotFill({
      side: 'buy',
      quantity,
      price: input.price,
      feeRate: input.feeRate,
    });
    if (fill.ok && fill.value.net.lessThanOrEqualTo(input.funds)) return quantity;
    quantity = quantity.minus(step);
  }
  return zero;
}

/**
 * A conversion asked as "you pay `pay` of `from`, you get `to`" (the same question on every pair),
 * as the spot market order that does it: its side (conversionDirection) and base quantity. Paying
 * the pair's base (EUR → USD on EURUSD, USD → JPY on USDJPY) sells exactly `pay`; paying its quote
 * (USD → EUR, JPY → USD) buys the most base that `pay` covers with the fee at the ask
 * (spotAffordableQuantity, 8 places), so the fill never costs more than typed. Null when the pair
 * does not join the two currencies or `pay` is too little to buy anything.
 */
export function conversionOrder(input: {
  pair: SpotPair;
  from: string;
  to: string;
  /** What the user pays, in `from`. */
  pay: Decimal;
  quote: Quote;
  /** Fraction of the gross, e.g. 0.001. */
  feeRate: Decimal;
}): { side: SpotSide; quantity: Decimal } | null {
  const side = conversionDirection(input.pair, input.from, input.to);
  if (side === null || input.pay.lessThanOrEqualTo(0)) return null;
  if (side === 'sell') return { side, quantity: input.pay };
  const quantity = spotAffordableQuantity({
    funds: input.pay,
    price: spotFillPrice('buy', input.quote),
    feeRate: input.feeRate,
    places: 8,
  });
  return quantity.isZero() ? null : { side, quantity };
}
