import {
  USD_CONVERSION,
  notionalValue,
  parseDecimal,
  pnlUsd,
  positionUnits,
  toDecimalString,
  type UsdConversion,
} from '@waihui/core';
import type { Fill, Position } from '@waihui/contracts';

/*
 * Figures of product.md §3.5 the server does not send as such, derived from what it does send with core's
 * rules (exact decimals, rounded only where core rounds). Prices are in the quote currency, money
 * in USD.
 */

export function openFillOf(position: Position): Fill | undefined {
  return position.fills.find((fill) => fill.action === 'open');
}

export function closeFillOf(position: Position): Fill | undefined {
  return position.fills.find((fill) => fill.action === 'close');
}

/** How the position was opened: a limit order's fill says `limit`; anything else was at market. */
export function orderTypeOf(position: Position): 'market' | 'limit' {
  return openFillOf(position)?.cause === 'limit' ? 'limit' : 'market';
}

/** Contract amount: base units held, lots × contract size (3 lots of BTC at 0.01 → "0.03"). Exact. */
export function contractUnits(position: Position): string {
  return toDecimalString(positionUnits(position.lots, parseDecimal(position.contract_size)));
}

/** Notional at the open price, in the quote currency: lots × contract size × open price. Exact. */
export function notionalAtOpen(position: Position): string {
  return toDecimalString(
    notionalValue(
      position.lots,
      parseDecimal(position.contract_size),
      parseDecimal(position.open_price),
    ),
  );
}

/**
 * The USD conversion a fill recorded: none for USD quotes, else its pair's mid at the fill. A
 * USDXXX pair divides, an XXXUSD pair multiplies (packages/contracts: `usd_pair`).
 */
export function conversionOf(fill: Fill | undefined): UsdConversion {
  if (fill === undefined || fill.usd_pair === null) return USD_CONVERSION;
  const mid = parseDecimal(fill.usd_rate);
  return fill.usd_pair.startsWith('USD')
    ? { via: 'divide', pair: fill.usd_pair, mid }
    : { via: 'multiply', pair: fill.usd_pair, mid };
}

/**
 * Expected P/L in USD if the position closed at `price` (its take-profit or stop-loss), before
 * the close fee: core's pnlUsd, rounded half-even to 8 places as a close would be. A non-USD quote
 * is converted at the rate its open fill recorded (the rate at the trigger is not known yet), so
 * it is an estimate there. Null without a price.
 */
export function expectedPnlAt(position: Position, price: string | null): string | null {
  if (price === null) return null;
  return toDecimalString(
    pnlUsd({
      side: position.side,
      lots: position.lots,
      contractSize: parseDecimal(position.contract_size),
      openPrice: parseDecimal(position.open_price),
      closePrice: parseDecimal(price),
      conversion: conversionOf(openFillOf(position)),
    }),
  );
}

/** P/L of the position: realised once closed, floating while open (null while unpriced). USD. */
export function pnlOf(position: Position): string | null {
  return position.status === 'closed' ? position.realized_pnl : position.floating_pnl;
}

/**
 * Net value (product.md §3.5 "net worth"): margin + P/L, in USD, before the close fee: what the margin is
 * worth now (open) or was worth at the close. Null while the P/L is unknown.
 */
export function netValue(position: Position): string | null {
  const pnl = pnlOf(position);
  if (pnl === null) return null;
  return toDecimalString(parseDecimal(position.margin).plus(parseDecimal(pnl)));
}

/** The quote side a fill trades at: a long opens at the ask and closes at the bid, a short the reverse. */
export function quoteSideOf(fill: Pick<Fill, 'action' | 'side'>): 'bid' | 'ask' {
  return (fill.action === 'open') === (fill.side === 'long') ? 'ask' : 'bid';
}
