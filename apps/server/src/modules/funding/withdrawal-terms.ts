import { withdrawalTerms, type WithdrawalTerms } from '../settings/settings.service';
import type { FundingDeps } from './funding-deps';

/**
 * The withdrawal fee table and destination delay in force now: the operator's saved setting, else
 * the configured ones (deps.settings). Read per request; a requested withdrawal keeps the fee it
 * was asked with (stored on its row).
 */
export async function currentWithdrawalTerms(deps: FundingDeps): Promise<WithdrawalTerms> {
  return withdrawalTerms(deps.db, {
    fees: deps.settings.withdrawalFees,
    delaySeconds: deps.settings.destinationDelaySeconds,
  });
}
