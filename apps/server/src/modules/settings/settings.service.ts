import { z } from 'zod';
import {
  DEFAULT_FOUR_EYES_WITHDRAWAL_AMOUNT,
  type Decimal,
  fourEyesThresholdOf,
  type WithdrawalFeeRule,
} from '@waihui/core';
import type { DbOrTx, Tx } from '../../db/database';
import {
  insertSettingValueOnce,
  lockSettingValue,
  readSettingValue,
  upsertSettingValue,
} from './settings.repository';

/*
 * Operator-editable platform settings (product.md §14.7) kept in app_settings. The server configuration
 * (environment) is the default: until an operator saves a setting, readers get the configured
 * value; a saved one replaces it. Readers run per request, so a save applies to the next request
 * (new withdrawals, registrations, pages); what was already requested keeps its own terms.
 */

export const SETTING_KEYS = {
  /** Withdrawal fee table and destination delay (funding). */
  withdrawals: 'funding.withdrawals',
  /** Four-eyes threshold of withdrawal approvals, USD (funding; seeded by migration 0015). */
  fourEyes: 'backoffice.four_eyes',
  /** Countries whose residents cannot register (identity). */
  barredCountries: 'identity.barred_countries',
  /** Support e-mail and customer-service page (identity's public settings, content's link). */
  support: 'support.channels',
  /** Stake limits of new delivery contracts, USD (delivery; seeded by migration). */
  deliveryStakes: 'delivery',
  /** Demo mode's throwaway deposit keys, public keys only (funding; made once). */
  demoDepositKeys: 'funding.demo_deposit_xpubs',
} as const;

/** Where a setting's value came from. */
export type SettingSource = 'environment' | 'saved';
export type Sourced<T> = T & { source: SettingSource };

export interface WithdrawalTerms {
  fees: readonly WithdrawalFeeRule[];
  /** Seconds before a new or edited card or wallet may receive a withdrawal. */
  delaySeconds: number;
}

/** The stored four-eyes setting: a decimal string in USD (core reads it, `fourEyesThresholdOf`). */
export interface FourEyesSetting {
  withdrawal_amount_usd: string;
}

/** What readers get when the four-eyes row is missing: core's default, 10000 USD. */
export const DEFAULT_FOUR_EYES: FourEyesSetting = {
  withdrawal_amount_usd: DEFAULT_FOUR_EYES_WITHDRAWAL_AMOUNT,
};

export interface SupportChannels {
  email: string;
  /** The customer-service page; null: none. */
  url: string | null;
}

const decimalText = z.string().regex(/^(0|[1-9]\d{0,17})(\.\d{1,8})?$/);
const storedWithdrawals = z.object({
  fees: z.array(
    z.object({
      currency: z.string(),
      method: z.enum(['bank', 'erc20', 'trc20']),
      fee: decimalText,
      minimum: decimalText,
    }),
  ),
  delaySeconds: z.number().int().min(0),
});
const storedCountries = z.array(z.string().regex(/^[A-Z]{2}$/));
/** Each limit on its own: a missing or non-text one is absent (delivery falls back per field). */
const storedStakeLimits = z
  .object({
    min_stake: z.string().optional().catch(undefined),
    max_stake: z.string().optional().catch(undefined),
  })
  .catch({});
const storedSupport = z.object({ email: z.string().min(3), url: z.string().nullable() });

/** The saved value when present and well-formed; else the configured default. */
async function read<T>(
  db: DbOrTx,
  key: string,
  shape: z.ZodType<T>,
  fallback: T,
): Promise<{ value: T; source: SettingSource }> {
  const parsed = shape.safeParse(await readSettingValue(db, key));
  return parsed.success
    ? { value: parsed.data, source: 'saved' }
    : { value: fallback, source: 'environment' };
}

export async function withdrawalTerms(
  db: DbOrTx,
  fallback: WithdrawalTerms,
): Promise<Sourced<WithdrawalTerms>> {
  const { value, source } = await read(db, SETTING_KEYS.withdrawals, storedWithdrawals, fallback);
  return { ...value, source };
}

export async function barredCountries(
  db: DbOrTx,
  fallback: readonly string[],
): Promise<Sourced<{ countries: readonly string[] }>> {
  const { value, source } = await read(db, SETTING_KEYS.barredCountries, storedCountries, [
    ...fallback,
  ]);
  return { countries: value, source };
}

export async function supportChannels(
  db: DbOrTx,
  fallback: SupportChannels,
): Promise<Sourced<SupportChannels>> {
  const { value, source } = await read(db, SETTING_KEYS.support, storedSupport, fallback);
  return { ...value, source };
}

/**
 * Stores a setting (inside the caller's audited transaction) and answers what readers saw before:
 * the saved value, or `fallback` (the configured default) when none was saved.
 */
export async function replaceSetting<T>(
  tx: Tx,
  key: (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS],
  value: T,
  fallback: T,
  at: Date,
): Promise<{ before: T; after: T }> {
  const stored = await lockSettingValue(tx, key);
  await upsertSettingValue(tx, key, value, at);
  return { before: stored === null ? fallback : (stored as T), after: value };
}

/**
 * The four-eyes threshold in force (USD): read at each approval, so a save applies to approvals
 * from then on. A missing or malformed value is core's default (`fourEyesThresholdOf`).
 */
export async function fourEyesThreshold(db: DbOrTx): Promise<Decimal> {
  const stored = await readSettingValue(db, SETTING_KEYS.fourEyes);
  const amount =
    typeof stored === 'object' && stored !== null && 'withdrawal_amount_usd' in stored
      ? stored.withdrawal_amount_usd
      : null;
  return fourEyesThresholdOf(amount);
}

/** The delivery offer's stake limits: USD decimal strings, as an operator saved them. */
export interface DeliveryStakeLimits {
  min_stake: string;
  max_stake: string;
}

/** The stored stake limits; a limit missing or not text is absent (delivery's default applies). */
export async function deliveryStakeLimits(db: DbOrTx): Promise<Partial<DeliveryStakeLimits>> {
  const { min_stake, max_stake } = storedStakeLimits.parse(
    await readSettingValue(db, SETTING_KEYS.deliveryStakes),
  );
  return {
    ...(min_stake === undefined ? {} : { min_stake }),
    ...(max_stake === undefined ? {} : { max_stake }),
  };
}

/** Stores the stake limits in the caller's transaction (delivery serialises its saves first). */
export async function replaceDeliveryStakeLimits(
  tx: Tx,
  limits: DeliveryStakeLimits,
  at: Date,
): Promise<void> {
  await upsertSettingValue(tx, SETTING_KEYS.deliveryStakes, limits, at);
}

/**
 * Stores `value` under `key` unless a value is stored already; answers the stored one (so every
 * process, and every restart, keeps the first value made).
 */
export async function settingOnce(
  db: DbOrTx,
  key: typeof SETTING_KEYS.demoDepositKeys,
  value: unknown,
): Promise<unknown> {
  await insertSettingValueOnce(db, key, value);
  return readSettingValue(db, key);
}
