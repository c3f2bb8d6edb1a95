import {
  type Decimal,
  type SpotSide,
  computeSpotFill,
  parseDecimal,
  parseOrderPrice,
  parseSpotQuantity,
  spotFillPrice,
  tryParseDecimal,
} from '@waihui/core';
import type { SpotMarket } from '@waihui/contracts';

/*
 * What the spot screens show before confirm, computed with core's rules (the server computes the
 * same at the fill): the price it fills at now (ask to buy, bid to sell) or the limit price, the
 * gross (amount × price), the fee (gross × fee rate, in the quote currency) and the total (a buy pays
 * gross + fee, a sell receives gross − fee), each rounded half-even to 8 places by core.
 */

export type SpotFormIssue =
  | 'AMOUNT_REQUIRED'
  | 'AMOUNT_INVALID'
  | 'SPOT_AMOUNT_TOO_SMALL'
  | 'LIMIT_PRICE_REQUIRED'
  | 'PRICE_INVALID'
  | 'QUOTE_UNAVAILABLE'
  | 'INSUFFICIENT_BALANCE';

export interface SpotPreview {
  price: Decimal;
  gross: Decimal;
  fee: Decimal;
  net: Decimal;
  /** The currency the user pays: quote for a buy, base for a sell. */
  payCurrency: string;
  /** What is paid: a buy's gross + fee (quote), a sell's amount (base). */
  pay: Decimal;
  /** The currency and amount received: a buy's amount (base), a sell's gross − fee (quote). */
  receiveCurrency: string;
  receive: Decimal;
}

export function previewSpotOrder(input: {
  market: SpotMarket;
  side: SpotSide;
  type: 'market' | 'limit';
  amount: string;
  limitPrice: string;
  /** Available balances of the coin account by currency (decimal strings). */
  available: ReadonlyMap<string, string>;
}): { ok: true; preview: SpotPreview } | { ok: false; issue: SpotFormIssue } {
  const { market, side } = input;
  if (input.amount.trim() === '') return { ok: false, issue: 'AMOUNT_REQUIRED' };
  const quantity = parseSpotQuantity(input.amount.trim());
  if (!quantity.ok) return { ok: false, issue: 'AMOUNT_INVALID' };
  let price: Decimal;
  if (input.type === 'limit') {
    if (input.limitPrice.trim() === '') return { ok: false, issue: 'LIMIT_PRICE_REQUIRED' };
    const limit = parseOrderPrice(input.limitPrice.trim(), market.precision);
    if (!limit.ok) return { ok: false, issue: 'PRICE_INVALID' };
    price = limit.value;
  } else {
    const bid = market.bid === null ? null : tryParseDecimal(market.bid);
    const ask = market.ask === null ? null : tryParseDecimal(market.ask);
    if (bid === null || ask === null) return { ok: false, issue: 'QUOTE_UNAVAILABLE' };
    price = spotFillPrice(side, { bid, ask });
  }
  const fill = computeSpotFill({
    side,
    quantity: quantity.value,
    price,
    feeRate: parseDecimal(market.fee_rate),
  });
  if (!fill.ok) return { ok: false, issue: 'SPOT_AMOUNT_TOO_SMALL' };
  const { gross, fee, net } = fill.value;
  const preview: SpotPreview =
    side === 'buy'
      ? {
          price,
          gross,
          fee,
          net,
          payCurrency: market.quote_currency,
          pay: net,
          receiveCurrency: market.base_currency,
          receive: quantity.value,
        }
      : {
          price,
          gross,
          fee,
          net,
          payCurrency: market.base_currency,
          pay: quantity.value,
          receiveCurrency: market.quote_currency,
          receive: net,
        };
  const available = parseDecimal(input.available.get(preview.payCurrency) ?? '0');
  if (preview.pay.greaterThan(available)) return { ok: false, issue: 'INSUFFICIENT_BALANCE' };
  return { ok: true, preview };
}

/** Available coin balances by currency from the account list's `balance_arr`. */
export function availableByCurrency(
  balances: readonly { code: string; balance: string }[] | undefined,
): Map<string, string> {
  return new Map((balances ?? []).map((entry) => [entry.code, entry.balance]));
}
