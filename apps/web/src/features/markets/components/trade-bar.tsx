import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractPath } from '@/lib/quotes/links';

/** Buy/long and sell/short: open the contract page on this symbol and side. */
export function TradeBar({ symbol, enabled }: { symbol: string; enabled: boolean }) {
  const { t } = useTranslation('market');
  if (!enabled) return null;
  return (
    <div className="wh-trade-bar">
      <Link
        className="wh-trade-bar__button wh-trade-bar__button--long"
        to={contractPath(symbol, 'long')}
      >
        {t('chart.long')}
      </Link>
      <Link
        className="wh-trade-bar__button wh-trade-bar__button--short"
        to={contractPath(symbol, 'short')}
      >
        {t('chart.short')}
      </Link>
    </div>
  );
}
