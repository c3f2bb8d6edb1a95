import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BookSwitch } from '@/components/book-switch';
import { LoginRequired } from '@/components/login-required';
import { NavBar } from '@/components/nav-bar';
import { QuotesScope } from '@/lib/quotes/quotes-scope';
import { useAppStore } from '@/lib/store/store';
import { useTradingLive } from '../api/live';
import { EmptyState, LoadFailed, LoadingState } from '../components/positions/list-states';
import { OrderDetail } from '../components/positions/order-detail';
import { OrderRecords } from '../components/positions/order-records';
import { PositionDetail } from '../components/positions/position-detail';
import { positionsPath } from '../components/positions/position-tabs';
import {
  useOrderPageTarget,
  type OrderPageTarget,
} from '../components/positions/use-order-page-target';
import '../components/positions/positions.css';

/** A positive whole id from the address ("7"), or null for anything else. */
function idOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,14}$/.test(value)) return null;
  return Number(value);
}

/**
 * `?position_id=N` names a position (open or closed), `?order_id=N` an order (pending, or the
 * position it opened); neither: the records list (docs/decisions.md).
 */
export function targetOf(params: URLSearchParams): OrderPageTarget | null {
  const positionId = idOf(params.get('position_id'));
  if (positionId !== null) return { kind: 'position', id: positionId };
  const orderId = idOf(params.get('order_id'));
  return orderId === null ? null : { kind: 'order', id: orderId };
}

/**
 * Orders (product.md §2.4): one position or order with every field of product.md §3.5 and each fill's recorded
 * quote (why it filled at that price), or, with nothing named, the list of orders to choose from.
 * Standard header with an empty title, so the page names itself in its body.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  const [params] = useSearchParams();
  const target = targetOf(params);
  useTradingLive(token);
  let body;
  if (token === null) body = <LoginRequired />;
  else if (target === null) body = <OrderRecords token={token} />;
  else body = <OrderTarget key={`${target.kind}-${target.id}`} token={token} target={target} />;
  return (
    <>
      <NavBar />
      <BookSwitch />
      <h1 className="wh-pos-title">{t('titles.orders')}</h1>
      <QuotesScope className="wh-pos">{body}</QuotesScope>
    </>
  );
}

function OrderTarget({ token, target }: { token: string; target: OrderPageTarget }) {
  const { t } = useTranslation('positions');
  const found = useOrderPageTarget(token, target);
  switch (found.state) {
    case 'loading':
      return <LoadingState />;
    case 'error':
      return <LoadFailed message={t('state.loadFailed')} onRetry={found.retry} />;
    case 'missing':
      return (
        <EmptyState text={t(target.kind === 'position' ? 'detail.noPosition' : 'detail.noOrder')}>
          <Link className="wh-button wh-button--ghost" to={positionsPath('history')}>
            {t('detail.toHistory')}
          </Link>
        </EmptyState>
      );
    case 'order':
      return <OrderDetail order={found.order} />;
    case 'position':
      return <PositionDetail position={found.position} />;
  }
}
