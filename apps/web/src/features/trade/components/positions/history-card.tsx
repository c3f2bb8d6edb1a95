import { useTranslation } from 'react-i18next';
import type { Position } from '@waihui/contracts';
import { Figure } from './figure';
import {} from './format';
import { positionDetailPath } from './position-tabs';
import { PnlFigures } from './card-head';
import { TradeCard } from './trade-card';
import { formatMoney } from '@/lib/format/numbers';
import { NO_VALUE, formatPrice } from '@/lib/format/prices';
import { formatInstant } from '@/lib/format/times';

/**
 * One closed position of the history: open → close price, realised P/L and profit rate, fees,
 * what closed it (you, take-profit, stop-loss, stop-out) and when; Details shows each fill's quote.
 */
export function HistoryCard({ position }: { position: Position }) {
  const { t } = useTranslation('positions');
  return (
    <TradeCard
      titleId={`wh-pos-closed-${position.id}`}
      testId={`closed-${position.id}`}
      symbol={position.symbol}
      side={position.side}
      leverage={position.leverage}
      pnl={
        <PnlFigures kind="realized" pnl={position.realized_pnl} profitRate={position.profit_rate} />
      }
      detailsTo={positionDetailPath(position.id)}
    >
      <Figure label={t('fields.lots')} field="lots">
        {position.lots}
      </Figure>
      <Figure label={t('fields.openPrice')} field="open-price">
        {formatPrice(position.open_price)}
      </Figure>
      <Figure label={t('fields.closePrice')} field="close-price">
        {formatPrice(position.close_price)}
      </Figure>
      <Figure label={t('fields.fees')} field="fees">
        {t('value.fees', {
          open: formatMoney(position.open_fee),
          close: formatMoney(position.close_fee),
        })}
      </Figure>
      <Figure label={t('fields.closeCause')} field="close-cause">
        {position.close_cause === null ? NO_VALUE : t(`cause.${position.close_cause}`)}
      </Figure>
      <Figure label={t('fields.closeTime')} field="close-time">
        <time dateTime={position.closed_at ?? undefined}>{formatInstant(position.closed_at)}</time>
      </Figure>
    </TradeCard>
  );
}
