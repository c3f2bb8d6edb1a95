import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The root of every back-office read. Each domain's file builds its keys on it (`depositKeys`,
 * `settingsKeys`, …); a change that others may show (a user's lock, in the audit log too) reads
 * everything under it again.
 */
export const ADMIN_KEY = ['admin'] as const;

/** The query options of a back-office read under `key`. */
export function adminQuery<Data, Key extends QueryKey>(
  key: Key,
  read: (signal: AbortSignal) => Promise<Data>,
) {
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => read(signal) });
}

/**
 * A back-office change: sends it; once the server took it, `done` runs (e.g. a toast) and the reads
 * under `stale` read again.
 */
export function useAdminChange<Input, Output>(
  stale: QueryKey,
  send: (input: Input) => Promise<Output>,
  done?: () => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      done?.();
      return client.invalidateQueries({ queryKey: stale });
    },
  });
}
