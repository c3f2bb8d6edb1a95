import type { Decimal } from '../money';

/** Direction of a contract position: long buys first (profits when the price rises), short sells first. */
export type PositionSide = 'long' | 'short';

/** Market fills at once at the current quote; limit rests until the quote crosses its price. */
export type OrderType = 'market' | 'limit';

/** A two-sided quote in the instrument's quote currency: the user buys at `ask`, sells at `bid`. */
export interface Quote {
  bid: Decimal;
  ask: Decimal;
}

/** Asset classes that decide the strict compliance profile's leverage cap. */
export type ContractCategory = 'crypto' | 'forex' | 'etf' | 'share' | 'futures' | 'commodity';

/** What the trading rules need to know about an instrument (the server maps its stored row to this). */
export interface ContractSpec {
  symbol: string;
  category: ContractCategory;
  /** Base asset (BTC, EUR, XAU, the index symbol). */
  base: string;
  /** Currency prices and PnL are expressed in (USD, JPY, GBP, HKD). */
  quote: string;
  /** Decimal places of a price; one tick is 10^-precision. */
  precision: number;
  /** Units of the base per lot (BTC 0.01, EURUSD 1000); > 0. */
  contractSize: Decimal;
  /** Fraction of the notional charged on open and again on close (0.0005 = 0.05%); ≥ 0. */
  feeRate: Decimal;
  /** Highest leverage the instrument allows under the standard profile (integer ≥ 1). */
  maxLeverage: number;
  /** Most lots one order may have (integer ≥ 1). */
  maxLots: number;
}
