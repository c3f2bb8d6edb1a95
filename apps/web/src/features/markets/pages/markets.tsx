import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { StarOutline } from 'antd-mobile-icons';
import type { MarketItem } from '@waihui/contracts';
import { loginPathFor } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { ConnectionBanner } from '@/lib/quotes/connection-banner';
import { isMarketTab, marketsPath, type MarketTab } from '@/lib/quotes/links';
import { quotes } from '@/lib/quotes/quotes';
import type { TickerMap } from '@/lib/quotes/quote-client';
import { QuotesScope } from '@/lib/quotes/quotes-scope';
import { useTickers } from '@/lib/quotes/use-quotes';
import { useAppStore } from '@/lib/store/store';
import { useFollow } from '../api/follow';
import { getMarketsQueryOptions } from '../api/get-markets';
import { getWatchlistQueryOptions } from '../api/get-watchlist';
import { useQueryParams } from '../api/use-query-params';
import { ColorSetting } from '../components/color-setting';
import { MarketList } from '../components/market-list';
import { MarketTabs } from '../components/market-tabs';
import { matchesQuery } from '../components/search';
import { SearchBox } from '../components/search-box';
import '../components/markets.css';

const DEFAULT_TAB: MarketTab = 'crypto';

/**
 * Market quotes (tab 1): watchlist and one tab per category, search across all instruments, live
 * prices that flash on change, follow stars, and the rise/fall colour setting in the header.
 * The tab is in the address (`?tab=forex`), so home can link to a category and a reload keeps it.
 */
export default function MarketsPage() {
  const { t } = useTranslation(['common', 'market']);
  const [params, setParams] = useQueryParams();
  const requested = params.get('tab');
  const tab: MarketTab = isMarketTab(requested) ? requested : DEFAULT_TAB;
  const [query, setQuery] = useState('');
  const lang = useAppStore((state) => state.lang);
  const token = useAppStore((state) => state.token);
  const markets = useQuery(getMarketsQueryOptions(lang, token));
  const watchlist = useQuery(getWatchlistQueryOptions(lang, token));
  const tickers = useTickers('all');
  const onFollow = useFollow();

  const all = useMemo(
    () => markets.data?.categories.flatMap((category) => category.items) ?? [],
    [markets.data],
  );
  useEffect(() => {
    quotes.seedTickers(all.map((item) => item.ticker));
  }, [all]);

  const searching = query.trim() !== '';
  const results = useMemo(
    () => (searching ? all.filter((item) => matchesQuery(item, query)) : []),
    [all, query, searching],
  );

  const tabTitle = (id: MarketTab) =>
    id === 'watchlist' ? t('market:markets.watchlist') : t(`market:categories.${id}`);

  let body;
  if (markets.isError && markets.data === undefined) {
    body = (
      <div className="wh-market-message" role="alert">
        <p>{t('market:errors.loadFailed')}</p>
        <button type="button" className="wh-market-button" onClick={() => void markets.refetch()}>
          {t('market:errors.retry')}
        </button>
      </div>
    );
  } else if (markets.data === undefined) {
    body = <MarketListSkeleton />;
  } else if (searching) {
    body =
      results.length === 0 ? (
        <p className="wh-market-message">
          {t('market:markets.noResults', { query: query.trim() })}
        </p>
      ) : (
        <MarketList
          items={results}
          tickers={tickers}
          onFollow={onFollow}
          showCategory
          label={t('market:markets.results')}
        />
      );
  } else if (tab === 'watchlist') {
    body = (
      <WatchlistBody
        loggedIn={token !== null}
        items={watchlist.data?.items}
        tickers={tickers}
        onFollow={onFollow}
      />
    );
  } else {
    const items = markets.data.categories.find((c) => c.category === tab)?.items ?? [];
    body = <MarketList items={items} tickers={tickers} onFollow={onFollow} label={tabTitle(tab)} />;
  }

  return (
    <>
      <PageHeader title={t('titles.markets')} back={false} right={<ColorSetting />} />
      <QuotesScope className="wh-markets">
        <div className="wh-markets__top">
          <SearchBox value={query} onChange={setQuery} />
          {!searching && (
            <MarketTabs
              value={tab}
              onChange={(next) => setParams(new URLSearchParams({ tab: next }))}
            />
          )}
        </div>
        <ConnectionBanner />
        <div className="wh-markets__body" role={searching ? undefined : 'tabpanel'}>
          {body}
        </div>
      </QuotesScope>
    </>
  );
}

function WatchlistBody({
  loggedIn,
  items,
  tickers,
  onFollow,
}: {
  loggedIn: boolean;
  items: readonly MarketItem[] | undefined;
  tickers: TickerMap;
  onFollow: (item: MarketItem) => void;
}) {
  const { t } = useTranslation('market');
  if (!loggedIn) {
    return (
      <div className="wh-market-message">
        <span className="wh-market-message__icon" aria-hidden="true">
          <StarOutline />
        </span>
        <p>{t('markets.watchlistLoggedOut')}</p>
        <Link className="wh-market-button" to={loginPathFor(marketsPath('watchlist'))}>
          {t('markets.login')}
        </Link>
      </div>
    );
  }
  if (items === undefined) return <MarketListSkeleton />;
  if (items.length === 0) {
    return (
      <div className="wh-market-message">
        <span className="wh-market-message__icon" aria-hidden="true">
          <StarOutline />
        </span>
        <p>{t('markets.watchlistEmpty')}</p>
      </div>
    );
  }
  return (
    <MarketList
      items={items}
      tickers={tickers}
      onFollow={onFollow}
      showCategory
      label={t('markets.watchlist')}
    />
  );
}

function MarketListSkeleton() {
  return (
    <ul className="wh-market-skeleton" aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <li key={n} className="wh-market-skeleton__row">
          <span className="wh-market-skeleton__bar wh-market-skeleton__bar--name" />
          <span className="wh-market-skeleton__bar wh-market-skeleton__bar--price" />
          <span className="wh-market-skeleton__bar wh-market-skeleton__bar--badge" />
        </li>
      ))}
    </ul>
  );
}
