import {
  Decimal,
  midPrice,
  parseDecimal,
  payoutOdds,
  remainingSeconds,
  tryParseDecimal,
  validateStake,
  winProfit,
} from '@waihui/core';
import type { CurrencyMatchesData, MarketItem } from '@waihui/contracts';
import { MAIN_INSTRUMENTS } from '@/components/instrument-picker';
import type { MessageRef } from '@/lib/i18n/messages';
import { formatMoney } from '@/lib/format/numbers';

/* Pure helpers of the delivery screen (no React): figures shown beside the form and the countdown. */

/** A payout rate as a percentage: "0.8" → "80%", "0.825" → "82.5%" (exact, no rounding). */
export function ratePercent(rate: string): string {
  return `${parseDecimal(rate).times(100).toFixed()}%`;
}

/**
 * What a period's payout rate means on average (core's payoutOdds), as percentages in `lang`, each
 * rounded half-up to 0.1 %: the share of contracts a user must win to break even ("55.6%" at 0.8)
 * and what a contract loses (or gains) on average when up and down are equally likely ("10%").
 * Shares of a stake, not money: a 4-digit rounded ratio is exact as a JS number for Intl.
 */
export function payoutOddsText(
  rate: string,
  lang: string,
): { winsNeeded: string; evenOdds: string; loses: boolean } {
  const odds = payoutOdds(parseDecimal(rate));
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const show = (fraction: Decimal) =>
    percent.format(Number(fraction.times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP)) / 100);
  return {
    winsNeeded: show(odds.breakEvenWinShare),
    evenOdds: show(odds.evenOddsReturn.abs()),
    loses: odds.evenOddsReturn.isNegative(),
  };
}

/**
 * What a win adds for `stake` at `rate`, as money ("+80.00"): core's winProfit (payout rounded
 * half-even to 8 places, minus the stake), shown with formatMoney; null for a stake not typed yet.
 */
export function winProfitText(stake: string, rate: string): string | null {
  const amount = tryParseDecimal(stake.trim());
  if (amount === null || amount.lte(0)) return null;
  return `+${formatMoney(winProfit(amount, parseDecimal(rate)).toFixed())}`;
}

/** "m:ss" of whole seconds left (rounded up by core's remainingSeconds), never negative. */
export function countdownText(expiresAtIso: string, nowMs: number): string {
  const left = remainingSeconds(Date.parse(expiresAtIso), nowMs);
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The exact mid of a live bid/ask (what a settlement would use), canonical: "60005". */
export function liveMid(bid: string, ask: string): string {
  return midPrice({ bid: parseDecimal(bid), ask: parseDecimal(ask) }).toFixed();
}

/** Where the live mid stands against the open mid: above, below or equal. */
export function trendAgainstOpen(current: string, open: string): 'rise' | 'fall' | 'flat' {
  const comparison = parseDecimal(current).comparedTo(parseDecimal(open));
  return comparison > 0 ? 'rise' : comparison < 0 ? 'fall' : 'flat';
}

/**
 * The first problem of a typed stake as a rule message (the server's own reasons), or null:
 * empty or not a number, outside the limits (core's validateStake), more than the available balance.
 */
export function stakeProblem(
  stake: string,
  limits: { min: string; max: string; available: string },
): MessageRef | null {
  const amount = tryParseDecimal(stake.trim());
  if (amount === null) return { code: 'DELIVERY_STAKE_INVALID' };
  const checked = validateStake(amount, {
    minimum: parseDecimal(limits.min),
    maximum: parseDecimal(limits.max),
  });
  if (!checked.ok) {
    const [{ code, details }] = checked.issues;
    return details === undefined ? { code } : { code, params: details };
  }
  if (amount.gt(new Decimal(limits.available))) return { code: 'INSUFFICIENT_BALANCE' };
  return null;
}

/**
 * The catalogue's instruments offered for delivery now (`offered`, the server's delivery list), as
 * the picker shows them: the main ones (BTC, ETH) first, then the rest in the catalogue's order
 * (category, then the catalogue's order within it). An offered symbol missing from the catalogue
 * is left out (it has no name or category to show).
 */
export function deliveryInstruments(
  catalogue: CurrencyMatchesData,
  offered: readonly { symbol: string }[],
): MarketItem[] {
  const symbols = new Set(offered.map((entry) => entry.symbol));
  const all = catalogue.categories
    .flatMap((group) => group.items)
    .filter((item) => symbols.has(item.symbol));
  const main = MAIN_INSTRUMENTS.flatMap((symbol) => all.filter((item) => item.symbol === symbol));
  return [...main, ...all.filter((item) => !MAIN_INSTRUMENTS.includes(item.symbol))];
}
