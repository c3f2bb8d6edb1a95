import type { WithdrawalFeeRule } from '@waihui/core';
import type { Db, DbOrTx, Tx } from '../../db/database';
import type { DepositKeys } from './funding.deposit-addresses';

/**
 * A database handle and the app clock: what a change that a user or an operator starts runs with.
 * `db` is the database or the caller's transaction (the back-office's audited one).
 */
export interface DbAndClock {
  db: DbOrTx;
  now: () => Date;
}

/**
 * A coin other than USD (USDT) converted with the coin account's USD at its spot pair's quote,
 * inside funding's transaction, the order and quote recorded by spot (docs/product.md §11.1, §11.3;
 * app.ts wires the spot module's conversion). Refusals (no live quote, market closed, too little
 * USD) are BusinessErrors.
 */
export interface CoinConversionPort {
  /** The spot pair converting `currency` with USD, or null: the currency stays as it is. */
  pairOf(currency: string): string | null;
  intoUsd(tx: Tx, userId: string, coin: CoinAmount): Promise<unknown>;
  fromUsd(tx: Tx, userId: string, coin: CoinAmount): Promise<unknown>;
  /** How much of `currency` `usd` buys now, truncated to cents; null without a live quote. */
  affordable(currency: string, usd: string): Promise<string | null>;
}

export interface CoinAmount {
  currency: string;
  /** In units of `currency`, a decimal string. */
  amount: string;
  /** The conversion order's idempotency key: a retry answers the first order. */
  key: string;
}

/** The operator's bank account for bank deposits (config DEPOSIT_BANK_*). */
export interface DepositBank {
  bankName: string;
  accountName: string;
  accountNumber: string;
  swift: string;
  currency: string;
}

/** Funding's settings (config, docs/funding.md). */
export interface FundingSettings {
  /** Account-level public keys the deposit addresses derive from; null: no crypto deposits. */
  depositKeys: DepositKeys | null;
  depositBank: DepositBank | null;
  withdrawalFees: readonly WithdrawalFeeRule[];
  /** Seconds before a new or edited card or wallet may receive a withdrawal. */
  destinationDelaySeconds: number;
  /**
   * Demo mode: seconds after which the system confirms a deposit notice (funding.demo-deposits.ts);
   * null outside demo mode (operators confirm). The deposit page states it beside its warning.
   */
  demoConfirmSeconds: number | null;
}

/**
 * What the funding module needs. The two identity checks are ports: app.ts wires them (identity
 * verification comes from the verification module, the fund password from identity), tests pass
 * fakes or the real ones.
 */
export interface FundingDeps {
  db: Db;
  now: () => Date;
  settings: FundingSettings;
  /** Approved real-name verification (product.md §5.8: required before a withdrawal). */
  isIdentityVerified: (userId: string) => Promise<boolean>;
  /**
   * Throws FUND_PASSWORD_NOT_SET / _WRONG / _LOCKED, else returns. Called before funding's own
   * transaction, so a wrong try is counted even though the withdrawal fails.
   */
  verifyFundPassword: (userId: string, password: string) => Promise<void>;
  /** USDT deposits sold for USD, USDT withdrawals bought with USD; null: no conversion (tests). */
  coins: CoinConversionPort | null;
}
