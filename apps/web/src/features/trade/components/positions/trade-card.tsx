import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TradeSide } from '@waihui/contracts';
import { Figure } from './figure';
import { CardHead } from './card-head';
import { formatPrice } from '@/lib/format/prices';

/**
 * The layout every position and order card shares: the head (symbol, side, leverage and `headExtra`),
 * an optional P/L block, the figures grid (`children`), then the card's own `actions` and Details.
 * Buttons in `actions` point their aria-describedby at `titleId`, the card's name.
 */
export function TradeCard({
  titleId,
  testId,
  symbol,
  side,
  leverage,
  headExtra,
  pnl,
  actions,
  detailsTo,
  children,
}: {
  titleId: string;
  testId: string;
  symbol: string;
  side: TradeSide;
  leverage: number;
  headExtra?: ReactNode;
  pnl?: ReactNode;
  actions?: ReactNode;
  detailsTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('positions');
  return (
    <article className="wh-pos-card" aria-labelledby={titleId} data-testid={testId}>
      <CardHead titleId={titleId} symbol={symbol} side={side} leverage={leverage}>
        {headExtra}
      </CardHead>
      {pnl}
      <dl className="wh-pos-grid">{children}</dl>
      <div className="wh-pos-card__actions">
        {actions}
        <Link className="wh-pos-action" to={detailsTo} aria-describedby={titleId}>
          {t('actions.details')}
        </Link>
      </div>
    </article>
  );
}

/** Take-profit and stop-loss prices of a card, "None" where not set. */
export function StopsFigures({
  takeProfit,
  stopLoss,
}: {
  takeProfit: string | null;
  stopLoss: string | null;
}) {
  const { t } = useTranslation('positions');
  return (
    <>
      <Figure label={t('fields.takeProfit')} field="take-profit">
        {takeProfit === null ? t('value.none') : formatPrice(takeProfit)}
      </Figure>
      <Figure label={t('fields.stopLoss')} field="stop-loss">
        {stopLoss === null ? t('value.none') : formatPrice(stopLoss)}
      </Figure>
    </>
  );
}
