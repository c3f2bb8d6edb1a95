/**
 * Ledger accounts. A user holds a coin (spot) account per currency and a contract account (USD);
 * the platform holds system accounts per currency: `world` (money that entered or left the platform:
 * deposits and withdrawals), `house` (the broker's own book: trading PnL it pays or receives) and
 * `fees` (fees charged). Accounts are named by reference, not by database id, so core stays pure.
 */

export const USER_ACCOUNT_TYPES = ['coin', 'contract'] as const;
/** coin = spot account (one per currency); contract = margin account for contract trading. */
export type UserAccountType = (typeof USER_ACCOUNT_TYPES)[number];

export const SYSTEM_ACCOUNT_CODES = ['world', 'house', 'fees'] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNT_CODES)[number];

/**
 * System accounts whose balance may go negative by design. `world` is the mirror of every deposit
 * (−100 when a user deposits 100), so it is normally negative: minus the money users brought in net
 * of withdrawals. `house` is negative when the house has paid out more than it has taken in.
 * `fees` only collects, so it must never go negative. User accounts never go negative.
 */
export const SYSTEM_ACCOUNT_MAY_GO_NEGATIVE: Readonly<Record<SystemAccountCode, boolean>> = {
  world: true,
  house: true,
  fees: false,
};

/** The currency of every account balance unless stated otherwise. */
export const BASE_CURRENCY = 'USD';

/** Currencies the contract account holds (product.md §3.2: the contract account is USD-type). */
export const CONTRACT_ACCOUNT_CURRENCIES: readonly string[] = [BASE_CURRENCY];

/**
 * A system account is one or more rows per code and currency: its `shard` (0 … SYSTEM_ACCOUNT_SHARDS − 1)
 * picks the row. Its balance is the sum over its shards.
 */
export type AccountRef =
  | { owner: 'user'; userId: string; type: UserAccountType; currency: string }
  | { owner: 'system'; code: SystemAccountCode; currency: string; shard: number };

export function userAccount(userId: string, type: UserAccountType, currency: string): AccountRef {
  return { owner: 'user', userId, type, currency };
}

/** A system account's row: shard 0 unless the entry spreads its postings (trading: systemShardOf). */
export function systemAccount(code: SystemAccountCode, currency: string, shard = 0): AccountRef {
  return { owner: 'system', code, currency, shard };
}

/**
 * How many rows `house` and `fees` are split into per currency for trading. Every trade posts to one
 * of them, and a posting holds its row's lock until the transaction commits: on one row, trades of
 * all users would queue behind each other (docs/decisions.md). Each user's trades use the shard
 * their id hashes to. Changing the number later is safe: old shards keep their balances, and a
 * system account's balance is the sum over all of its rows.
 */
export const SYSTEM_ACCOUNT_SHARDS = 64;

/** The shard of `house` / `fees` a user's trades post to: FNV-1a (32-bit) of the id, mod the shards. */
export function systemShardOf(userId: string, shards: number = SYSTEM_ACCOUNT_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i += 1) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** A stable string naming an account: `user:<id>:coin:USD`, `system:world:USD`, `system:fees/3:USD` (shard 3). */
export function accountKey(ref: AccountRef): string {
  if (ref.owner === 'user') return `user:${ref.userId}:${ref.type}:${ref.currency}`;
  return ref.shard === 0
    ? `system:${ref.code}:${ref.currency}`
    : `system:${ref.code}/${ref.shard}:${ref.currency}`;
}

export function mayGoNegative(ref: AccountRef): boolean {
  return ref.owner === 'system' && SYSTEM_ACCOUNT_MAY_GO_NEGATIVE[ref.code];
}

/** ISO 4217 codes (USD, EUR) and asset tickers (BTC, USDT, 1INCH is not allowed: a letter first). */
const CURRENCY_CODE = /^[A-Z][A-Z0-9]{1,11}$/;

export function isCurrencyCode(value: string): boolean {
  return CURRENCY_CODE.test(value);
}
