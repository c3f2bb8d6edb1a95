import {
  type ContractSpec,
  Decimal,
  type InstrumentState,
  type Result,
  type Quote as CoreQuote,
  type UsdConversion,
  midPrice,
  parseDecimal,
  findUsdConversion,
} from '@waihui/core';
import type { QuoteOrigin } from '../../market-feed';

/*
 * What trading needs from market data, as an interface the app wires to the market feed (so this
 * module imports no other module): each instrument's contract terms, the latest quote, and the mid of
 * the pair that converts a quote currency to USD.
 */

/** A quote as the feed publishes it: decimal strings at the instrument's precision, time in epoch ms. */
export interface FeedQuote {
  symbol: string;
  bid: string;
  ask: string;
  ts: number;
  seq: number;
  /** A live source's quote: where it came from (market-feed Quote). */
  origin?: QuoteOrigin;
  /** The instrument's first quote after a pause (market-feed Quote). */
  afterPause?: true;
}

/** An instrument as trading sees it: the contract terms plus whether contracts may be opened. */
export interface TradingInstrument extends ContractSpec {
  allowsContract: boolean;
}

export interface TradingMarket {
  /** The feed's kind ('simulated', 'replay', 'sources'): a fill's source when its quote has no origin. */
  readonly feedKind: string;
  instrument(symbol: string): TradingInstrument | undefined;
  /** Contract-tradable instruments in display order. */
  instruments(): readonly TradingInstrument[];
  latest(symbol: string): FeedQuote | undefined;
  /** Whether the latest quote may be dealt now: live, stale or closed (the feed's condition). */
  state(symbol: string): InstrumentState;
  /** Every new quote, in feed order; returns an unsubscribe function. Listeners must be quick. */
  subscribe(listener: (quote: FeedQuote) => void): () => void;
}

export function coreQuote(quote: FeedQuote): CoreQuote {
  return { bid: parseDecimal(quote.bid), ask: parseDecimal(quote.ask) };
}

/** The latest quote of a symbol as core's Decimal pair; undefined before the feed's first tick. */
export type QuoteReader = (symbol: string) => CoreQuote | undefined;

/** Parses the feed's latest quote on every call: for one-off reads (a request, a decision). */
export function latestQuoteReader(market: TradingMarket): QuoteReader {
  return (symbol) => {
    const quote = market.latest(symbol);
    return quote === undefined ? undefined : coreQuote(quote);
  };
}

/**
 * How `quoteCurrency` converts to USD now: through XXXUSD (multiply) or USDXXX (divide), whichever
 * instrument exists and has a quote, at its current mid (core's findUsdConversion: the same rule the
 * Assets valuation uses). USD needs no pair. `read` gives the quotes (the stop-out monitor passes
 * one that parses each new quote once).
 */
export function conversionFor(
  market: TradingMarket,
  quoteCurrency: string,
  read: QuoteReader = latestQuoteReader(market),
): Result<UsdConversion> {
  return findUsdConversion(quoteCurrency, (symbol) => {
    const instrument = market.instrument(symbol);
    const quote = instrument === undefined ? undefined : read(symbol);
    if (instrument === undefined || quote === undefined) return undefined;
    return { symbol, base: instrument.base, quote: instrument.quote, mid: midPrice(quote) };
  });
}

/** 1 for USD, else the pair's mid as stored beside a fill (`usd_rate`). */
export function usdRateOf(conversion: UsdConversion): string {
  return conversion.via === 'usd' ? '1' : conversion.mid.toFixed();
}

export const ZERO = new Decimal(0);
