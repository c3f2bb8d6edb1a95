import * as core from '@waihui/core';
import { displayLanguage } from './prices';

/*
 * The core's money and computed-price formatters (packages/core/src/money/format.ts: one per kind,
 * each naming its rounding) in the language the interface shows; prices as sent are in prices.ts.
 */

type Displayable = core.Decimal | string | null | undefined;

/** Money (product.md §12.1) in `currency`, USD when not said; a coin to 8 decimals. */
export const formatMoney = (value: Displayable, currency?: string): string =>
  core.formatMoney(value, displayLanguage(), currency);

/** Account figures (product.md §12.2): 2 decimals, cut. */
export const formatAccountAmount = (value: Displayable): string =>
  core.formatAccountAmount(value, displayLanguage());

/** A computed price, rounded half-even to the instrument's `precision`. */
export const formatPriceAt = (value: Displayable, precision: number): string =>
  core.formatPriceAt(value, precision, displayLanguage());

/** Whole lots (the lot step of contracts is 1). */
export const formatLots = (lots: number | string): string =>
  core.formatQuantity(String(lots), '1', displayLanguage());
