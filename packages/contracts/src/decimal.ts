import { z } from 'zod';
import { readDecimalShape } from '@waihui/core';

/*
 * Money, prices, rates and quantities travel as decimal strings, validated here rather than
 * described: one factory, with the sign, digits and scale each field allows. The syntax is core's
 * canonical decimal (readDecimalShape): "0", "12.5", "-0.00012345", "1.16000"; never "1e5", "+1",
 * " 1", "1.", ".5", "0x10", "NaN", "-0" or a leading zero ("01").
 */

export type DecimalSign = 'positive' | 'nonnegative' | 'any';

/** Why a value was refused, in the order they are checked. */
export type DecimalProblem = 'invalid' | 'negative' | 'zero' | 'scale' | 'too_large';

export interface DecimalStringOptions {
  /** positive: > 0; nonnegative: ≥ 0; any: either sign. */
  sign: DecimalSign;
  /** Most digits after the point (trailing zeros count). */
  maxScale: number;
  /** Most digits before the point; 20 unless said. */
  maxIntegerDigits?: number;
  /**
   * The `data.reason` a request answers for each problem instead of VALIDATION_FAILED, so a field
   * keeps the spec's own refusal (e.g. the transfer quantity's QUANTITY_BELOW_ZERO).
   */
  reasons?: Partial<Record<DecimalProblem, string>>;
}

export const DEFAULT_MAX_INTEGER_DIGITS = 20;

const SIGN_WORDS: Record<DecimalSign, string> = {
  positive: 'greater than 0',
  nonnegative: 'not negative',
  any: 'signed',
};

/** The wire pattern (for the API document; the check itself is readDecimalShape). */
function pattern(sign: DecimalSign, maxScale: number, maxIntegerDigits: number): string {
  const minus = sign === 'any' ? '-?' : '';
  const fraction = maxScale > 0 ? `(\\.\\d{1,${maxScale}})?` : '';
  return `^${minus}(0|[1-9]\\d{0,${maxIntegerDigits - 1}})${fraction}$`;
}

/** The problem of `value` under `options`, or null when it is fine. */
export function decimalProblem(
  value: string,
  options: DecimalStringOptions,
): DecimalProblem | null {
  const shape = readDecimalShape(value);
  if (shape === null) return 'invalid';
  if (shape.negative && options.sign !== 'any') return 'negative';
  if (shape.zero && options.sign === 'positive') return 'zero';
  if (shape.scale > options.maxScale) return 'scale';
  if (shape.integerDigits > (options.maxIntegerDigits ?? DEFAULT_MAX_INTEGER_DIGITS))
    return 'too_large';
  return null;
}

function message(problem: DecimalProblem, options: DecimalStringOptions): string {
  const digits = options.maxIntegerDigits ?? DEFAULT_MAX_INTEGER_DIGITS;
  switch (problem) {
    case 'invalid':
      return 'Expected a plain decimal string such as "12.5" (no exponent, "+", spaces or leading zeros)';
    case 'negative':
      return 'Must not be negative';
    case 'zero':
      return 'Must be greater than 0';
    case 'scale':
      return `At most ${options.maxScale} decimal places`;
    case 'too_large':
      return `At most ${digits} digits before the decimal point`;
  }
}

/**
 * A decimal-string schema: `decimalString({ sign: 'positive', maxScale: 8 })` accepts "0.5" and
 * "10000", refuses "0", "-1", "1.123456789", "1e5". Failures carry a clear message and, with
 * `reasons`, the reason the server answers (see envelope-errors).
 */
export function decimalString(options: DecimalStringOptions) {
  const digits = options.maxIntegerDigits ?? DEFAULT_MAX_INTEGER_DIGITS;
  return z
    .string()
    .superRefine((value, ctx) => {
      const problem = decimalProblem(value, options);
      if (problem === null) return;
      const reason = options.reasons?.[problem];
      ctx.addIssue({
        code: 'custom',
        message: message(problem, options),
        ...(reason === undefined ? {} : { params: { reason } }),
      });
    })
    .meta({
      pattern: pattern(options.sign, options.maxScale, digits),
      description: `Decimal string, ${SIGN_WORDS[options.sign]}, at most ${options.maxScale} decimals.`,
    });
}

// ---------------------------------------------------------------- quote source
// Here rather than in a file of its own: trading, spot and delivery share it, and a chunk of its own
// would add its name to the entry chunk's preload map (the home route's budget).

/** A source's raw price: the provider's digits in our price terms, not rounded to the tick. */
const sourcePrice = decimalString({ sign: 'positive', maxScale: 20 });
const markup = decimalString({ sign: 'nonnegative', maxScale: 20 });

/**
 * Where a dealt quote came from (docs/decisions.md, "Every fill records its source"): the source,
 * its raw bid/ask and the markup per side, so that bid = source bid − markup_bid and
 * ask = source ask + markup_ask exactly. The simulated and replay feeds quote without markup.
 */
export const quoteSourceSchema = z
  .object({
    id: z
      .string()
      .describe("The sources-file id ('binance'), or the feed kind ('simulated', 'replay')."),
    bid: sourcePrice.describe("The source's raw bid."),
    ask: sourcePrice.describe("The source's raw ask."),
    markup_bid: markup.describe('Taken off the raw bid: bid = source bid − markup_bid.'),
    markup_ask: markup.describe('Added to the raw ask: ask = source ask + markup_ask.'),
  })
  .nullable()
  .describe('Where the quote came from; null on records from before sources were recorded.');
export type QuoteSourceView = z.infer<typeof quoteSourceSchema>;
