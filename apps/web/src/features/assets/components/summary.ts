import type {
  AccountIncomeData,
  AccountListData,
  AccountType,
  BalanceEntry,
} from '@waihui/contracts';
import {
  BASE_CURRENCY,
  findUsdConversion,
  parseDecimal,
  sumValuations,
  valueInUsd,
  type Decimal,
  type UsdValuation,
} from '@waihui/core';
import type { AccountSummary } from '@/lib/store/store';
import type { PairOf } from './valuation';

/** The account tabs of product.md §2.8: spot (coin), contract, fiat (spot account, fiat currencies), all. */
export const ASSET_TABS = ['spot', 'contract', 'fiat', 'all'] as const;
export type AssetTab = (typeof ASSET_TABS)[number];

/**
 * Fiat currencies (ISO 4217) the spot account may hold; everything else there is a digital asset.
 * The server has no separate fiat account, so the fiat tab is this slice of the spot account.
 */
const FIAT_CODES: ReadonlySet<string> = new Set([
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'HKD',
  'CNY',
  'KRW',
  'SGD',
]);

/** One currency row of a tab: the server's strings, plus its USD value when one is known. */
export interface AssetRow {
  account: AccountType;
  code: string;
  /** Available, decimal string. */
  balance: string;
  /** Locked, decimal string. */
  locked: string;
  /**
   * USD value of available, locked and their total at the current mid (core's valueInUsd, each
   * part rounded half-even to 8 decimals); null while the currency has no quoted pair: it then
   * shows "—" and stays out of the totals, named in the summary's note.
   */
  usd: UsdValuation | null;
}

/** Totals of a tab in USD (exact sums of the rows' values; display truncates to 2 decimals). */
export interface AssetTotals {
  total: Decimal;
  available: Decimal;
  locked: Decimal;
  /** Currencies of the tab without a USD value yet, each once: not counted. */
  unvalued: string[];
}

function rowOf(account: AccountType, entry: BalanceEntry, pairOf: PairOf): AssetRow {
  const conversion = findUsdConversion(entry.code, pairOf);
  return {
    account,
    code: entry.code,
    balance: entry.balance,
    locked: entry.lock_balance,
    usd: conversion.ok
      ? valueInUsd(
          { available: parseDecimal(entry.balance), locked: parseDecimal(entry.lock_balance) },
          conversion.value,
        )
      : null,
  };
}

/** Every currency code of both accounts (for the pairs to subscribe to), each once. */
export function currencyCodesOf(list: AccountListData): string[] {
  const codes = [...list.coin.balance_arr, ...list.contract.balance_arr].map((entry) => entry.code);
  return [...new Set(codes)];
}

/**
 * The rows a tab lists, in the server's order (USD first, then A–Z; coin before contract), each
 * valued through `pairOf` (conversion pairs at the current mid).
 */
export function rowsOfTab(list: AccountListData, tab: AssetTab, pairOf: PairOf): AssetRow[] {
  const coin = list.coin.balance_arr.map((entry) => rowOf('coin', entry, pairOf));
  const contract = list.contract.balance_arr.map((entry) => rowOf('contract', entry, pairOf));
  switch (tab) {
    case 'spot':
      return coin;
    case 'contract':
      return contract;
    case 'fiat':
      return coin.filter((row) => FIAT_CODES.has(row.code));
    case 'all':
      return [...coin, ...contract];
  }
}

/** Sums the rows' USD values (core's sumValuations); rows without one are named in `unvalued`. */
export function totalsOf(rows: readonly AssetRow[]): AssetTotals {
  return sumValuations(rows.map((row) => ({ currency: row.code, value: row.usd })));
}

/**
 * The store's `account` (product.md §3.1): the contract account's USD entry (as the trade-top call gives
 * it) with today's income and the position margin. Null until both calls have answered.
 */
export function accountSummaryOf(
  list: AccountListData,
  income: AccountIncomeData,
): AccountSummary | null {
  const usd = list.contract.balance_arr.find((entry) => entry.code === BASE_CURRENCY);
  if (usd === undefined) return null;
  return {
    totalAssets: usd.total,
    lockAmount: usd.lock_balance,
    availableBalance: usd.balance,
    profitAndLoss: income.today_income,
    positionMargin: income.position_margin,
  };
}
