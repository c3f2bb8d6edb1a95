import { queryOptions } from '@tanstack/react-query';
import { ledgerRoutes, tradingRoutes } from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { LEDGER_KEY, TRADING_KEY } from '@/lib/query/keys';

/** The contract account's trading summary: the trade pages and the Assets contract tab share it. */
export const TRADING_SUMMARY_KEY = [...TRADING_KEY, 'summary'] as const;

/** GET /api/lever/in_out: balance, equity, used and free margin, margin level, profile, consent. */
export function getTradingSummaryQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: TRADING_SUMMARY_KEY,
    queryFn: ({ signal }) => call(tradingRoutes.tradingSummary, undefined, { signal }),
    enabled: token !== null,
  });
}

/**
 * GET /api/biaddress/get_kezhuanxianlist: directions, currencies and the source's available
 * balance. The transfer page reads it, and the trade ticket to say "transfer" or "deposit first".
 */
export function getTransferOptionsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...LEDGER_KEY, 'transfer-options'],
    queryFn: ({ signal }) => call(ledgerRoutes.transferOptions, undefined, { signal }),
    enabled: token !== null,
  });
}
