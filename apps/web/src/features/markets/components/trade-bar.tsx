import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractPath, deliveryPath } from '@/lib/quotes/links';
import { NotLiveNote } from '@/lib/quotes/price-status';

const NOTE_ID = 'trade-bar-not-live';

/**
 * Buy/long and sell/short: open the contract page on this symbol and side; where the instrument is
 * open for delivery contracts, a third button opens the delivery screen on it. While its price may
 * not be dealt (`notLiveReason`), the buttons are disabled and the reason shows above them.
 */
export function TradeBar({
  symbol,
  enabled,
  delivery = false,
  notLiveReason = null,
}: {
  symbol: string;
  enabled: boolean;
  delivery?: boolean;
  notLiveReason?: string | null;
}) {
  const { t } = useTranslation(['market', 'common']);
  if (!enabled) return null;
  const buttons = [
    { id: 'long', label: t('chart.long'), to: contractPath(symbol, 'long') },
    { id: 'short', label: t('chart.short'), to: contractPath(symbol, 'short') },
    ...(delivery
      ? [{ id: 'delivery', label: t('common:titles.delivery'), to: deliveryPath(symbol) }]
      : []),
  ];
  return (
    <div className={delivery ? 'wh-trade-bar wh-trade-bar--three' : 'wh-trade-bar'}>
      <NotLiveNote id={NOTE_ID} reason={notLiveReason} />
      {buttons.map(({ id, label, to }) =>
        notLiveReason === null ? (
          <Link key={id} className={`wh-trade-bar__button wh-trade-bar__button--${id}`} to={to}>
            {label}
          </Link>
        ) : (
          <button
            key={id}
            type="button"
            className="wh-trade-bar__button wh-trade-bar__button--off"
            disabled
            aria-describedby={NOTE_ID}
          >
            {label}
          </button>
        ),
      )}
    </div>
  );
}
