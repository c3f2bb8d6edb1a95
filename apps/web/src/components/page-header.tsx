import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftOutline } from 'antd-mobile-icons';
import { DemoBadge } from './demo-badge';
import { useBack } from './use-back';
import './components.css';

export interface PageHeaderProps {
  title: string;
  /** Shows the back button (default). Tab pages pass false. */
  back?: boolean;
  /** Replaces the default back behaviour (previous page, else home). */
  onBack?: () => void;
  right?: ReactNode;
}

/**
 * The custom header most pages use (spec §2): blue bar, centred title, optional back button, and
 * the demo label while the server runs in demo mode.
 */
export function PageHeader({ title, back = true, onBack, right }: PageHeaderProps) {
  const { t } = useTranslation();
  const goBack = useBack();
  return (
    <header className="wh-page-header">
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
        <h1 className="wh-page-header__title">{title}</h1>
        <DemoBadge />
      </div>
      <div className="wh-header-side wh-header-side--right">{right}</div>
    </header>
  );
}
