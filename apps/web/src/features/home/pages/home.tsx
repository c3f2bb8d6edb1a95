import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useAppStore } from '@/lib/store/store';
import { ConnectionBanner } from '@/lib/quotes/connection-banner';
import { marketsPath } from '@/lib/quotes/links';
import { quotes } from '@/lib/quotes/quotes';
import { QuotesScope } from '@/lib/quotes/quotes-scope';
import { useTickers } from '@/lib/quotes/use-quotes';
import { getHotMap } from '../api/get-hot-map';
import { getLatestNotice } from '../api/get-latest-notice';
import { getMarketIndex } from '../api/get-market-index';
import { useRefreshing } from '../api/use-refreshing';
import { HeadlineCards } from '../components/headline-cards';
import { HeatMap } from '../components/heat-map';
import { LatestNotice } from '../components/latest-notice';
import { Movers } from '../components/movers';
import { Sectors } from '../components/sectors';
import { Shortcuts } from '../components/shortcuts';
import '../components/home.css';

/** Rankings and category averages are re-read this often; prices move live in between. */
const REFRESH_MS = 30_000;
/** Announcements change rarely: the latest is re-read every five minutes. */
const NOTICE_REFRESH_MS = 300_000;

/**
 * Home (tab 0): headline prices, shortcuts into trading, sectors, top movers and the heat map,
 * all with live prices from the shared quote connection. No TanStack Query, zod or antd-mobile
 * here: the home route has a 130 KB budget (apps/web/README.md).
 */
export default function HomePage() {
  const { t } = useTranslation(['common', 'market']);
  const lang = useAppStore((state) => state.lang);
  const overview = useRefreshing('index', getMarketIndex, lang, REFRESH_MS);
  const hotMap = useRefreshing('hotMap', getHotMap, lang, REFRESH_MS);
  const notices = useRefreshing('latestNotice', getLatestNotice, lang, NOTICE_REFRESH_MS);
  const tickers = useTickers('all');

  useEffect(() => {
    const data = overview.data;
    if (data === undefined) return;
    quotes.seedTickers(
      [...data.headline, ...data.hot, ...data.gainers, ...data.losers].map((item) => item.ticker),
    );
  }, [overview.data]);

  const data = overview.data;
  return (
    <>
      <PageHeader title={t('titles.home')} back={false} account />
      <QuotesScope className="wh-home">
        <ConnectionBanner />
        <section className="wh-home-hero" aria-label={t('market:home.overview')}>
          {data === undefined ? (
            <div className="wh-home-headline" aria-busy={!overview.failed}>
              {[0, 1, 2].map((n) => (
                <span
                  key={n}
                  className="wh-home-headline__card wh-home-headline__card--loading wh-skeleton"
                />
              ))}
            </div>
          ) : (
            <HeadlineCards items={data.headline} tickers={tickers} />
          )}
        </section>
        {overview.failed && (
          <div className="wh-home-card wh-home-failed" role="alert">
            <p>{t('market:errors.loadFailed')}</p>
            <button type="button" className="wh-home-failed__retry" onClick={overview.reload}>
              {t('market:errors.retry')}
            </button>
          </div>
        )}
        <LatestNotice notice={notices.data?.list[0]} />
        <Shortcuts />
        {data !== undefined && <Sectors categories={data.categories} />}
        {data !== undefined && (
          <Movers
            lists={{ gainers: data.gainers, losers: data.losers, hot: data.hot }}
            tickers={tickers}
          />
        )}
        {hotMap.data !== undefined && <HeatMap data={hotMap.data} tickers={tickers} />}
        <Link to={marketsPath()} className="wh-home-all">
          {t('market:home.seeAll')}
          <span className="wh-home-all__chevron" aria-hidden="true" />
        </Link>
      </QuotesScope>
    </>
  );
}
