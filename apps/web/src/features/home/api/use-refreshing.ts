import { useCallback, useEffect, useState } from 'react';

export interface Refreshing<T> {
  data: T | undefined;
  /** The last load failed and there is nothing to show. */
  failed: boolean;
  reload: () => void;
}

/** Last answers by cache key, so coming back to home shows them at once while it reloads. */
const lastAnswers = new Map<string, unknown>();

/**
 * Loads `load` now, again every `everyMs` and whenever `key` changes (e.g. the language, since
 * names come translated), keeping the last good answer on a failed refresh. `name` + `key` keep
 * the answer for the next visit. A small stand-in for TanStack Query, which the home route leaves
 * out to stay within its size budget.
 */
export function useRefreshing<T>(
  name: string,
  load: () => Promise<T>,
  key: string,
  everyMs: number,
): Refreshing<T> {
  const cacheKey = `${name}:${key}`;
  const [state, setState] = useState<{ data: T | undefined; failed: boolean }>(() => ({
    data: lastAnswers.get(cacheKey) as T | undefined,
    failed: false,
  }));
  const [round, setRound] = useState(0);

  useEffect(() => {
    // Not aborted on leaving: the answer still fills the cache, and an aborted request would only
    // show up as a failed request in the browser.
    let current = true;
    load().then(
      (data) => {
        lastAnswers.set(cacheKey, data);
        if (current) setState({ data, failed: false });
      },
      () => {
        if (current) setState((state) => ({ ...state, failed: true }));
      },
    );
    const timer = setTimeout(() => setRound((n) => n + 1), everyMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [load, key, cacheKey, everyMs, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, failed: state.failed && state.data === undefined, reload };
}
