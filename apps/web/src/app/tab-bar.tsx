import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AppOutline,
  ContentOutline,
  HistogramOutline,
  PayCircleOutline,
  PieOutline,
} from 'antd-mobile-icons';
import { PATHS } from '../lib/paths';
import type { TabId } from './routes';

const TABS: readonly { id: TabId; path: string; Icon: typeof AppOutline }[] = [
  { id: 'home', path: PATHS.home, Icon: AppOutline },
  { id: 'markets', path: PATHS.markets, Icon: HistogramOutline },
  { id: 'contract', path: PATHS.contractTrade, Icon: PayCircleOutline },
  { id: 'news', path: PATHS.news, Icon: ContentOutline },
  { id: 'assets', path: PATHS.assets, Icon: PieOutline },
];

/**
 * The five-tab bar (spec §2), labels in the current language. Switching a tab replaces the history
 * entry, as a native tab switch does. Our own component: antd-mobile's TabBar would pull its
 * runtime onto the home route (apps/web/README.md, size budget).
 */
export function TabBar({ active }: { active: TabId }) {
  const { t } = useTranslation();
  return (
    <nav className="wh-tab-bar" aria-label={t('tabs.label')}>
      {TABS.map(({ id, path, Icon }) => (
        <Link
          key={id}
          to={path}
          replace
          className="wh-tab-bar__item"
          aria-current={id === active ? 'page' : undefined}
        >
          <Icon className="wh-tab-bar__icon" aria-hidden="true" />
          <span className="wh-tab-bar__label">{t(`tabs.${id}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
