import { queryOptions } from '@tanstack/react-query';
import { tradingRoutes } from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { TRADING_KEY } from '@/lib/query/keys';

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
