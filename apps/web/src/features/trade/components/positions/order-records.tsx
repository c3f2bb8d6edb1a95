import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TradeSide } from '@waihui/contracts';
import { ListFooter } from '@/components/list-footer';
import { loadedRows } from '@/lib/query/paging';
import { getHistoryQueryOptions, getOpenTradesQueryOptions } from '../../api/trading';
import { formatTradeTime } from './format';
import { LoadFailed, LoadingState } from './list-states';
import { orderDetailPath, positionDetailPath } from './position-tabs';
import { SideLabel } from './side-label';

interface RecordRowProps {
  to: string;
  testId: string;
  symbol: string;
  side: TradeSide;
  lots: number;
  leverage: number;
  status: string;
  time: string;
}

/** One order or position of the records: a link to its detail. */
function RecordRow({ to, testId, symbol, side, lots, leverage, status, time }: RecordRowProps) {
  const { t } = useTranslation('positions');
  return (
    <li>
      <Link className="wh-pos-record" to={to} data-testid={testId}>
        <span className="wh-pos-record__symbol">{symbol}</span>
        <SideLabel side={side} />
        <span className="wh-pos-record__size">{t('records.size', { lots, leverage })}</span>
        <span className="wh-pos-record__status">{status}</span>
        <time className="wh-pos-record__time" dateTime={time}>
          {formatTradeTime(time)}
        </time>
      </Link>
    </li>
  );
}

function RecordSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="wh-pos-records" aria-labelledby={id}>
      <h2 id={id} className="wh-pos-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The order page without a position or order named (docs/decisions.md): every order of the user
 * the server lists, by state: pending orders, open positions, then closed positions page by page
 * (loadmore / loading / nomore); each opens its detail with the fills and their quotes.
 */
export function OrderRecords({ token }: { token: string }) {
  const { t } = useTranslation('positions');
  const open = useQuery(getOpenTradesQueryOptions(token));
  const history = useInfiniteQuery(getHistoryQueryOptions(token));
  const closed = loadedRows(history.data);

  if (open.isError && open.data === undefined) {
    return <LoadFailed message={t('state.loadFailed')} onRetry={() => void open.refetch()} />;
  }
  if (open.data === undefined) return <LoadingState />;
  const { orders, positions } = open.data;
  const none = <p className="wh-pos-records__none">{t('records.none')}</p>;

  return (
    <>
      <p className="wh-pos-records__intro">{t('records.intro')}</p>
      <RecordSection id="wh-pos-records-pending" title={t('records.pending')}>
        {orders.length === 0 ? (
          none
        ) : (
          <ul className="wh-pos-record-list">
            {orders.map((order) => (
              <RecordRow
                key={order.id}
                to={orderDetailPath(order.id)}
                testId={`record-order-${order.id}`}
                symbol={order.symbol}
                side={order.side}
                lots={order.lots}
                leverage={order.leverage}
                status={t(`status.${order.status}`)}
                time={order.created_at}
              />
            ))}
          </ul>
        )}
      </RecordSection>
      <RecordSection id="wh-pos-records-open" title={t('records.open')}>
        {positions.length === 0 ? (
          none
        ) : (
          <ul className="wh-pos-record-list">
            {positions.map((position) => (
              <RecordRow
                key={position.id}
                to={positionDetailPath(position.id)}
                testId={`record-position-${position.id}`}
                symbol={position.symbol}
                side={position.side}
                lots={position.lots}
                leverage={position.leverage}
                status={t('status.open')}
                time={position.opened_at}
              />
            ))}
          </ul>
        )}
      </RecordSection>
      <RecordSection id="wh-pos-records-closed" title={t('records.closed')}>
        {history.isPending ? (
          <LoadingState />
        ) : history.isError && closed.length === 0 ? (
          <LoadFailed message={t('state.historyFailed')} onRetry={() => void history.refetch()} />
        ) : closed.length === 0 ? (
          none
        ) : (
          <>
            <ul className="wh-pos-record-list">
              {closed.map((position) => (
                <RecordRow
                  key={position.id}
                  to={positionDetailPath(position.id)}
                  testId={`record-position-${position.id}`}
                  symbol={position.symbol}
                  side={position.side}
                  lots={position.lots}
                  leverage={position.leverage}
                  status={
                    position.close_cause === null
                      ? t('status.closed')
                      : t('records.closedBy', { cause: t(`cause.${position.close_cause}`) })
                  }
                  time={position.closed_at ?? position.opened_at}
                />
              ))}
            </ul>
            <ListFooter
              hasMore={history.hasNextPage}
              loading={history.isFetchingNextPage}
              onLoadMore={() => void history.fetchNextPage()}
            />
          </>
        )}
      </RecordSection>
    </>
  );
}
