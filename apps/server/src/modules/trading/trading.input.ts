import {
  type Decimal,
  type PositionSide,
  type UsdConversion,
  maxLeverageFor,
  parseOrderPrice,
  validateLeverage,
  validateLots,
} from '@waihui/core';
import { NOT_LIVE_REASONS } from '@waihui/contracts';
import { type TradingDeps, refusal, refuse } from './trading.deps';
import { type FeedQuote, type TradingInstrument, conversionFor } from './trading.market';

/*
 * What a request asks, checked against the market before any transaction (no IO): the instrument,
 * lots, leverage and prices of an order, and the quote and USD conversion it is decided at. Each
 * check refuses with core's code.
 */

export interface OrderInput {
  symbol: string;
  side: PositionSide;
  type: 'market' | 'limit';
  lots: string | number;
  leverage: string | number;
  limitPrice: string | null;
  takeProfit: string | null;
  stopLoss: string | null;
}

export interface CheckedOrder {
  instrument: TradingInstrument;
  side: PositionSide;
  type: 'market' | 'limit';
  lots: number;
  leverage: number;
  limitPrice: Decimal | null;
  takeProfit: Decimal | null;
  stopLoss: Decimal | null;
}

export function tradableInstrument(deps: TradingDeps, symbol: string): TradingInstrument {
  const instrument = deps.market.instrument(symbol);
  if (instrument === undefined || !instrument.allowsContract)
    throw refusal('INSTRUMENT_NOT_TRADABLE');
  return instrument;
}

/** A price on the instrument's tick grid; empty or null is none. */
export function optionalPrice(value: string | null, precision: number): Decimal | null {
  if (value === null || value.trim() === '') return null;
  const parsed = parseOrderPrice(value, precision);
  if (!parsed.ok) throw refuse(parsed.issues[0]);
  return parsed.value;
}

export function checkOrder(deps: TradingDeps, input: OrderInput): CheckedOrder {
  const instrument = tradableInstrument(deps, input.symbol);
  const lots = validateLots(input.lots, instrument.maxLots);
  if (!lots.ok) throw refuse(lots.issues[0]);
  const leverage = validateLeverage(
    input.leverage,
    maxLeverageFor(deps.settings.profile, instrument),
  );
  if (!leverage.ok) throw refuse(leverage.issues[0]);
  const limitPrice =
    input.type === 'limit' ? optionalPrice(input.limitPrice, instrument.precision) : null;
  if (input.type === 'limit' && limitPrice === null) throw refusal('LIMIT_PRICE_REQUIRED');
  return {
    instrument,
    side: input.side,
    type: input.type,
    lots: lots.value,
    leverage: leverage.value,
    limitPrice,
    takeProfit: optionalPrice(input.takeProfit, instrument.precision),
    stopLoss: optionalPrice(input.stopLoss, instrument.precision),
  };
}

/** The latest quote, for figures and checks that deal nothing (a preview, TP/SL validity). */
export function latestQuote(deps: TradingDeps, symbol: string): FeedQuote {
  const quote = deps.market.latest(symbol);
  if (quote === undefined) throw refusal('QUOTE_UNAVAILABLE');
  return quote;
}

/**
 * The quote a user's deal (an open, a close) is made at: the latest, refused while the instrument
 * is stale (PRICE_DELAYED) or closed (MARKET_CLOSED), so an old price is never dealt as fresh.
 */
export function dealableQuote(deps: TradingDeps, symbol: string): FeedQuote {
  const quote = latestQuote(deps, symbol);
  const state = deps.market.state(symbol);
  if (state !== 'live') throw refusal(NOT_LIVE_REASONS[state]);
  return quote;
}

/** How the quote currency converts to USD now (its pair's mid). */
export function conversionOrRefuse(deps: TradingDeps, currency: string): UsdConversion {
  const conversion = conversionFor(deps.market, currency);
  if (!conversion.ok) throw refuse(conversion.issues[0]);
  return conversion.value;
}
