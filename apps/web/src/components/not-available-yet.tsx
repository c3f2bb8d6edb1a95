import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileOutline } from 'antd-mobile-icons';
import './components.css';

export interface NotAvailableYetProps {
  /** A heading for pages whose header has no title (the standard NavBar pages). */
  title?: string;
  children?: ReactNode;
}

/** What a page shows until its issue fills it: a plain line, nothing pretending to work. */
export function NotAvailableYet({ title, children }: NotAvailableYetProps) {
  const { t } = useTranslation();
  return (
    <section className="wh-not-available">
      <FileOutline className="wh-not-available__icon" aria-hidden="true" />
      {title !== undefined && <h1 className="wh-not-available__title">{title}</h1>}
      <p className="wh-not-available__text">{t('page.notAvailable')}</p>
      {children}
    </section>
  );
}
