import { useTranslation } from 'react-i18next';
import type { TradingSummary } from '@waihui/contracts';
import { formatMarginLevel, formatSignedAccountAmount } from './format';
import { MarginBanner } from './margin-banner';
import { formatAccountAmount } from '@/lib/format/numbers';
import { trendOf } from '@/lib/format/prices';

/**
 * The contract account at a glance (product.md §3.2 account funds, docs/trading.md): equity, balance, used
 * and free margin, margin level and floating P/L in USD, 2 decimals truncated, with the margin-call
 * or stop-out banner above it when the level is there. Gains and losses take the user's rise and
 * fall colours (the page sits in a QuotesScope).
 */
export function AccountSummaryStrip({ summary }: { summary: TradingSummary }) {
  const { t } = useTranslation('positions');
  return (
    <>
      <MarginBanner summary={summary} />
      <section className="wh-pos-strip" aria-labelledby="wh-pos-strip-title">
        <h2 id="wh-pos-strip-title" className="wh-pos-strip__label">
          {t('strip.equity')}
        </h2>
        <p className="wh-pos-strip__equity" data-testid="strip-equity">
          {formatAccountAmount(summary.equity)}
        </p>
        <dl className="wh-pos-strip__grid">
          <div>
            <dt>{t('strip.balance')}</dt>
            <dd data-testid="strip-balance">{formatAccountAmount(summary.balance)}</dd>
          </div>
          <div>
            <dt>{t('strip.floatingPnl')}</dt>
            <dd
              data-testid="strip-floating-pnl"
              className={`wh-pos-strip__pnl wh-${trendOf(summary.floating_pnl)}`}
            >
              {formatSignedAccountAmount(summary.floating_pnl)}
            </dd>
          </div>
          <div>
            <dt>{t('strip.usedMargin')}</dt>
            <dd data-testid="strip-used-margin">{formatAccountAmount(summary.used_margin)}</dd>
          </div>
          <div>
            <dt>{t('strip.freeMargin')}</dt>
            <dd data-testid="strip-free-margin">{formatAccountAmount(summary.free_margin)}</dd>
          </div>
          <div>
            <dt>{t('strip.marginLevel')}</dt>
            <dd data-testid="strip-margin-level">{formatMarginLevel(summary.margin_level)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
