import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HistogramOutline, PayCircleOutline } from 'antd-mobile-icons';
import { PATHS } from '@/lib/paths';
import { DepositIcon, ExchangeIcon, PositionsIcon } from './shortcut-icons';

const SHORTCUTS = [
  { id: 'markets', to: PATHS.markets, Icon: HistogramOutline },
  { id: 'contract', to: PATHS.contractTrade, Icon: PayCircleOutline },
  { id: 'forex', to: PATHS.fxBuy, Icon: ExchangeIcon },
  { id: 'positions', to: PATHS.positions, Icon: PositionsIcon },
  { id: 'deposit', to: PATHS.deposit, Icon: DepositIcon },
] as const;

/** Entry points to trading: markets, contracts, buying FX, positions, deposit. */
export function Shortcuts() {
  const { t } = useTranslation('market');
  return (
    <section className="wh-home-card wh-home-shortcuts" aria-label={t('home.shortcuts')}>
      {SHORTCUTS.map(({ id, to, Icon }) => (
        <Link key={id} to={to} className="wh-home-shortcuts__item">
          <span
            className={`wh-home-shortcuts__icon wh-home-shortcuts__icon--${id}`}
            aria-hidden="true"
          >
            <Icon />
          </span>
          <span className="wh-home-shortcuts__label">{t(`home.shortcut.${id}`)}</span>
        </Link>
      ))}
    </section>
  );
}
