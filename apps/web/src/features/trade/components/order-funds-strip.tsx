import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TradingSummary } from '@waihui/contracts';
import { parseDecimal, spendable, type Decimal } from '@waihui/core';
import { PATHS } from '@/lib/paths';
import { formatAccountAmount } from '@/lib/format/numbers';
import type { FundingStep } from './funding-step';

/** What a new order can spend now, USD: core's spendable of the summary (never below zero). */
export function spendableOf(summary: TradingSummary): Decimal {
  return spendable({
    available: parseDecimal(summary.available),
    freeMargin: parseDecimal(summary.free_margin),
  });
}

/**
 * The contract account at a glance: what a new order can spend now (core's spendable:
 * min(available, free margin), never below zero) and the equity, with the way to move money in:
 * a transfer, or a deposit when the coin account has no USD to transfer either.
 * Account figures show 2 decimals, truncated (product.md §12.2).
 */
export function OrderFundsStrip({
  summary,
  fundingStep,
}: {
  summary: TradingSummary;
  fundingStep: FundingStep;
}) {
  const { t } = useTranslation('trade');
  const canSpend = spendableOf(summary);
  return (
    <section className="wh-trade-account" aria-labelledby="wh-trade-account-title">
      <h2 id="wh-trade-account-title" className="wh-visually-hidden">
        {t('account.title')}
      </h2>
      <dl className="wh-trade-account__figures">
        <div>
          <dt>{t('account.available')}</dt>
          <dd data-testid="trade-available">{formatAccountAmount(canSpend)} USD</dd>
        </div>
        <div>
          <dt>{t('account.equity')}</dt>
          <dd data-testid="trade-equity">{formatAccountAmount(summary.equity)} USD</dd>
        </div>
      </dl>
      {fundingStep === 'deposit' ? (
        <Link className="wh-trade-account__transfer" to={PATHS.deposit}>
          {t('account.deposit')}
        </Link>
      ) : (
        <Link className="wh-trade-account__transfer" to={PATHS.transfer}>
          {t('account.transfer')}
        </Link>
      )}
    </section>
  );
}
