import type { AdminFundingSaveBody, AdminFundingSettings } from '@waihui/contracts';
import { parseDecimal, toDecimalString } from '@waihui/core';
import type { Tx } from '../../db/database';
import type { AuditedChange } from '../backoffice';
import {
  DEFAULT_FOUR_EYES,
  type FourEyesSetting,
  fourEyesThreshold,
  replaceSetting,
  SETTING_KEYS,
  withdrawalTerms,
  type WithdrawalTerms,
} from '../settings';
import type { FundingDeps } from './funding.deps';

/** The configured fee table and delay (deps.settings): what applies until an operator saves. */
function configuredTerms(deps: Pick<FundingDeps, 'settings'>): WithdrawalTerms {
  return {
    fees: deps.settings.withdrawalFees,
    delaySeconds: deps.settings.destinationDelaySeconds,
  };
}

/**
 * The withdrawal fee table and destination delay in force now: the operator's saved setting, else
 * the configured ones (deps.settings). Read per request; a requested withdrawal keeps the fee it
 * was asked with (stored on its row).
 */
export async function currentWithdrawalTerms(deps: FundingDeps): Promise<WithdrawalTerms> {
  return withdrawalTerms(deps.db, configuredTerms(deps));
}

/** `threshold`: the four-eyes threshold, a decimal string in USD. */
function settingsView(
  terms: WithdrawalTerms,
  threshold: string,
  source: AdminFundingSettings['source'],
): AdminFundingSettings {
  return {
    withdrawal_fees: terms.fees.map((rule) => ({ ...rule })),
    destination_delay_seconds: terms.delaySeconds,
    four_eyes_threshold_usd: threshold,
    source,
  };
}

/** The back-office's funding settings: fee table, delay (and where they come from), four-eyes. */
export async function withdrawalSettings(
  deps: Pick<FundingDeps, 'db' | 'settings'>,
): Promise<AdminFundingSettings> {
  const terms = await withdrawalTerms(deps.db, configuredTerms(deps));
  const threshold = await fourEyesThreshold(deps.db);
  return settingsView(terms, toDecimalString(threshold), terms.source);
}

/**
 * Saves the fee table, delay and four-eyes threshold in the caller's (audited) transaction; the
 * audit's before/after hold both settings as stored (`fourEyes`: `{ withdrawal_amount_usd }`). The
 * threshold is read at each approval, so it applies to approvals from then on (docs/backoffice.md).
 */
export async function saveWithdrawalSettings(
  deps: Pick<FundingDeps, 'settings'>,
  tx: Tx,
  body: AdminFundingSaveBody,
  at: Date,
): Promise<AuditedChange<AdminFundingSettings>> {
  const terms: WithdrawalTerms = {
    fees: body.withdrawal_fees,
    delaySeconds: body.destination_delay_seconds,
  };
  // Normalised ("1000.50" → "1000.5") so the audit compares values, not spellings.
  const threshold = toDecimalString(parseDecimal(body.four_eyes_threshold_usd));
  const fourEyes: FourEyesSetting = { withdrawal_amount_usd: threshold };
  const withdrawals = await replaceSetting(
    tx,
    SETTING_KEYS.withdrawals,
    terms,
    configuredTerms(deps),
    at,
  );
  const eyes = await replaceSetting(tx, SETTING_KEYS.fourEyes, fourEyes, DEFAULT_FOUR_EYES, at);
  return {
    target: 'settings:funding',
    before: { ...withdrawals.before, fourEyes: eyes.before },
    after: { ...withdrawals.after, fourEyes: eyes.after },
    result: settingsView(terms, threshold, 'saved'),
  };
}
