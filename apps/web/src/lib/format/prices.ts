import {
  formatChange as formatChangeIn,
  formatChangePct as formatChangePctIn,
  formatPrice as formatPriceIn,
  localizeDecimal as localizeDecimalIn,
} from '@waihui/core';
import { i18n } from '../i18n/i18n';

/*
 * Quote display: the core's string-only formatters (packages/core/src/money/localize.ts: prices and
 * changes as the server sent them) in the language the interface shows, with a change's trend and
 * an instrument's display symbol; without the decimal library, so the home
 * and markets pages stay light (numbers.ts has money and computed prices). They read i18next's
 * current language when called, i.e. while a component renders; a language switch re-renders every
 * component that translates.
 */

/** The interface language, for the core's formatters. */
export const displayLanguage = (): string => i18n.language || 'en';

export { NO_VALUE } from '@waihui/core';

/** A price as the server sent it (already at the instrument's precision). */
export const formatPrice = (value: string | null | undefined): string =>
  formatPriceIn(value, displayLanguage());

export const formatChange = (value: string | null | undefined): string =>
  formatChangeIn(value, displayLanguage());

export const formatChangePct = (value: string | null | undefined): string =>
  formatChangePctIn(value, displayLanguage());

/** A plain decimal decided elsewhere ("12.5", a fee rate), only written in the language's symbols. */
export const localizeDecimal = (fixed: string): string =>
  localizeDecimalIn(fixed, displayLanguage());

/** Whether a signed decimal string is above, below or at zero (by its digits). */
export function trendOf(value: string | null | undefined): 'rise' | 'fall' | 'flat' {
  if (value == null || !/[1-9]/.test(value)) return 'flat';
  return value.startsWith('-') ? 'fall' : 'rise';
}

/** "BTC/USD" for a pair whose symbol is base + quote; the symbol itself otherwise ("SPY", "US500"). */
export function displaySymbol(item: {
  symbol: string;
  base_currency: string;
  quote_currency: string;
}): string {
  return item.symbol === `${item.base_currency}${item.quote_currency}`
    ? `${item.base_currency}/${item.quote_currency}`
    : item.symbol;
}
