import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TradeSide } from '@waihui/contracts';

/** What a link into the trade page chose (lib/quotes/links.ts contractPath). */
export interface TradeParams {
  /** Upper-cased `?symbol=`, null when absent. */
  symbol: string | null;
  /** `?side=long|short`; long otherwise. */
  side: TradeSide;
}

function sideOf(value: string | null): TradeSide {
  return value === 'short' ? 'short' : 'long';
}

/**
 * The page's `?symbol=` and `?side=`, and a way to change them in place (history replace), so a
 * reload or a shared link keeps the instrument and side. react-router's useSearchParams would do
 * the same but adds its code to the router chunk every route loads.
 */
export function useTradeParams(): [TradeParams, (next: Partial<TradeParams>) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => {
    const query = new URLSearchParams(search);
    return { symbol: query.get('symbol')?.toUpperCase() ?? null, side: sideOf(query.get('side')) };
  }, [search]);
  const replace = useCallback(
    (next: Partial<TradeParams>) => {
      const query = new URLSearchParams(search);
      if (next.symbol != null) query.set('symbol', next.symbol);
      if (next.side !== undefined) query.set('side', next.side);
      void navigate({ pathname, search: `?${query.toString()}` }, { replace: true });
    },
    [navigate, pathname, search],
  );
  return [params, replace];
}
