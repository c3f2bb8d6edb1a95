import { useTranslation } from 'react-i18next';
import type { Position } from '@waihui/contracts';
import { Figure } from './figure';
import {} from './format';
import { positionDetailPath } from './position-tabs';
import { PnlFigures } from './card-head';
import { StopsFigures, TradeCard } from './trade-card';
import { formatMoney } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/prices';
import { formatInstant } from '@/lib/format/times';

/**
 * One open position (product.md §3.5, §4.2): what was opened, the live P/L and profit rate (patched by the
 * live channel), TP/SL and the estimated stop-out price; Close, TP/SL and Details.
 */
export function PositionCard({
  position,
  closing,
  onClose,
  onClosePart,
  onEditStops,
}: {
  position: Position;
  /** A close of this position is on its way: its button waits. */
  closing: boolean;
  onClose: () => void;
  /** Close some of its lots (product.md §10.16); offered while it holds more than one. */
  onClosePart: () => void;
  onEditStops: () => void;
}) {
  const { t } = useTranslation('positions');
  const titleId = `wh-pos-position-${position.id}`;
  return (
    <TradeCard
      titleId={titleId}
      testId={`position-${position.id}`}
      symbol={position.symbol}
      side={position.side}
      leverage={position.leverage}
      pnl={
        <PnlFigures kind="floating" pnl={position.floating_pnl} profitRate={position.profit_rate} />
      }
      actions={
        <>
          <button
            type="button"
            className="wh-pos-action wh-pos-action--strong"
            disabled={closing}
            aria-describedby={titleId}
            onClick={onClose}
          >
            {t('actions.close')}
          </button>
          {position.lots > 1 && (
            <button
              type="button"
              className="wh-pos-action"
              disabled={closing}
              aria-describedby={titleId}
              onClick={onClosePart}
            >
              {t('actions.closePart')}
            </button>
          )}
          <button
            type="button"
            className="wh-pos-action"
            aria-describedby={titleId}
            onClick={onEditStops}
          >
            {t('actions.tpsl')}
          </button>
        </>
      }
      detailsTo={positionDetailPath(position.id)}
    >
      <Figure label={t('fields.lots')} field="lots">
        {position.lots}
      </Figure>
      <Figure label={t('fields.openPrice')} field="open-price">
        {formatPrice(position.open_price)}
      </Figure>
      <Figure label={t('fields.currentPrice')} field="current-price">
        {formatPrice(position.current_price)}
      </Figure>
      <Figure label={t('fields.margin')} field="margin">
        {formatMoney(position.margin)}
      </Figure>
      <Figure label={t('fields.fee')} field="fee">
        {formatMoney(position.open_fee)}
      </Figure>
      <Figure label={t('fields.stopOutPrice')} field="stop-out-price">
        {formatPrice(position.estimated_stop_out_price)}
      </Figure>
      <StopsFigures takeProfit={position.take_profit} stopLoss={position.stop_loss} />
      <Figure label={t('fields.openTime')} field="open-time">
        <time dateTime={position.opened_at}>{formatInstant(position.opened_at)}</time>
      </Figure>
    </TradeCard>
  );
}
