import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@waihui/contracts';
import { Figure } from './figure';
import { FillCard } from './fill-card';
import { formatProfitRate, formatSignedMoney } from './format';
import {
  contractUnits,
  expectedPnlAt,
  netValue,
  notionalAtOpen,
  orderTypeOf,
  pnlOf,
} from './position-figures';
import { SideLabel } from './side-label';
import { TpSlSheet } from './tp-sl-sheet';
import { useConfirmClose } from './use-close-position';
import { formatMoney } from '@/lib/format/numbers';
import { NO_VALUE, formatPrice, trendOf } from '@/lib/format/prices';
import { formatInstant } from '@/lib/format/times';

/** "BTC" of BTCUSD quoted in USD; null where the symbol is not base + quote (US500). */
function baseCurrencyOf(position: Position): string | null {
  const { symbol, quote_currency: quote } = position;
  return symbol.endsWith(quote) && symbol.length > quote.length
    ? symbol.slice(0, -quote.length)
    : null;
}

/**
 * Every field of product.md §3.5 for one position, open (live) or closed, then each of its fills with the
 * quote it used. Open positions keep their Close and TP/SL actions here too. The product.md §3.5 remaining
 * time belongs to delivery contracts and is not shown.
 */
export function PositionDetail({ position }: { position: Position }) {
  const { t } = useTranslation('positions');
  const { pendingId, confirmClose } = useConfirmClose();
  const [editing, setEditing] = useState(false);
  const open = position.status === 'open';
  const pnl = pnlOf(position);
  const trend = `wh-${trendOf(pnl)}`;
  const base = baseCurrencyOf(position);
  const net = netValue(position);
  const stop = (price: string | null) => (price === null ? t('value.none') : formatPrice(price));
  const expected = (price: string | null) => {
    const value = expectedPnlAt(position, price);
    return value === null ? NO_VALUE : formatSignedMoney(value);
  };

  return (
    <article className="wh-pos-detail" aria-labelledby="wh-pos-detail-title">
      <header className="wh-pos-card__head">
        <h2 id="wh-pos-detail-title" className="wh-pos-card__symbol">
          {t('detail.positionTitle', { symbol: position.symbol, id: position.id })}
        </h2>
        <SideLabel side={position.side} />
        <span className="wh-pos-card__type" data-field="status">
          {t(`status.${position.status}`)}
        </span>
      </header>
      <p className="wh-pos-detail__units">
        {t('detail.units', { currency: position.quote_currency })}
      </p>
      <dl className="wh-pos-card__pnl">
        <Figure
          label={t(open ? 'fields.floatingPnl' : 'fields.realizedPnl')}
          field="pnl"
          className={trend}
        >
          {formatSignedMoney(pnl)}
        </Figure>
        <Figure label={t('fields.profitRate')} field="profit-rate" className={trend}>
          {formatProfitRate(position.profit_rate)}
        </Figure>
      </dl>
      <dl className="wh-pos-grid wh-pos-grid--detail">
        <Figure label={t('detail.fields.orderType')} field="order-type">
          {t(`orderType.${orderTypeOf(position)}`)}
        </Figure>
        <Figure label={t('fields.leverage')} field="leverage">
          {t('value.leverage', { leverage: position.leverage })}
        </Figure>
        <Figure label={t('fields.lots')} field="lots">
          {position.lots}
        </Figure>
        <Figure label={t('detail.fields.availableLots')} field="available-lots">
          {open ? position.lots : 0}
        </Figure>
        <Figure label={t('detail.fields.contractAmount')} field="contract-amount">
          {base === null
            ? formatMoney(contractUnits(position))
            : `${formatMoney(contractUnits(position), base)} ${base}`}
        </Figure>
        <Figure label={t('detail.fields.notional')} field="notional">
          {`${formatMoney(notionalAtOpen(position))} ${position.quote_currency}`}
        </Figure>
        <Figure label={t('fields.margin')} field="margin">
          {formatMoney(position.margin)}
        </Figure>
        <Figure label={t('detail.fields.netValue')} field="net-value">
          {net === null ? NO_VALUE : formatMoney(net)}
        </Figure>
        <Figure label={t('fields.openPrice')} field="open-price">
          {formatPrice(position.open_price)}
        </Figure>
        {open ? (
          <Figure label={t('fields.currentPrice')} field="current-price">
            {formatPrice(position.current_price)}
          </Figure>
        ) : (
          <Figure label={t('detail.fields.settlementPrice')} field="settlement-price">
            {formatPrice(position.close_price)}
          </Figure>
        )}
        <Figure label={t('detail.fields.openFee')} field="open-fee">
          {formatMoney(position.open_fee)}
        </Figure>
        <Figure label={t('detail.fields.closeFee')} field="close-fee">
          {position.close_fee === null ? NO_VALUE : formatMoney(position.close_fee)}
        </Figure>
        <Figure label={t('fields.takeProfit')} field="take-profit">
          {stop(position.take_profit)}
        </Figure>
        <Figure label={t('fields.stopLoss')} field="stop-loss">
          {stop(position.stop_loss)}
        </Figure>
        <Figure label={t('detail.fields.expectedTakeProfit')} field="expected-take-profit">
          {expected(position.take_profit)}
        </Figure>
        <Figure label={t('detail.fields.expectedStopLoss')} field="expected-stop-loss">
          {expected(position.stop_loss)}
        </Figure>
        {open && (
          <Figure label={t('fields.stopOutPrice')} field="stop-out-price">
            {formatPrice(position.estimated_stop_out_price)}
          </Figure>
        )}
        {!open && (
          <Figure label={t('fields.closeCause')} field="close-cause">
            {position.close_cause === null ? NO_VALUE : t(`cause.${position.close_cause}`)}
          </Figure>
        )}
        <Figure label={t('fields.openTime')} field="open-time">
          <time dateTime={position.opened_at}>{formatInstant(position.opened_at)}</time>
        </Figure>
        {!open && (
          <Figure label={t('detail.fields.settlementTime')} field="settlement-time">
            <time dateTime={position.closed_at ?? undefined}>
              {formatInstant(position.closed_at)}
            </time>
          </Figure>
        )}
      </dl>
      {open && (
        <div className="wh-pos-card__actions">
          <button
            type="button"
            className="wh-pos-action wh-pos-action--strong"
            disabled={pendingId === position.id}
            onClick={() => void confirmClose(position)}
          >
            {t('actions.close')}
          </button>
          <button type="button" className="wh-pos-action" onClick={() => setEditing(true)}>
            {t('actions.tpsl')}
          </button>
        </div>
      )}
      <section className="wh-pos-fills" aria-labelledby="wh-pos-fills-title">
        <h2 id="wh-pos-fills-title" className="wh-pos-section-title">
          {t('detail.fills')}
        </h2>
        {position.fills.map((fill) => (
          <FillCard key={fill.id} fill={fill} />
        ))}
      </section>
      {open && editing && <TpSlSheet position={position} onDone={() => setEditing(false)} />}
    </article>
  );
}
