import { useTranslation } from 'react-i18next';
import { parseDecimal } from '@waihui/core';
import type { Fill } from '@waihui/contracts';
import { Figure } from './figure';
import { formatSignedMoney } from './format';
import { quoteSideOf } from './position-figures';
import { formatMoney } from '@/lib/format/numbers';
import { formatPrice, trendOf } from '@/lib/format/prices';
import { formatInstant } from '@/lib/format/times';

/** The key of the sentence that says why this fill happened (its cause, for its side). */
function reasonKey(fill: Fill) {
  switch (fill.cause) {
    case 'user':
      return fill.action === 'open' ? 'detail.why.market' : 'detail.why.userClose';
    case 'limit':
      return `detail.why.limit.${fill.side}` as const;
    case 'take_profit':
      return `detail.why.takeProfit.${fill.side}` as const;
    case 'stop_loss':
      return `detail.why.stopLoss.${fill.side}` as const;
    case 'stop_out':
      return 'detail.why.stopOut';
  }
}

/**
 * One fill with the quote it used, so the user can see why it filled at that price (product.md §1.3
 * "explainable"): the rule (a long opens at the ask and closes at the bid, a short the reverse),
 * why it happened (your order, a limit crossed, TP, SL, stop-out), the bid and ask of that quote
 * with the side it used, the quote's time and sequence number, the USD rate of a non-USD quote,
 * the fee, the realised P/L and any negative-balance cover, where the quote came from (source, raw
 * bid / ask, markup), and whether it was the first quote after a server restart or after a pause.
 */
export function FillCard({ fill }: { fill: Fill }) {
  const { t } = useTranslation('positions');
  const used = quoteSideOf(fill);
  const titleId = `wh-pos-fill-${fill.id}`;
  const cover = parseDecimal(fill.house_cover);
  return (
    <article className="wh-pos-fill" aria-labelledby={titleId} data-testid={`fill-${fill.id}`}>
      <h3 id={titleId} className="wh-pos-fill__title">
        {t(`detail.fill.${fill.action}`)}
      </h3>
      <p className="wh-pos-fill__rule" data-field="rule">
        {t(`detail.explain.${fill.action}.${fill.side}`, { price: formatPrice(fill.price) })}
      </p>
      <p className="wh-pos-fill__why" data-field="why">
        {t(reasonKey(fill))}
      </p>
      {fill.after_restart && (
        <p className="wh-pos-fill__note" data-field="after-restart">
          {t('detail.fill.afterRestart')}
        </p>
      )}
      {fill.after_pause && (
        <p className="wh-pos-fill__note" data-field="after-pause">
          {t('detail.fill.afterPause')}
        </p>
      )}
      <dl className="wh-pos-grid">
        <Figure label={t('detail.fill.price')} field="price">
          {formatPrice(fill.price)}
        </Figure>
        <Figure label={t('detail.fill.cause')} field="cause">
          {t(`cause.${fill.cause}`)}
        </Figure>
        <Figure
          label={t(used === 'bid' ? 'detail.fill.bidUsed' : 'detail.fill.bid')}
          field="bid"
          className={used === 'bid' ? 'wh-pos-fill__used' : undefined}
        >
          {formatPrice(fill.bid)}
        </Figure>
        <Figure
          label={t(used === 'ask' ? 'detail.fill.askUsed' : 'detail.fill.ask')}
          field="ask"
          className={used === 'ask' ? 'wh-pos-fill__used' : undefined}
        >
          {formatPrice(fill.ask)}
        </Figure>
        <Figure label={t('detail.fill.quotedAt')} field="quoted-at">
          <time dateTime={fill.quoted_at}>{formatInstant(fill.quoted_at)}</time>
        </Figure>
        <Figure label={t('detail.fill.quoteSeq')} field="quote-seq">
          {fill.quote_seq}
        </Figure>
        {fill.usd_pair !== null && (
          <Figure label={t('detail.fill.usdRate')} field="usd-rate">
            {t('detail.fill.usdRateValue', {
              pair: fill.usd_pair,
              rate: formatPrice(fill.usd_rate),
            })}
          </Figure>
        )}
        <Figure label={t('detail.fill.fee')} field="fee">
          {formatMoney(fill.fee)}
        </Figure>
        {fill.realized_pnl !== null && (
          <Figure
            label={t('detail.fill.realizedPnl')}
            field="realized-pnl"
            className={`wh-${trendOf(fill.realized_pnl)}`}
          >
            {formatSignedMoney(fill.realized_pnl)}
          </Figure>
        )}
        {!cover.isZero() && (
          <Figure label={t('detail.fill.houseCover')} field="house-cover">
            {formatMoney(fill.house_cover)}
          </Figure>
        )}
        <Figure label={t('detail.fill.filledAt')} field="filled-at">
          <time dateTime={fill.created_at}>{formatInstant(fill.created_at)}</time>
        </Figure>
      </dl>
      {fill.source !== null && (
        <p className="wh-pos-fill__note" data-field="source">
          {t('detail.fill.source', {
            source: fill.source.id,
            bid: formatPrice(fill.source.bid),
            ask: formatPrice(fill.source.ask),
            markupBid: formatPrice(fill.source.markup_bid),
            markupAsk: formatPrice(fill.source.markup_ask),
          })}
        </p>
      )}
    </article>
  );
}
