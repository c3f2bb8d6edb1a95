import type { MarketItem } from '@waihui/contracts';
import {
  BASE_CURRENCY,
  midPrice,
  parseDecimal,
  usdPairSymbols,
  type ConversionPair,
} from '@waihui/core';
import type { TickerMap } from '@/lib/quotes/quote-client';

/** What valuing needs of an instrument: its currencies and the ticker the market list gave. */
export type ValuationInstrument = Pick<
  MarketItem,
  'symbol' | 'base_currency' | 'quote_currency' | 'ticker'
>;

/** Looks up a conversion pair by symbol for core's findUsdConversion (undefined = none yet). */
export type PairOf = (symbol: string) => ConversionPair | undefined;

/** No instruments known yet: every currency but USD stays unvalued. */
export const NO_PAIRS: PairOf = () => undefined;

/**
 * The instruments that can value `codes` in USD (XXXUSD or USDXXX, core's usdPairSymbols) and exist
 * in the list: the symbols the page subscribes to, sorted.
 */
export function conversionSymbolsOf(
  codes: readonly string[],
  instruments: readonly ValuationInstrument[],
): string[] {
  const listed = new Set(instruments.map((item) => item.symbol));
  const symbols = new Set<string>();
  for (const code of codes) {
    if (code === BASE_CURRENCY) continue;
    for (const symbol of usdPairSymbols(code)) if (listed.has(symbol)) symbols.add(symbol);
  }
  return [...symbols].sort();
}

/**
 * Conversion pairs at the current mid (core's midPrice of bid and ask, exact): the live ticker of
 * the symbol, else the one the market list carried; an instrument without either has no pair yet.
 */
export function pairsOf(instruments: readonly ValuationInstrument[], live: TickerMap): PairOf {
  const bySymbol = new Map(instruments.map((item) => [item.symbol, item]));
  return (symbol) => {
    const instrument = bySymbol.get(symbol);
    if (instrument === undefined) return undefined;
    const ticker = live.get(symbol) ?? instrument.ticker;
    if (ticker === null) return undefined;
    return {
      symbol,
      base: instrument.base_currency,
      quote: instrument.quote_currency,
      mid: midPrice({ bid: parseDecimal(ticker.bid), ask: parseDecimal(ticker.ask) }),
    };
  };
}
