/*
 * Query-key roots shared across features (features do not import each other). A money movement in
 * one feature (a trade, a transfer) invalidates the other's reads through these.
 */

/** Every ledger read (balances, income, money log, transfer options). */
export const LEDGER_KEY = ['ledger'] as const;

/** Every contract-trading read (summary, open trades, history, preview). */
export const TRADING_KEY = ['trading'] as const;
