import type { ReactNode } from 'react';
import { useAppStore } from '../store/store';
import './quotes.css';

/**
 * Wraps a quote screen: sets the rise and fall colour variables (`--wh-rise`, `--wh-fall`) from the
 * user's up-colour setting, so `.wh-rise` / `.wh-fall` and the flash classes follow it.
 */
export function QuotesScope({ children, className }: { children: ReactNode; className?: string }) {
  const upColor = useAppStore((state) => state.upColor);
  return (
    <div
      className={className === undefined ? 'wh-quotes' : `wh-quotes ${className}`}
      data-up-color={upColor}
    >
      {children}
    </div>
  );
}
