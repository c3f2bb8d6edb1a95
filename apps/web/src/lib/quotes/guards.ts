import type { Candle, Ticker } from '@waihui/contracts';

/*
 * Hand-written shape checks for quote messages. The contracts' zod schemas would do this too, but
 * the quote client runs on the home route, whose size budget has no room for zod (~24 kB gzip).
 * The server validates what it sends with those schemas; these checks only keep a malformed frame
 * from breaking a screen.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);

export function isTicker(value: unknown): value is Ticker {
  return (
    isRecord(value) &&
    isString(value.symbol) &&
    isString(value.bid) &&
    isString(value.ask) &&
    isString(value.last) &&
    isStringOrNull(value.change) &&
    isStringOrNull(value.change_pct) &&
    isString(value.high) &&
    isString(value.low) &&
    isString(value.open) &&
    isStringOrNull(value.prev_close) &&
    isInteger(value.ts) &&
    isInteger(value.seq)
  );
}

export function isCandle(value: unknown): value is Candle {
  return (
    isRecord(value) &&
    isInteger(value.time) &&
    isString(value.open) &&
    isString(value.high) &&
    isString(value.low) &&
    isString(value.close)
  );
}
