import { queryOptions } from '@tanstack/react-query';
import { devRoutes, type DevOutboxData } from '@waihui/contracts';
import { call } from '@/lib/http/client';

/** One message the demo "sent" (stored in the server's outbox instead of mailed or texted). */
export type DemoMessage = DevOutboxData;

/**
 * GET /api/dev/inbox?to=: the newest messages (at most 10, newest first) the demo sent to an
 * e-mail address or E.164 mobile number. Exists only while the server runs in demo mode (else 404).
 */
export function getDemoInboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: ['demo-inbox', to],
    queryFn: async ({ signal }) => (await call(devRoutes.devInbox, { to }, { signal })).messages,
    enabled: to !== '',
    // Always the newest on open and on "Refresh"; nothing cached between visits matters here.
    staleTime: 0,
  });
}
