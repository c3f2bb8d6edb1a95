import { queryOptions } from '@tanstack/react-query';
import { ledgerRoutes } from '@waihui/contracts';
import { call } from '@/lib/http/client';
import { LEDGER_KEY } from '@/lib/query/keys';

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
