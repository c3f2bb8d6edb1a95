import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { UnorderedListOutline } from 'antd-mobile-icons';
import { BookSwitch } from '@/components/book-switch';
import { InstrumentPicker } from '@/components/instrument-picker';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import { ConnectionBanner } from '@/lib/quotes/connection-banner';
import { getInstrumentsQueryOptions } from '@/lib/quotes/instruments';
import { deliveryPath } from '@/lib/quotes/links';
import { priceStatusOf } from '@/lib/quotes/price-status';
import { quotes } from '@/lib/quotes/quotes';
import { QuotesScope } from '@/lib/quotes/quotes-scope';
import { useTicker } from '@/lib/quotes/use-quotes';
import { useAppStore } from '@/lib/store/store';
import { useTradingLive } from '../api/live';
import { getTradingSummaryQueryOptions } from '@/lib/account/trading-summary';
import { useFundingStep } from '../api/funding-step';
import { OrderFundsStrip, spendableOf } from '../components/order-funds-strip';
import {
  chooseInstrument,
  contractInstruments,
  maxLeverageOf,
} from '../components/contract-instruments';
import { MiniChart } from '../components/mini-chart';
import { OrderForm } from '../components/order-form';
import { QuotePanel } from '../components/quote-panel';
import { useTradeParams } from '../components/use-trade-params';
import '../components/trade.css';
import { displaySymbol } from '@/lib/format/prices';

/**
 * Contract trading (tab 2, `?symbol=BTCUSD&side=long|short` from the chart page's buttons): the
 * instrument with its live bid/ask and a small chart, the contract account, and the order ticket
 * with the server's preview, a confirm step and the result. Open to visitors too: the chart, the
 * quotes and the ticket show without a session, whose button then asks to log in (nothing that
 * needs a session is asked for: no account summary, preview or live account channel).
 */
export default function ContractTradePage() {
  const { t } = useTranslation(['common', 'trade']);
  const token = useAppStore((state) => state.token);
  useTradingLive(token);
  return (
    <>
      <PageHeader
        title={t('titles.contractTrade')}
        back={false}
        right={
          token === null ? undefined : (
            <Link
              className="wh-icon-button"
              to={PATHS.positions}
              aria-label={t('trade:page.positions')}
            >
              <UnorderedListOutline aria-hidden="true" />
            </Link>
          )
        }
      />
      <BookSwitch />
      <TradePanel token={token} />
    </>
  );
}

function TradePanel({ token }: { token: string | null }) {
  const { t } = useTranslation(['trade', 'common']);
  const lang = useAppStore((state) => state.lang);
  const [params, setParams] = useTradeParams();
  const instruments = useQuery(getInstrumentsQueryOptions(lang));
  const summary = useQuery(getTradingSummaryQueryOptions(token));
  /** Logged out there is no account to show: the summary is not waited for. */
  const account = token === null ? null : (summary.data ?? undefined);
  const canSpendNothing = account != null && spendableOf(account).isZero();
  const fundingStep = useFundingStep(token, canSpendNothing);

  const list = instruments.data === undefined ? [] : contractInstruments(instruments.data);
  const { item, requestedMissing } = chooseInstrument(list, params.symbol);
  const live = useTicker(item?.symbol ?? null);
  const ticker = live ?? item?.ticker ?? null;

  useEffect(() => {
    // The list's tickers show at once; the socket's newer ones replace them (higher sequence).
    if (instruments.data !== undefined)
      quotes.seedTickers(
        instruments.data.categories.flatMap((group) => group.items.map((entry) => entry.ticker)),
      );
  }, [instruments.data]);

  if (instruments.isError || summary.isError) {
    return (
      <div className="wh-trade-state" role="alert">
        <p>{instruments.isError ? t('page.loadFailed') : t('account.loadFailed')}</p>
        <button
          type="button"
          className="wh-trade-button wh-trade-button--ghost"
          onClick={() => {
            if (instruments.isError) void instruments.refetch();
            if (summary.isError) void summary.refetch();
          }}
        >
          {t('page.retry')}
        </button>
      </div>
    );
  }
  if (instruments.data === undefined || account === undefined) {
    return (
      <p className="wh-trade-state" role="status" aria-busy="true">
        {t('page.loading')}
      </p>
    );
  }
  if (item === null) {
    return (
      <p className="wh-trade-state" role="status">
        {t('page.empty')}
      </p>
    );
  }
  const fallback = chooseInstrument(list, null).item;
  return (
    <QuotesScope className="wh-trade">
      <ConnectionBanner />
      {requestedMissing && params.symbol !== null && fallback !== null && (
        <p className="wh-trade-notice" role="status">
          {t('page.notTradable', { symbol: params.symbol, fallback: displaySymbol(fallback) })}
        </p>
      )}
      <InstrumentPicker
        instruments={list}
        current={item}
        detail={(entry) =>
          t('instrument.maxLeverage', {
            value: maxLeverageOf(entry, account?.profile ?? 'standard'),
          })
        }
        onChoose={(symbol) => setParams({ symbol })}
      />
      <QuotePanel item={item} ticker={ticker} />
      {item.trade_types.includes('delivery') && (
        <Link className="wh-trade-delivery-link" to={deliveryPath(item.symbol)}>
          {t('common:titles.delivery')}
        </Link>
      )}
      <MiniChart
        symbol={item.symbol}
        label={displaySymbol(item)}
        paused={priceStatusOf(ticker) !== null}
      />
      {account !== null && <OrderFundsStrip summary={account} fundingStep={fundingStep} />}
      <OrderForm
        key={item.symbol}
        token={token}
        item={item}
        ticker={ticker}
        summary={account}
        initialSide={params.side}
        onSideChange={(side) => setParams({ symbol: item.symbol, side })}
      />
    </QuotesScope>
  );
}
