import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryListsData, MarketItem } from '@waihui/contracts';
import { BookSwitch } from '@/components/book-switch';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useMessageText } from '@/lib/i18n/messages';
import { ConnectionBanner } from '@/lib/quotes/connection-banner';
import { getInstrumentsQueryOptions } from '@/lib/quotes/instruments';
import { QuotesScope } from '@/lib/quotes/quotes-scope';
import { useAppStore } from '@/lib/store/store';
import { loadedRows } from '@/lib/query/paging';
import {
  DELIVERY_KEY,
  getDeliveryListsQueryOptions,
  getOpenContractsQueryOptions,
  getRecordsQueryOptions,
  useSubmitDelivery,
} from '../api/delivery';
import { DeliveryForm, type DeliveryOrder } from '../components/delivery-form';
import { deliveryInstruments } from '../components/delivery-values';
import { OpenContracts } from '../components/open-contracts';
import { RecordsList } from '../components/records-list';
import { ResultSheet } from '../components/result-sheet';
import '../components/delivery.css';

/**
 * Delivery (fixed-time) contracts (`?symbol=BTCUSD`, from the chart and contract trade pages):
 * the ticket (with the trade page's instrument picker over the instruments offered), the open contracts with their countdown and live price against the open price, the
 * result sheet when one placed here settles, and the records. Needs a session; under the strict
 * compliance profile the page says why it is not offered.
 */
export default function DeliveryPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.delivery')} />
      <BookSwitch />
      {token === null ? <LoginRequired /> : <DeliveryScreen token={token} />}
    </>
  );
}

function DeliveryScreen({ token }: { token: string }) {
  const { t } = useTranslation('delivery');
  const messageText = useMessageText();
  const lang = useAppStore((state) => state.lang);
  const lists = useQuery(getDeliveryListsQueryOptions(token));
  const catalogue = useQuery(getInstrumentsQueryOptions(lang));

  if (lists.isError || catalogue.isError) {
    return (
      <div className="wh-delivery-state" role="alert">
        <p>{t('page.loadFailed')}</p>
        <button
          type="button"
          className="wh-delivery-button wh-delivery-button--ghost"
          onClick={() => {
            if (lists.isError) void lists.refetch();
            if (catalogue.isError) void catalogue.refetch();
          }}
        >
          {t('page.retry')}
        </button>
      </div>
    );
  }
  if (lists.data === undefined || catalogue.data === undefined) {
    return (
      <p className="wh-delivery-state" role="status" aria-busy="true">
        {t('page.loading')}
      </p>
    );
  }
  if (!lists.data.enabled) {
    return (
      <section className="wh-delivery-state" aria-labelledby="delivery-disabled-title">
        <h2 id="delivery-disabled-title">{t('page.disabledTitle')}</h2>
        <p>{messageText({ code: 'DELIVERY_DISABLED' })}</p>
      </section>
    );
  }
  if (lists.data.instruments.length === 0 || lists.data.periods.length === 0) {
    return (
      <p className="wh-delivery-state" role="status">
        {t('page.empty')}
      </p>
    );
  }
  const items = deliveryInstruments(catalogue.data, lists.data.instruments);
  return <DeliveryPanel token={token} offer={lists.data} items={items} />;
}

function DeliveryPanel({
  token,
  offer,
  items,
}: {
  token: string;
  offer: DeliveryListsData;
  /** The offered instruments as the picker lists them (deliveryInstruments). */
  items: readonly MarketItem[];
}) {
  const { t } = useTranslation('delivery');
  const [params, setParams] = useSearchParams();
  const requested = params.get('symbol')?.toUpperCase() ?? null;
  const symbol =
    items.find((i) => i.symbol === requested)?.symbol ??
    items[0]?.symbol ??
    offer.instruments[0]?.symbol ??
    '';
  const client = useQueryClient();
  const submit = useSubmitDelivery();
  const open = useQuery(getOpenContractsQueryOptions(token));
  const records = useInfiniteQuery(getRecordsQueryOptions(token));
  /** The contract placed here whose result the sheet shows once it is settled. */
  const [watched, setWatched] = useState<number | null>(null);
  const openList = open.data?.list ?? [];
  const watchedOpen = watched !== null && openList.some((c) => c.id === watched);

  // When the watched contract leaves the open list, read the records again: they hold its result.
  useEffect(() => {
    if (watched !== null && open.data !== undefined && !watchedOpen)
      void client.invalidateQueries({ queryKey: [...DELIVERY_KEY, 'records'] });
  }, [client, watched, watchedOpen, open.data]);

  const settled =
    watched === null
      ? undefined
      : loadedRows(records.data).find((c) => c.id === watched && c.status === 'settled');

  async function place(order: DeliveryOrder): Promise<void> {
    // A refusal rejects (the client has shown the server's message); the form stays as typed.
    const data = await submit.mutateAsync({ ...order, idempotency_key: crypto.randomUUID() });
    setWatched(data.contract.id);
  }

  return (
    <QuotesScope className="wh-delivery">
      <ConnectionBanner />
      <p className="wh-delivery-intro">{t('page.intro')}</p>
      <section className="wh-delivery-card" aria-label={t('form.title')}>
        <DeliveryForm
          key={symbol}
          offer={offer}
          items={items}
          symbol={symbol}
          onSymbolChange={(next) => setParams({ symbol: next }, { replace: true })}
          submitting={submit.isPending}
          onPlace={place}
        />
      </section>
      <OpenContracts contracts={openList} />
      <RecordsList token={token} />
      {settled !== undefined && <ResultSheet contract={settled} onClose={() => setWatched(null)} />}
    </QuotesScope>
  );
}
