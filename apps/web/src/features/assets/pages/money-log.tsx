import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { POSTING_KINDS, isPostingKind, parseSpotReference, type PostingKind } from '@waihui/core';
import type { MoneyLogItem } from '@waihui/contracts';
import { BookSwitch } from '@/components/book-switch';
import { SelectInput } from '@/components/form/form-field';
import { ListFooter } from '@/components/list-footer';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useAppStore } from '@/lib/store/store';
import { loadedRows } from '@/lib/query/paging';
import { getMoneyLogQueryOptions } from '../api/ledger';
import '../components/assets.css';
import { formatMoney } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/prices';
import { formatInstant } from '@/lib/format/times';

/**
 * Account change records (product.md §2.4, §4.5): the money log, newest first, loaded page by page as the
 * list scrolls, with the loadmore / loading / nomore footer and an optional filter by kind.
 */
export default function MoneyLogPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.moneyLog')} />
      <BookSwitch />
      {token === null ? <LoginRequired /> : <MoneyLog token={token} />}
    </>
  );
}

function MoneyLog({ token }: { token: string }) {
  const { t } = useTranslation('assets');
  const { t: tc } = useTranslation();
  const [kind, setKind] = useState<PostingKind | null>(null);
  const log = useInfiniteQuery(getMoneyLogQueryOptions(token, kind));
  const items = loadedRows(log.data);

  return (
    <>
      <div className="wh-records-filter">
        <label htmlFor="records-kind">{t('records.filter')}</label>
        <SelectInput
          id="records-kind"
          value={kind ?? ''}
          options={[
            { value: '', label: t('records.allKinds') },
            ...POSTING_KINDS.map((id) => ({ value: id, label: t(`records.kinds.${id}`) })),
          ]}
          onChange={(value) => setKind(isPostingKind(value) ? value : null)}
        />
      </div>
      {log.isPending ? (
        <p className="wh-assets-state" role="status">
          {t('state.loading')}
        </p>
      ) : log.isError && items.length === 0 ? (
        <div className="wh-assets-state" role="alert">
          <p>{t('records.loadFailed')}</p>
          <button
            type="button"
            className="wh-button wh-button--ghost"
            onClick={() => void log.refetch()}
          >
            {t('actions.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="wh-assets-state">{tc('list.empty')}</p>
      ) : (
        <>
          <ul className="wh-records" aria-label={t('records.label')}>
            {items.map((item) => (
              <RecordRow key={item.id} item={item} />
            ))}
          </ul>
          <ListFooter pages={log} />
        </>
      )}
    </>
  );
}

function RecordRow({ item }: { item: MoneyLogItem }) {
  const { t } = useTranslation('assets');
  const credit = !item.amount.startsWith('-');
  return (
    <li className="wh-record" data-testid={`record-${item.id}`}>
      <div className="wh-record__head">
        <span className="wh-record__kind">{t(`records.kinds.${item.kind}`)}</span>
        <span
          className={`wh-record__amount wh-record__amount--${credit ? 'in' : 'out'}`}
          data-field="amount"
        >
          {`${credit ? '+' : ''}${formatMoney(item.amount, item.currency)} ${item.currency}`}
        </span>
      </div>
      <div className="wh-record__meta">
        <span data-field="account">
          {t(`accounts.${item.account_type}`)}
          {item.bucket === 'locked' ? ` · ${t('rows.locked')}` : ''}
        </span>
        <span data-field="balance-after">
          {t('records.balanceAfter', { amount: formatMoney(item.balance_after, item.currency) })}
        </span>
      </div>
      <SpotFillLine reference={item.reference} />
      <time className="wh-record__time" dateTime={item.created_at}>
        {formatInstant(item.created_at)}
      </time>
    </li>
  );
}

/** A spot order's or conversion's posting names its pair, side and fill price (the quote it used). */
function SpotFillLine({ reference }: { reference: string | null }) {
  const { t } = useTranslation('assets');
  const spot = parseSpotReference(reference);
  if (spot === null || spot.price === null) return null;
  return (
    <div className="wh-record__meta" data-field="spot-fill">
      {t(spot.side === 'buy' ? 'records.spotBuy' : 'records.spotSell', {
        symbol: spot.symbol,
        price: formatPrice(spot.price),
      })}
    </div>
  );
}
