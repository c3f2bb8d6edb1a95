import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../components/line-icon';
import { PATHS } from '../lib/paths';
import type { TabId } from './routes';

const TABS: readonly { id: TabId; path: string }[] = [
  { id: 'home', path: PATHS.home },
  { id: 'markets', path: PATHS.markets },
  { id: 'contract', path: PATHS.contractTrade },
  { id: 'news', path: PATHS.news },
  { id: 'assets', path: PATHS.assets },
];

/**
 * The five-tab bar (product.md §2.3), labels in the current language. Switching a tab replaces the history
 * entry, as a native tab switch does. Our own component: antd-mobile's TabBar would pull its
 * runtime onto the home route (apps/web/README.md, size budget); so would the icon package (LineIcon).
 */
export function TabBar({ active }: { active: TabId }) {
  const { t } = useTranslation();
  return (
    <nav className="wh-tab-bar" aria-label={t('tabs.label')}>
      {TABS.map(({ id, path }) => (
        <Link
          key={id}
          to={path}
          replace
          className="wh-tab-bar__item"
          aria-current={id === active ? 'page' : undefined}
        >
          <LineIcon name={id} className="wh-tab-bar__icon" />
          <span className="wh-tab-bar__label">{t(`tabs.${id}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
