import type { ReactNode } from 'react';
import { HeaderBar } from './header-bar';

export interface NavBarProps {
  /** Title; the maiwaihui, chicang, order and huazhuan pages leave it empty (product.md §2.2). */
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
  return (
    <HeaderBar
      className="wh-nav-bar"
      title={<div className="wh-nav-bar__title">{children}</div>}
      back={back}
      onBack={onBack}
      right={right}
    />
  );
}
