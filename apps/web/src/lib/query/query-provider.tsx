import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../http/client';

/**
 * One QueryClient for the whole app, so the cache survives page changes. Loaded lazily with the
 * first route that sets `query: true` in app/routes.ts; the shell itself never loads TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // The server answered (toast shown, or a 4xx): asking again gives the same answer.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && (error.kind === 'envelope' || error.kind === 'http')) &&
        failureCount < 2,
    },
    mutations: { retry: false },
  },
});

export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
