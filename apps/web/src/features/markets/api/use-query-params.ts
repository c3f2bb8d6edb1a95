import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The page's query string and a way to change it in place (history replace). react-router's
 * useSearchParams would do the same but adds its code to the router chunk every route loads.
 */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const replace = useCallback(
    (next: URLSearchParams) => {
      void navigate({ pathname, search: `?${next.toString()}` }, { replace: true });
    },
    [navigate, pathname],
  );
  return [params, replace];
}
