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

/** Currencies the contract account holds (design §5: the contract account is USD-type, spec §3). */
export const CONTRACT_ACCOUNT_CURRENCIES: readonly string[] = [BASE_CURRENCY];

export type AccountRef =
  | { owner: 'user'; userId: string; type: UserAccountType; currency: string }
  | { owner: 'system'; code: SystemAccountCode; currency: string };

export function userAccount(userId: string, type: UserAccountType, currency: string): AccountRef {
  return { owner: 'user', userId, type, currency };
}

export function systemAccount(code: SystemAccountCode, currency: string): AccountRef {
  return { owner: 'system', code, currency };
}

/** A stable string naming an account: `user:<id>:coin:USD` or `system:world:USD`. */
export function accountKey(ref: AccountRef): string {
  return ref.owner === 'user'
    ? `user:${ref.userId}:${ref.type}:${ref.currency}`
    : `system:${ref.code}:${ref.currency}`;
}

export function mayGoNegative(ref: AccountRef): boolean {
  return ref.owner === 'system' && SYSTEM_ACCOUNT_MAY_GO_NEGATIVE[ref.code];
}

/** ISO 4217 codes (USD, EUR) and asset tickers (BTC, USDT, 1INCH is not allowed: a letter first). */
const CURRENCY_CODE = /^[A-Z][A-Z0-9]{1,11}$/;

export function isCurrencyCode(value: string): boolean {
  return CURRENCY_CODE.test(value);
}

export function isUserAccountType(value: unknown): value is UserAccountType {
  return typeof value === 'string' && (USER_ACCOUNT_TYPES as readonly string[]).includes(value);
}
