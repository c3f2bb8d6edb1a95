import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeSide } from '@waihui/contracts';
import { Figure } from './figure';
import { formatProfitRate, formatSignedMoney } from './format';
import { SideLabel } from './side-label';
import { trendOf } from '@/lib/format/prices';

/** The head of a position or order card: symbol (the card's name), direction, leverage, extras. */
export function CardHead({
  titleId,
  symbol,
  side,
  leverage,
  children,
}: {
  titleId: string;
  symbol: string;
  side: TradeSide;
  leverage: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('positions');
  return (
    <header className="wh-pos-card__head">
      <h3 id={titleId} className="wh-pos-card__symbol">
        {symbol}
      </h3>
      <SideLabel side={side} />
      <span className="wh-pos-card__badge" data-field="leverage">
        {t('value.leverage', { leverage })}
      </span>
      {children}
    </header>
  );
}

/**
 * A position's P/L (USD, signed) and profit rate (%) in the rise/fall colour of the P/L: floating
 * while open, realised once closed.
 */
export function PnlFigures({
  kind,
  pnl,
  profitRate,
}: {
  kind: 'floating' | 'realized';
  pnl: string | null;
  profitRate: string | null;
}) {
  const { t } = useTranslation('positions');
  const trend = `wh-${trendOf(pnl)}`;
  return (
    <dl className="wh-pos-card__pnl">
      <Figure
        label={kind === 'floating' ? t('fields.floatingPnl') : t('fields.realizedPnl')}
        field={kind === 'floating' ? 'floating-pnl' : 'realized-pnl'}
        className={trend}
      >
        {formatSignedMoney(pnl)}
      </Figure>
      <Figure label={t('fields.profitRate')} field="profit-rate" className={trend}>
        {formatProfitRate(profitRate)}
      </Figure>
    </dl>
  );
}
