import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarketItem, SubmitOrderData } from '@waihui/contracts';
import { PATHS } from '@/lib/paths';
import { LineIcon } from '@/components/line-icon';
import { Sheet } from '@/components/sheet';
import { formatMoney, formatPriceAt, formatLots } from '@/lib/format/numbers';
import { displaySymbol } from '@/lib/format/prices';

/**
 * What the submit did (product.md §4.2 "position opened"): a filled order shows the position's fill price,
 * margin and open fee as the server fixed them; a resting limit order shows its limit price and
 * the margin and fee it reserved. "Trade Again" starts a fresh form; "View positions" goes to them.
 */
export function OrderResult({
  item,
  result,
  onTradeAgain,
}: {
  item: MarketItem;
  result: SubmitOrderData;
  onTradeAgain: () => void;
}) {
  const { t } = useTranslation('trade');
  const { order, position } = result;
  const usd = (value: string) => `${formatMoney(value)} USD`;
  const rows: [string, string, string][] = [
    ['instrument', t('result.instrument'), displaySymbol(item)],
    ['side', t('result.side'), order.side === 'long' ? t('form.long') : t('form.short')],
    ['lots', t('result.lots'), formatLots(order.lots)],
    ...((position === null
      ? [
          ['limit-price', t('result.limitPrice'), formatPriceAt(order.limit_price, item.precision)],
          ['margin', t('result.margin'), usd(order.reserved_margin)],
          ['fee', t('result.fee'), usd(order.reserved_fee)],
        ]
      : [
          ['fill-price', t('result.fillPrice'), formatPriceAt(position.open_price, item.precision)],
          ['margin', t('result.margin'), usd(position.margin)],
          ['fee', t('result.fee'), usd(position.open_fee)],
        ]) as [string, string, string][]),
  ];
  return (
    <Sheet
      title={
        <span className="wh-trade-result__title">
          <LineIcon name="success" className="wh-trade-result__icon" />
          {position === null ? t('result.placed') : t('result.opened')}
        </span>
      }
      footer={
        <div className="wh-sheet__actions">
          <Link className="wh-trade-button wh-trade-button--ghost" to={PATHS.positions}>
            {t('result.viewPositions')}
          </Link>
          <button
            type="button"
            className="wh-trade-button wh-trade-button--primary"
            onClick={onTradeAgain}
          >
            {t('result.tradeAgain')}
          </button>
        </div>
      }
    >
      <dl className="wh-trade-figures wh-trade-figures--summary">
        {rows.map(([id, label, value]) => (
          <div key={id} className="wh-trade-figure">
            <dt>{label}</dt>
            <dd data-testid={`result-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {position === null && <p className="wh-trade-note">{t('result.placedNote')}</p>}
    </Sheet>
  );
}
