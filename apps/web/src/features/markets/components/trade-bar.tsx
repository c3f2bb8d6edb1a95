import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractPath, deliveryPath } from '@/lib/quotes/links';

/**
 * Buy/long and sell/short: open the contract page on this symbol and side; where the instrument is
 * open for delivery contracts, a third button opens the delivery screen on it.
 */
export function TradeBar({
  symbol,
  enabled,
  delivery = false,
}: {
  symbol: string;
  enabled: boolean;
  delivery?: boolean;
}) {
  const { t } = useTranslation(['market', 'common']);
  if (!enabled) return null;
  return (
    <div className={delivery ? 'wh-trade-bar wh-trade-bar--three' : 'wh-trade-bar'}>
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
      {delivery && (
        <Link
          className="wh-trade-bar__button wh-trade-bar__button--delivery"
          to={deliveryPath(symbol)}
        >
          {t('common:titles.delivery')}
        </Link>
      )}
    </div>
  );
}
