import { Decimal, toDecimalString } from '@waihui/core';

/**
 * A provider's price as text: digits with an optional fraction and an optional exponent
 * ('25.35190000', '1.234e-05' — JSON serialisers write small floats that way). Never a JS number:
 * Kraken's numeric JSON is read losslessly first (`lossless-json.ts`).
 */
const PROVIDER_PRICE = /^\d{1,30}(\.\d{1,30})?([eE][+-]?\d{1,3})?$/;

/** The provider price as a Decimal, or null if it is not a positive decimal. */
export function readProviderPrice(raw: string): Decimal | null {
  if (!PROVIDER_PRICE.test(raw)) return null;
  const price = new Decimal(raw);
  return price.isZero() ? null : price;
}

/**
 * Bid and ask in our terms: provider price × priceScale, as canonical decimal strings (exact,
 * not rounded). Null when either side is not a positive decimal or the quote is crossed (bid >
 * ask); bid = ask (a locked book) is allowed.
 */
export function toOurQuote(
  rawBid: string,
  rawAsk: string,
  priceScale: string,
): { bid: string; ask: string } | null {
  const bid = readProviderPrice(rawBid);
  const ask = readProviderPrice(rawAsk);
  if (bid === null || ask === null || bid.greaterThan(ask)) return null;
  const scale = new Decimal(priceScale);
  return { bid: toDecimalString(bid.times(scale)), ask: toDecimalString(ask.times(scale)) };
}

/** RFC 3339 in UTC with any number of fraction digits (OANDA sends nanoseconds, Kraken µs). */
const RFC3339_UTC = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?Z$/;

/** Epoch ms (fraction truncated to ms), or undefined when the text is not RFC 3339 UTC. */
export function readRfc3339Ms(text: string): number | undefined {
  const match = RFC3339_UTC.exec(text);
  if (!match) return undefined;
  const seconds = Date.parse(`${match[1]}Z`);
  if (Number.isNaN(seconds)) return undefined;
  const fraction = (match[2] ?? '').slice(0, 3).padEnd(3, '0');
  return seconds + Number(fraction);
}
