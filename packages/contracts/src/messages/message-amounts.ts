import { formatMoney, formatPrice, isDecimalString } from '@waihui/core';
import type { MessageCode, MessageParams } from './messages';

/** How an amount placeholder is written (packages/core/src/money/format.ts, one formatter per kind). */
type AmountKind = 'money' | 'price';

/**
 * The placeholders of rule messages that hold an amount, by message: money (USD, product.md §12.1)
 * or a price (as sent, at the instrument's precision). Every other placeholder (a count, a symbol,
 * a time) is written as given.
 */
const MESSAGE_AMOUNTS: Partial<Record<MessageCode, Readonly<Record<string, AmountKind>>>> = {
  QUANTITY_EXCEEDS_FREE_MARGIN: { available: 'money' },
  INSUFFICIENT_MARGIN: { required: 'money', spendable: 'money' },
  DELIVERY_STAKE_BELOW_MINIMUM: { minimum: 'money' },
  DELIVERY_STAKE_ABOVE_MAXIMUM: { maximum: 'money' },
  WITHDRAWAL_NOT_ABOVE_FEE: { fee: 'money' },
  WITHDRAWAL_BELOW_MINIMUM: { minimum: 'money' },
  LIMIT_PRICE_MARKETABLE: { price: 'price' },
  TAKE_PROFIT_BELOW_OPEN_PRICE: { price: 'price' },
  TAKE_PROFIT_BELOW_CURRENT_PRICE: { price: 'price' },
  TAKE_PROFIT_ABOVE_OPEN_PRICE: { price: 'price' },
  TAKE_PROFIT_ABOVE_CURRENT_PRICE: { price: 'price' },
  STOP_LOSS_ABOVE_OPEN_PRICE: { price: 'price' },
  STOP_LOSS_ABOVE_CURRENT_PRICE: { price: 'price' },
  STOP_LOSS_BELOW_OPEN_PRICE: { price: 'price' },
  STOP_LOSS_BELOW_CURRENT_PRICE: { price: 'price' },
};

/**
 * A message's parameters with each amount written for `lang` ("6006.5" → German "6.006,50"). Only
 * plain decimal strings are formatted: a value already written for display stays as it is.
 */
export function localizeMessageParams(
  code: string,
  params: MessageParams,
  lang: string,
): MessageParams {
  const kinds = MESSAGE_AMOUNTS[code as MessageCode];
  if (kinds === undefined) return params;
  const localized: Record<string, string | number> = { ...params };
  for (const [name, kind] of Object.entries(kinds)) {
    const value = params[name];
    if (typeof value !== 'string' || !isDecimalString(value)) continue;
    localized[name] = kind === 'money' ? formatMoney(value, lang) : formatPrice(value, lang);
  }
  return localized;
}
