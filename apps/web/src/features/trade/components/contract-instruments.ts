import type { CurrencyMatchesData, MarketItem } from '@waihui/contracts';
import type { ComplianceProfile, ContractSpec } from '@waihui/core';
import { maxLeverageFor } from '@waihui/core';
import { MAIN_INSTRUMENTS } from '@/components/instrument-picker';

/** The page's default: the first main contract coin (product.md §9, §13.1). */
export const DEFAULT_SYMBOL = 'BTCUSD';

/**
 * Every instrument that trades as a contract, BTC and ETH first, then the rest in the server's
 * order (categories crypto, forex, ETF, futures, commodities; the catalogue's order within each).
 */
export function contractInstruments(data: CurrencyMatchesData): MarketItem[] {
  const all = data.categories
    .flatMap((group) => group.items)
    .filter((item) => item.trade_types.includes('contract'));
  const main = MAIN_INSTRUMENTS.flatMap((symbol) => all.filter((item) => item.symbol === symbol));
  return [...main, ...all.filter((item) => !MAIN_INSTRUMENTS.includes(item.symbol))];
}

/**
 * The instrument a link asked for (`?symbol=`), else the default (BTC), else the first one;
 * `requestedMissing` says a symbol was asked for that cannot be traded as a contract.
 */
export function chooseInstrument(
  instruments: readonly MarketItem[],
  requested: string | null,
): { item: MarketItem | null; requestedMissing: boolean } {
  const wanted = requested?.toUpperCase() ?? null;
  const match = wanted === null ? undefined : instruments.find((item) => item.symbol === wanted);
  if (match !== undefined) return { item: match, requestedMissing: false };
  const fallback =
    instruments.find((item) => item.symbol === DEFAULT_SYMBOL) ?? instruments[0] ?? null;
  return { item: fallback, requestedMissing: wanted !== null };
}

/** The fields of a market item the leverage rule reads (core's ContractSpec). */
function leverageSpec(
  item: MarketItem,
): Pick<ContractSpec, 'symbol' | 'category' | 'base' | 'quote' | 'maxLeverage'> {
  return {
    symbol: item.symbol,
    category: item.category,
    base: item.base_currency,
    quote: item.quote_currency,
    maxLeverage: item.max_leverage,
  };
}

/** Highest leverage this user may choose: the instrument's maximum, capped by the profile (core). */
export function maxLeverageOf(item: MarketItem, profile: ComplianceProfile): number {
  return maxLeverageFor(profile, leverageSpec(item));
}

/** Quick picks of the leverage chips; the instrument's (or profile's) maximum is always offered. */
const LEVERAGE_STEPS: readonly number[] = [1, 2, 5, 10, 20, 50, 100];

export function leverageChoices(maximum: number): number[] {
  const steps = LEVERAGE_STEPS.filter((step) => step < maximum);
  return [...steps, maximum];
}

/** Leverage a fresh form starts with: 10x, or the maximum when that is lower. */
export const DEFAULT_LEVERAGE = 10;

export function defaultLeverage(maximum: number): number {
  return Math.min(DEFAULT_LEVERAGE, maximum);
}
