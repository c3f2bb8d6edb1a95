import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftOutline } from 'antd-mobile-icons';
import { DemoBadge } from './demo-badge';
import { useBack } from './use-back';
import './components.css';

export interface NavBarProps {
  /** Title; the maiwaihui, chicang, order and huazhuan pages leave it empty (spec §2). */
  children?: ReactNode;
  back?: boolean;
  onBack?: () => void;
  right?: ReactNode;
}

/**
 * The standard header: a light bar with a back arrow, in the look and API of antd-mobile's NavBar.
 * Our own because the shell keeps antd-mobile off the home route (apps/web/README.md, size budget).
 */
export function NavBar({ children, back = true, onBack, right }: NavBarProps) {
  const { t } = useTranslation();
  const goBack = useBack();
  return (
    <header className="wh-nav-bar">
      <div className="wh-header-side">
        {back && (
          <button
            type="button"
            className="wh-icon-button"
            aria-label={t('header.back')}
            onClick={onBack ?? goBack}
          >
            <LeftOutline aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="wh-header-center">
        <div className="wh-nav-bar__title">{children}</div>
        <DemoBadge />
      </div>
      <div className="wh-header-side wh-header-side--right">{right}</div>
    </header>
  );
}
