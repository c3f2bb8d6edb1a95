import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isCandleInterval, type CandleInterval } from '@waihui/core';
import { PageHeader } from '@/components/page-header';
import { ConnectionBanner } from '@/lib/quotes/connection-banner';
import { marketsPath, spotPath } from '@/lib/quotes/links';
import { useNotLiveReason } from '@/lib/quotes/price-status';
import { quotes } from '@/lib/quotes/quotes';
import { QuotesScope } from '@/lib/quotes/quotes-scope';
import { useTicker } from '@/lib/quotes/use-quotes';
import { useAppStore } from '@/lib/store/store';
import { useFollow } from '../api/follow';
import { getInstrumentQueryOptions } from '../api/get-instrument';
import { getKlineQueryOptions } from '../api/get-kline';
import { useQueryParams } from '../api/use-query-params';
import { CandleChart } from '../components/candle-chart';
import { FollowStar } from '../components/follow-star';
import { IntervalSwitch } from '../components/interval-switch';
import { QuoteHeader } from '../components/quote-header';
import { TickList } from '../components/tick-list';
import { TradeBar } from '../components/trade-bar';
import '../components/markets.css';

const DEFAULT_SYMBOL = 'BTCUSD';
const DEFAULT_INTERVAL: CandleInterval = '15m';

/**
 * Candlestick chart of one instrument (`?symbol=BTCUSD&interval=15m`): live quote header, interval
 * switch, candles with MA5/10/30, latest quotes, follow star in the header, and buy/long and
 * sell/short into the contract page. lightweight-charts loads with this page only.
 */
export default function ChartPage() {
  const { t } = useTranslation(['common', 'market']);
  const [params, setParams] = useQueryParams();
  const symbol = (params.get('symbol') ?? DEFAULT_SYMBOL).toUpperCase();
  const requested = params.get('interval') ?? '';
  const interval = isCandleInterval(requested) ? requested : DEFAULT_INTERVAL;
  const lang = useAppStore((state) => state.lang);
  const token = useAppStore((state) => state.token);
  const upColor = useAppStore((state) => state.upColor);

  const instrument = useQuery(getInstrumentQueryOptions(symbol, lang, token));
  const item = instrument.data ?? null;
  const known = item !== null;
  const kline = useQuery({ ...getKlineQueryOptions(symbol, interval), enabled: known });
  // Subscribe only once the server has confirmed the symbol.
  const ticker = useTicker(known ? symbol : null);
  const toggleFollow = useFollow();
  const shownTicker = ticker ?? item?.ticker ?? null;
  const notLiveReason = useNotLiveReason(shownTicker);

  useEffect(() => {
    if (item !== null) quotes.seedTickers([item.ticker]);
  }, [item]);

  const { refetch } = kline;
  const onGap = useCallback(() => void refetch(), [refetch]);

  const chooseInterval = (next: CandleInterval) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('interval', next);
    setParams(nextParams);
  };

  const unknown = instrument.isError || (instrument.isSuccess && item === null);
  const follow =
    item === null ? undefined : (
      <FollowStar
        className="wh-follow-star--header"
        followed={item.followed}
        label={t(item.followed ? 'market:chart.unfollow' : 'market:chart.follow')}
        onToggle={() => toggleFollow(item)}
      />
    );

  return (
    <>
      <PageHeader title={t('titles.chart')} right={follow} />
      <QuotesScope className="wh-kline">
        <ConnectionBanner />
        {unknown ? (
          <div className="wh-market-message" role="alert">
            <p>{t('market:chart.unknown')}</p>
            <Link className="wh-market-button" to={marketsPath()}>
              {t('market:chart.backToMarkets')}
            </Link>
          </div>
        ) : item === null ? (
          <div className="wh-kline__loading" aria-busy="true" />
        ) : (
          <>
            <QuoteHeader item={item} ticker={shownTicker} />
            <div className="wh-kline__chart">
              <IntervalSwitch value={interval} onChange={chooseInterval} />
              <CandleChart
                symbol={symbol}
                interval={interval}
                precision={item.precision}
                history={kline.data}
                upColor={upColor}
                onGap={onGap}
                paused={notLiveReason !== null}
              />
            </div>
            <TickList symbol={symbol} ticker={ticker} />
            {item.trade_types.includes('spot') && (
              <p className="wh-kline__spot">
                <Link className="wh-market-button" to={spotPath(symbol)}>
                  {t('titles.spotOrders')}
                </Link>
              </p>
            )}
            <TradeBar
              symbol={symbol}
              enabled={item.trade_types.includes('contract')}
              delivery={item.trade_types.includes('delivery')}
              notLiveReason={notLiveReason}
            />
          </>
        )}
      </QuotesScope>
    </>
  );
}
