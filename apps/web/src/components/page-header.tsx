import type { ReactNode } from 'react';
import { AccountButton } from './account-button';
import { HeaderBar } from './header-bar';

export interface PageHeaderProps {
  title: string;
  /** Shows the back button (default). Tab pages pass false. */
  back?: boolean;
  /** Replaces the default back behaviour (previous page, else home). */
  onBack?: () => void;
  right?: ReactNode;
  /** Puts the account icon in the right slot: the way into "me" (Home and Assets headers). */
  account?: boolean;
}

/**
 * The custom header most pages use (product.md §2.2): blue bar, centred title, optional back button, and
 * the demo label while the server runs in demo mode.
 */
export function PageHeader({ title, back = true, onBack, right, account }: PageHeaderProps) {
  return (
    <HeaderBar
      className="wh-page-header"
      title={<h1 className="wh-page-header__title">{title}</h1>}
      back={back}
      onBack={onBack}
      right={account === true ? <AccountButton /> : right}
    />
  );
}
