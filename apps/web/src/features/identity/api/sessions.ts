import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { identityRoutes, type SessionListData } from '@waihui/contracts';
import { call } from '@/lib/http/client';

const SESSIONS_KEY = ['identity', 'sessions'] as const;

/** GET /api/user/sessions: the user's own logged-in devices, "this device" marked `current`. */
export function sessionsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...SESSIONS_KEY, token],
    queryFn: ({ signal }): Promise<SessionListData> =>
      call(identityRoutes.sessions, undefined, { signal }),
    enabled: token !== null,
  });
}

/** POST /api/user/sessions/revoke: logs one of the user's devices out; the list is read again. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      call(identityRoutes.revokeSession, { session_id: sessionId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
