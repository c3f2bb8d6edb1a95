import { z } from 'zod';
import { decimalString } from './decimal';

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
