import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DeliveryContract } from '@waihui/contracts';
import { ListFooter } from '@/components/list-footer';
import { loadedRows } from '@/lib/query/paging';
import { getRecordsQueryOptions } from '../api/delivery';
import { countdownText } from './delivery-values';
import { QuoteLine, formatQuoteTime } from './quote-line';
import { useNow } from './use-now';
import { formatMoney } from '@/lib/format/numbers';

/** GET /api/account_log/micro: every contract of the caller, newest first, with loadmore / nomore. */
export function RecordsList({ token }: { token: string }) {
  const { t } = useTranslation('delivery');
  const { t: tc } = useTranslation();
  const records = useInfiniteQuery(getRecordsQueryOptions(token));
  const items = loadedRows(records.data);
  return (
    <section className="wh-delivery-card" aria-labelledby="delivery-records-title">
      <h2 id="delivery-records-title" className="wh-delivery-card__title">
        {t('records.title')}
      </h2>
      {records.isPending ? (
        <p role="status">{t('page.loading')}</p>
      ) : records.isError && items.length === 0 ? (
        <div role="alert">
          <p>{t('records.loadFailed')}</p>
          <button
            type="button"
            className="wh-delivery-button wh-delivery-button--ghost"
            onClick={() => void records.refetch()}
          >
            {t('page.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="wh-delivery-hint">{tc('list.empty')}</p>
      ) : (
        <>
          <ul className="wh-delivery-records" aria-label={t('records.label')}>
            {items.map((item) => (
              <RecordRow key={item.id} item={item} />
            ))}
          </ul>
          <ListFooter pages={records} />
        </>
      )}
    </section>
  );
}

function RecordRow({ item }: { item: DeliveryContract }) {
  const { t } = useTranslation('delivery');
  return (
    <li className="wh-delivery-record" data-testid={`delivery-record-${item.id}`}>
      <div className="wh-delivery-record__head">
        <span>
          <span className={`wh-delivery-tag wh-delivery-tag--${item.direction}`}>
            {item.direction === 'up' ? t('form.up') : t('form.down')}
          </span>{' '}
          {item.symbol} · {t('form.seconds', { seconds: item.seconds })} ·{' '}
          {`${formatMoney(item.stake)} USD`}
        </span>
        <span data-field="status">
          {item.outcome === null ? t('records.status.open') : t(`records.outcome.${item.outcome}`)}
        </span>
      </div>
      <dl className="wh-delivery-facts">
        <QuoteLine label={t('result.openQuote')} quote={item.open} />
        {item.settlement === null ? (
          <>
            <div>
              <dt>{t('open.remaining')}</dt>
              <dd>
                <Countdown expiresAt={item.expires_at} />
              </dd>
            </div>
            <div>
              <dt>{t('records.settlesAt')}</dt>
              <dd data-field="settles-at">{formatQuoteTime(item.expires_at)}</dd>
            </div>
          </>
        ) : (
          <QuoteLine label={t('result.settlementQuote')} quote={item.settlement} />
        )}
        {item.payout !== null && (
          <div>
            <dt>{t('result.payout')}</dt>
            <dd data-field="payout">{`${formatMoney(item.payout)} USD`}</dd>
          </div>
        )}
      </dl>
      {item.settled_after_restart && <p className="wh-delivery-hint">{t('result.afterRestart')}</p>}
      {item.settled_after_pause && <p className="wh-delivery-hint">{t('result.afterPause')}</p>}
    </li>
  );
}

/** The live time left to an open record's expiry ("m:ss"), then "Settling…" until it is settled. */
function Countdown({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('delivery');
  const now = useNow();
  const expired = Date.parse(expiresAt) <= now;
  return (
    <>
      <span role="timer" aria-live="off" data-field="countdown">
        {countdownText(expiresAt, now)}
      </span>
      {expired && <span className="wh-delivery-hint"> {t('open.settling')}</span>}
    </>
  );
}
