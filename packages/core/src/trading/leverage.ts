import { Decimal } from '../money';
import { type Result, fail, succeed } from '../result';
import { DEFAULT_STOP_OUT_LEVEL } from './account';
import type { ContractSpec } from './types';

/**
 * `standard` follows the spec: up to each instrument's maximum. `strict` caps leverage by asset
 * class the way EU retail rules (ESMA) do, and closes out at 50% margin level at the latest.
 */
export type ComplianceProfile = 'standard' | 'strict';

export type LeverageClass =
  | 'major_fx'
  | 'minor_fx'
  | 'gold'
  | 'major_index'
  | 'other_commodity'
  | 'other_index'
  | 'etf'
  | 'share'
  | 'crypto';

/** Strict profile leverage caps by class (ESMA retail: 30:1 … 2:1). */
export const STRICT_LEVERAGE_CAPS: Readonly<Record<LeverageClass, number>> = {
  major_fx: 30,
  minor_fx: 20,
  gold: 20,
  major_index: 20,
  other_commodity: 10,
  other_index: 10,
  etf: 5,
  share: 5,
  crypto: 2,
};

/** A pair of two of these is a major pair (ESMA): USD, EUR, JPY, GBP, CAD, CHF. */
export const MAJOR_FX_CURRENCIES: readonly string[] = ['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF'];

/**
 * Major indices (ESMA's list: S&P 500, Nasdaq-100, Dow Jones, FTSE 100, DAX, CAC 40, Nikkei 225,
 * ASX 200, Euro Stoxx 50) under the symbols we use or would use. Hang Seng (HK50) is not on it.
 */
export const MAJOR_INDEX_SYMBOLS: readonly string[] = [
  'US500',
  'NAS100',
  'US30',
  'UK100',
  'GER40',
  'FRA40',
  'JP225',
  'AUS200',
  'EU50',
];

/** Gold's base code (XAUUSD). */
const GOLD = 'XAU';

export function leverageClass(
  instrument: Pick<ContractSpec, 'symbol' | 'category' | 'base' | 'quote'>,
): LeverageClass {
  switch (instrument.category) {
    case 'crypto':
      return 'crypto';
    case 'forex':
      return MAJOR_FX_CURRENCIES.includes(instrument.base) &&
        MAJOR_FX_CURRENCIES.includes(instrument.quote)
        ? 'major_fx'
        : 'minor_fx';
    case 'commodity':
      return instrument.base === GOLD ? 'gold' : 'other_commodity';
    case 'futures':
      return MAJOR_INDEX_SYMBOLS.includes(instrument.symbol) ? 'major_index' : 'other_index';
    case 'etf':
      return 'etf';
    case 'share':
      return 'share';
  }
}

/** Highest leverage allowed: the instrument's maximum, capped by class under `strict`. */
export function maxLeverageFor(
  profile: ComplianceProfile,
  instrument: Pick<ContractSpec, 'symbol' | 'category' | 'base' | 'quote' | 'maxLeverage'>,
): number {
  if (profile === 'standard') return instrument.maxLeverage;
  return Math.min(instrument.maxLeverage, STRICT_LEVERAGE_CAPS[leverageClass(instrument)]);
}

/**
 * Stop-out level (%) in force: the setting under `standard`; under `strict` the setting but never
 * below 50 (EU rules require closing out at 50% at the latest; a higher setting is stricter still).
 */
export function stopOutLevelFor(
  profile: ComplianceProfile,
  setting: Decimal = DEFAULT_STOP_OUT_LEVEL,
): Decimal {
  return profile === 'strict' ? Decimal.max(setting, DEFAULT_STOP_OUT_LEVEL) : setting;
}

export type LeverageIssueCode = 'LEVERAGE_INVALID' | 'LEVERAGE_ABOVE_MAXIMUM';

/** Leverage as sent ("10" or 10) → an integer 1..maximum. */
export function validateLeverage(
  value: string | number,
  maximum: number,
): Result<number, LeverageIssueCode> {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (!/^\d{1,6}$/.test(text.trim())) return fail('LEVERAGE_INVALID');
  const leverage = Number(text.trim());
  if (leverage < 1) return fail('LEVERAGE_INVALID');
  if (leverage > maximum) return fail('LEVERAGE_ABOVE_MAXIMUM', { maximum: String(maximum) });
  return succeed(leverage);
}
