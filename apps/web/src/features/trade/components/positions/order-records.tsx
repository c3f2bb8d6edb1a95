import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Position, TradeSide } from '@waihui/contracts';
import { ListFooter } from '@/components/list-footer';
import { loadedRows } from '@/lib/query/paging';
import { getHistoryQueryOptions, getOpenTradesQueryOptions } from '../../api/trading';
import {} from './format';
import { LoadFailed, LoadingState } from './list-states';
import { orderDetailPath, positionDetailPath } from './position-tabs';
import { SideLabel } from './side-label';
import { formatInstant } from '@/lib/format/times';

/** One order or position of the records, with the status and time its section shows. */
interface TradeRecord {
  to: string;
  testId: string;
  trade: { symbol: string; side: TradeSide; lots: number; leverage: number };
  status: string;
  time: string;
}

/** A position's record: it opens the position's detail. */
function positionRecord(position: Position, status: string, time: string): TradeRecord {
  return {
    to: positionDetailPath(position.id),
    testId: `record-position-${position.id}`,
    trade: position,
    status,
    time,
  };
}

/** Records as links to their detail, or "none". */
function RecordList({ records }: { records: readonly TradeRecord[] }) {
  const { t } = useTranslation('positions');
  if (records.length === 0) return <p className="wh-pos-records__none">{t('records.none')}</p>;
  return (
    <ul className="wh-pos-record-list">
      {records.map(({ to, testId, trade, status, time }) => (
        <li key={testId}>
          <Link className="wh-pos-record" to={to} data-testid={testId}>
            <span className="wh-pos-record__symbol">{trade.symbol}</span>
            <SideLabel side={trade.side} />
            <span className="wh-pos-record__size">
              {t('records.size', { lots: trade.lots, leverage: trade.leverage })}
            </span>
            <span className="wh-pos-record__status">{status}</span>
            <time className="wh-pos-record__time" dateTime={time}>
              {formatInstant(time)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
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

  return (
    <>
      <p className="wh-pos-records__intro">{t('records.intro')}</p>
      <RecordSection id="wh-pos-records-pending" title={t('records.pending')}>
        <RecordList
          records={orders.map((order) => ({
            to: orderDetailPath(order.id),
            testId: `record-order-${order.id}`,
            trade: order,
            status: t(`status.${order.status}`),
            time: order.created_at,
          }))}
        />
      </RecordSection>
      <RecordSection id="wh-pos-records-open" title={t('records.open')}>
        <RecordList
          records={positions.map((position) =>
            positionRecord(position, t('status.open'), position.opened_at),
          )}
        />
      </RecordSection>
      <RecordSection id="wh-pos-records-closed" title={t('records.closed')}>
        {history.isPending ? (
          <LoadingState />
        ) : history.isError && closed.length === 0 ? (
          <LoadFailed message={t('state.historyFailed')} onRetry={() => void history.refetch()} />
        ) : (
          <>
            <RecordList
              records={closed.map((position) =>
                positionRecord(
                  position,
                  position.close_cause === null
                    ? t('status.closed')
                    : t('records.closedBy', { cause: t(`cause.${position.close_cause}`) }),
                  position.closed_at ?? position.opened_at,
                ),
              )}
            />
            {closed.length > 0 && <ListFooter pages={history} />}
          </>
        )}
      </RecordSection>
    </>
  );
}
