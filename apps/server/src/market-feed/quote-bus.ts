import { parseJsonObject } from '../lib/json-object';
import type { Quote, QuoteOrigin } from './quote-source';

/** The bus channel on which the leading process publishes every batch of feed quotes. */
export const QUOTES_CHANNEL = 'quotes';

/**
 * One message on QUOTES_CHANNEL: the quotes of one feed step (every instrument that ticked), in
 * feed order, exactly as the leader's QuoteSource published them (same seq, bid, ask, last, ts,
 * origin and after-pause mark),
 * so a follower's clients see the same prices under the same sequence numbers.
 */
export interface QuoteBatch {
  /** The publishing engine (a random id per process): an engine ignores its own batches. */
  origin: string;
  quotes: Quote[];
}

export function encodeQuoteBatch(batch: QuoteBatch): string {
  return JSON.stringify(batch);
}

/** The batch in a bus message, or null when it is not one (logged by the caller, never thrown). */
export function decodeQuoteBatch(message: string): QuoteBatch | null {
  const value = parseJsonObject(message);
  if (value === null) return null;
  const { origin, quotes } = value;
  if (typeof origin !== 'string' || !Array.isArray(quotes) || !quotes.every(isQuote)) return null;
  return { origin, quotes };
}

function isQuote(value: unknown): value is Quote {
  if (typeof value !== 'object' || value === null) return false;
  const quote = value as Record<string, unknown>;
  return (
    typeof quote.symbol === 'string' &&
    typeof quote.bid === 'string' &&
    typeof quote.ask === 'string' &&
    typeof quote.last === 'string' &&
    Number.isSafeInteger(quote.ts) &&
    Number.isSafeInteger(quote.seq) &&
    (quote.origin === undefined || isOrigin(quote.origin)) &&
    (quote.afterPause === undefined || quote.afterPause === true)
  );
}

function isOrigin(value: unknown): value is QuoteOrigin {
  if (typeof value !== 'object' || value === null) return false;
  const origin = value as Record<string, unknown>;
  return ['sourceId', 'rawBid', 'rawAsk', 'markupBid', 'markupAsk'].every(
    (key) => typeof origin[key] === 'string',
  );
}
