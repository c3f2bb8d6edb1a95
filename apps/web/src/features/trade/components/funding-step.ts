import type { TransferOptionsData } from '@waihui/contracts';
import { parseDecimal } from '@waihui/core';

/**
 * Where the money for a contract order comes from next: a transfer of the coin account's USD, or,
 * when there is none to transfer, a deposit first (a new account has nothing in either account).
 * While the transfer options are not read yet it says "transfer", the way in that always exists.
 */
export type FundingStep = 'transfer' | 'deposit';

export function fundingStepOf(options: TransferOptionsData | undefined): FundingStep {
  if (options === undefined) return 'transfer';
  const coinUsd = options.list.find(
    (option) =>
      option.from_account === 'coin' &&
      option.to_account === 'contract' &&
      option.currency === 'USD',
  );
  return coinUsd !== undefined && parseDecimal(coinUsd.available).greaterThan(0)
    ? 'transfer'
    : 'deposit';
}
