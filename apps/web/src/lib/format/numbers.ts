import * as core from '@waihui/core';
import { i18n } from '../i18n/i18n';

/*
 * The core's number formatters (packages/core/src/money/format.ts: one per kind, each naming its
 * rounding) in the language the interface shows. They read i18next's current language when called,
 * i.e. while a component renders; a language switch re-renders every component that translates.
 */

type Displayable = core.Decimal | string | null | undefined;

const language = (): string => i18n.language || 'en';

export { NO_VALUE } from '@waihui/core';

/** Money (product.md §12.1) in `currency`, USD when not said. */
export const formatMoney = (value: Displayable, currency?: string): string =>
  core.formatMoney(value, language(), currency);

/** Account figures (product.md §12.2): 2 decimals, cut. */
export const formatAccountAmount = (value: Displayable): string =>
  core.formatAccountAmount(value, language());

/** A price as the server sent it (already at the instrument's precision). */
export const formatPrice = (value: string | null | undefined): string =>
  core.formatPrice(value, language());

/** A computed price, rounded half-even to the instrument's `precision`. */
export const formatPriceAt = (value: Displayable, precision: number): string =>
  core.formatPriceAt(value, precision, language());

export const formatChange = (value: string | null | undefined): string =>
  core.formatChange(value, language());

export const formatChangePct = (value: string | null | undefined): string =>
  core.formatChangePct(value, language());

/** Whole lots (the lot step of contracts is 1). */
export const formatLots = (lots: number | string): string =>
  core.formatQuantity(String(lots), '1', language());

/** A spot quantity in base units, on the ledger's step (8 decimals). */
export const formatSpotQuantity = (value: Displayable): string =>
  core.formatQuantity(value, '0.00000001', language());

/** A plain count or percentage already decided elsewhere ("12.5"), only localized. */
export const localizeDecimal = (fixed: string): string => core.localizeDecimal(fixed, language());
