import { useQuery } from '@tanstack/react-query';
import { getTransferOptionsQueryOptions } from '@/lib/account/trading-summary';
import { fundingStepOf, type FundingStep } from '../components/funding-step';

/**
 * The way to money for an order (fundingStepOf), read only while it is `needed` (the contract
 * account cannot pay): the transfer options are not asked for on every page view.
 */
export function useFundingStep(token: string | null, needed: boolean): FundingStep {
  const options = useQuery({
    ...getTransferOptionsQueryOptions(token),
    enabled: token !== null && needed,
    // The strip and the ticket both ask; a money movement invalidates LEDGER_KEY anyway.
    staleTime: 30_000,
  });
  return fundingStepOf(options.data);
}
