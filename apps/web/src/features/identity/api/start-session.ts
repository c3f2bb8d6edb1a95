import type { QueryClient } from '@tanstack/react-query';
import type { SessionData } from '@waihui/contracts';
import { useAppStore } from '@/lib/store/store';

/**
 * After register or login: keeps the token and the profile in the store (persisted as `waihui`)
 * and drops every cached server answer, which belonged to the previous visitor or user.
 */
export function startSession(queryClient: QueryClient, session: SessionData): void {
  queryClient.clear();
  useAppStore.getState().setSession(session.token, session.user);
  queryClient.setQueryData(['user', 'info'], session.user);
}
