import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftOutline } from 'antd-mobile-icons';
import { DemoBadge } from './demo-badge';
import { useBack } from './use-back';
import './components.css';

export interface HeaderBarProps {
  /** `wh-page-header` (custom, blue) or `wh-nav-bar` (standard, light). */
  className: string;
  /** The title element, already wrapped in its own tag and class. */
  title: ReactNode;
  back: boolean;
  onBack?: () => void;
  right?: ReactNode;
}

/** The layout both headers share: back button, centred title with the demo label, right slot. */
export function HeaderBar({ className, title, back, onBack, right }: HeaderBarProps) {
  const { t } = useTranslation();
  const goBack = useBack();
  return (
    <header className={className}>
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
        {title}
        <DemoBadge />
      </div>
      <div className="wh-header-side wh-header-side--right">{right}</div>
    </header>
  );
}
