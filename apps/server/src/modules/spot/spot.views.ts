import type { FxRate, SpotMarket, SpotOrder } from '@waihui/contracts';
import { midPrice, parseDecimal, toDecimalString } from '@waihui/core';
import { type Quote, quoteSourceView } from '../../market-feed';
import type { SpotInstrument } from './spot.market';
import type { SpotOrderRow } from './spot.repository';

/** numeric(36,8) as the driver returns it ("900.15000000") → canonical ("900.15"). */
const money = (value: string) => toDecimalString(parseDecimal(value));

export function spotOrderView(row: SpotOrderRow): SpotOrder {
  const filled =
    row.status === 'filled' &&
    row.fillPrice !== null &&
    row.gross !== null &&
    row.fee !== null &&
    row.net !== null &&
    row.quoteBid !== null &&
    row.quoteAsk !== null &&
    row.quoteAt !== null &&
    row.quoteSeq !== null &&
    row.entryId !== null;
  return {
    id: row.id,
    symbol: row.symbol,
    base_currency: row.baseCurrency,
    quote_currency: row.quoteCurrency,
    side: row.side,
    type: row.type,
    amount: money(row.quantity),
    limit_price: row.limitPrice,
    fee_rate: money(row.feeRate),
    reserved_currency: row.reservedCurrency,
    reserved: money(row.reserved),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    fill: filled
      ? {
          cause: row.fillCause ?? 'user',
          price: row.fillPrice ?? '',
          gross: money(row.gross ?? '0'),
          fee: money(row.fee ?? '0'),
          net: money(row.net ?? '0'),
          bid: row.quoteBid ?? '',
          ask: row.quoteAsk ?? '',
          quote_at: row.quoteAt?.toISOString() ?? '',
          quote_seq: row.quoteSeq ?? 0,
          source: quoteSourceView(row),
          after_pause: row.filledAfterPause,
          entry_id: row.entryId ?? 0,
        }
      : null,
  };
}

/** A spot pair with its fee and live quote; mid = (bid + ask) / 2, exact (at most one place more than the precision). */
export function spotMarketView(
  instrument: SpotInstrument,
  feeRate: string,
  quote: Quote | undefined,
): SpotMarket {
  const mid =
    quote === undefined
      ? null
      : toDecimalString(midPrice({ bid: parseDecimal(quote.bid), ask: parseDecimal(quote.ask) }));
  return {
    symbol: instrument.symbol,
    category: instrument.category,
    base_currency: instrument.base,
    quote_currency: instrument.quote,
    precision: instrument.precision,
    fee_rate: money(feeRate),
    bid: quote?.bid ?? null,
    ask: quote?.ask ?? null,
    mid,
    quote_at: quote === undefined ? null : new Date(quote.ts).toISOString(),
  };
}

export function fxRateView(market: SpotMarket): FxRate {
  return {
    ...market,
    currency: market.base_currency === 'USD' ? market.quote_currency : market.base_currency,
  };
}
