import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PreviewData, TradeSide } from '@waihui/contracts';
import { PATHS } from '@/lib/paths';
import { formatMoney, formatPriceAt } from '@/lib/format/numbers';
import type { FundingStep } from './funding-step';
import { stopOutShown } from './stop-out-text';

/**
 * The server's preview of the order as it stands (`lever/deal`), each figure exactly as answered:
 * prices at the instrument's precision, money (USD) in the app's money format. Says plainly when
 * the account cannot pay margin + fee, with the way to money: a transfer into the contract account,
 * or a deposit first when the coin account has no USD either.
 */
export function OrderPreview({
  preview,
  side,
  precision,
  pending,
  failure,
  fundingStep,
}: {
  preview: PreviewData | undefined;
  side: TradeSide;
  /** Decimal places of the instrument's prices. */
  precision: number;
  /** A newer preview is on its way (the figures shown are the previous order's). */
  pending: boolean;
  /** The server refused the preview (its message, in the user's language); null otherwise. */
  failure: string | null;
  fundingStep: FundingStep;
}) {
  const { t } = useTranslation('trade');
  const usd = (value: string) => `${formatMoney(value)} USD`;
  const stopOut = preview === undefined ? null : stopOutShown(side, preview);
  return (
    <section
      className="wh-trade-preview"
      aria-labelledby="wh-trade-preview-title"
      aria-busy={pending || undefined}
    >
      <h2 id="wh-trade-preview-title" className="wh-trade-section-title">
        {t('preview.title')}
        {pending && <span className="wh-trade-preview__pending">{t('preview.calculating')}</span>}
      </h2>
      {failure !== null ? (
        <p className="wh-trade-notice wh-trade-notice--error" role="alert">
          {failure}
        </p>
      ) : preview === undefined ? null : (
        <>
          <dl className="wh-trade-figures">
            <Figure
              id="price"
              label={preview.fills_now ? t('preview.fillPrice') : t('preview.pricedAt')}
              value={formatPriceAt(
                preview.fills_now ? preview.fill_price_now : preview.priced_at,
                precision,
              )}
            />
            <Figure id="notional" label={t('preview.notional')} value={usd(preview.notional_usd)} />
            <Figure id="margin" label={t('preview.margin')} value={usd(preview.margin)} />
            <Figure id="fee" label={t('preview.fee')} value={usd(preview.fee)} />
            <Figure
              id="stop-out"
              label={t('preview.stopOut')}
              value={
                stopOut?.kind === 'price'
                  ? formatPriceAt(stopOut.price, precision)
                  : t(stopOut?.kind === 'atOnce' ? 'preview.stopOutAtOnce' : 'preview.none')
              }
            />
            <Figure
              id="free-margin-after"
              label={t('preview.freeMarginAfter')}
              value={usd(preview.free_margin_after)}
            />
          </dl>
          {!preview.fills_now && <p className="wh-trade-note">{t('preview.rests')}</p>}
          {!preview.sufficient && (
            <div className="wh-trade-notice wh-trade-notice--error" role="alert">
              <p>
                {t('preview.insufficient', {
                  required: formatMoney(preview.required),
                  spendable: formatMoney(preview.spendable),
                })}
              </p>
              {fundingStep === 'deposit' ? (
                <>
                  <p>{t('preview.depositFirst')}</p>
                  <Link className="wh-trade-notice__link" to={PATHS.deposit}>
                    {t('preview.deposit')}
                  </Link>
                </>
              ) : (
                <Link className="wh-trade-notice__link" to={PATHS.transfer}>
                  {t('preview.transfer')}
                </Link>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Figure({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="wh-trade-figure">
      <dt>{label}</dt>
      <dd data-testid={`preview-${id}`}>{value}</dd>
    </div>
  );
}
