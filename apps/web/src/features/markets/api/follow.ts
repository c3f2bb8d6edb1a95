import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  marketRoutes,
  type CurrencyMatchesData,
  type FollowData,
  type MarketItem,
} from '@waihui/contracts';
import { loginPathFor } from '@/components/login-required';
import { call } from '@/lib/http/client';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';

/** POST /api/market/follow: follow (true) or unfollow (false) one instrument. Needs a session. */
export function postFollow(symbol: string, follow: boolean): Promise<FollowData> {
  return call(marketRoutes.follow, { symbol, follow });
}

function withFollowed(item: MarketItem, data: FollowData): MarketItem {
  return item.symbol === data.symbol ? { ...item, followed: data.followed } : item;
}

/**
 * Follow or unfollow from a list or the chart header. Without a session it goes to login (and
 * back here afterwards). On success the lists' stars change at once and the watchlist reloads.
 */
export function useFollow(): (item: Pick<MarketItem, 'symbol' | 'followed'>) => void {
  const { t } = useTranslation('market');
  const token = useAppStore((state) => state.token);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ symbol, follow }: { symbol: string; follow: boolean }) =>
      postFollow(symbol, follow),
    onSuccess: (data) => {
      queryClient.setQueriesData<CurrencyMatchesData>(
        { queryKey: ['market', 'currency_matches'] },
        (old) =>
          old === undefined
            ? old
            : {
                categories: old.categories.map((category) => ({
                  ...category,
                  items: category.items.map((item) => withFollowed(item, data)),
                })),
              },
      );
      queryClient.setQueriesData<MarketItem | null>(
        { queryKey: ['market', 'instrument', data.symbol] },
        (old) => (old == null ? old : withFollowed(old, data)),
      );
      void queryClient.invalidateQueries({ queryKey: ['market', 'watchlist'] });
      showToast(t(data.followed ? 'markets.followed' : 'markets.unfollowed'), { icon: 'success' });
    },
  });
  const { mutate } = mutation;
  // Stable across renders, so memoised list rows do not re-render for it. A double tap sends the
  // same explicit `follow` twice, which the server treats as one.
  return useCallback(
    (item: Pick<MarketItem, 'symbol' | 'followed'>) => {
      if (token === null) {
        void navigate(loginPathFor(`${location.pathname}${location.search}`));
        return;
      }
      mutate({ symbol: item.symbol, follow: !item.followed });
    },
    [token, navigate, location.pathname, location.search, mutate],
  );
}
