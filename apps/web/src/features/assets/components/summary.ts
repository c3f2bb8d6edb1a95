import type {
  AccountIncomeData,
  AccountListData,
  AccountType,
  BalanceEntry,
} from '@waihui/contracts';
import { BASE_CURRENCY, parseDecimal, toDecimalString, type Decimal } from '@waihui/core';
import type { AccountSummary } from '@/lib/store/store';

/** The account tabs of spec §2: spot (coin), contract, fiat (spot account, fiat currencies), all. */
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
   * USD equivalent of balance + locked, decimal string; null when unknown. USD counts 1:1; the
   * contract has no rates for other currencies, so they show "—" and stay out of the totals.
   */
  usdValue: string | null;
}

/** Totals of a tab in USD, decimal strings (formatted with formatAccountAmount for display). */
export interface AssetTotals {
  total: string;
  available: string;
  locked: string;
}

function rowOf(account: AccountType, entry: BalanceEntry): AssetRow {
  return {
    account,
    code: entry.code,
    balance: entry.balance,
    locked: entry.lock_balance,
    usdValue: entry.code === BASE_CURRENCY ? entry.total : null,
  };
}

/** The rows a tab lists, in the server's order (USD first, then A–Z; coin before contract). */
export function rowsOfTab(list: AccountListData, tab: AssetTab): AssetRow[] {
  const coin = list.coin.balance_arr.map((entry) => rowOf('coin', entry));
  const contract = list.contract.balance_arr.map((entry) => rowOf('contract', entry));
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

/** Sums the rows with a known USD value: total (their USD value), available and locked. */
export function totalsOf(rows: readonly AssetRow[]): AssetTotals {
  let total: Decimal = parseDecimal('0');
  let available: Decimal = parseDecimal('0');
  let locked: Decimal = parseDecimal('0');
  for (const row of rows) {
    if (row.usdValue === null) continue;
    total = total.plus(parseDecimal(row.usdValue));
    available = available.plus(parseDecimal(row.balance));
    locked = locked.plus(parseDecimal(row.locked));
  }
  return {
    total: toDecimalString(total),
    available: toDecimalString(available),
    locked: toDecimalString(locked),
  };
}

/**
 * The store's `account` (spec §3): the contract account's USD entry (as the trade-top call gives
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
