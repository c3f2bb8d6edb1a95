import { StrictMode } from 'react';
import { HashRouter } from 'react-router';
import { ToastHost } from '../lib/toast/toast-host';
import { ShellLayout } from './layout';

/**
 * Providers and the shell. Kept to what every route needs: TanStack Query is provided per route
 * (`query: true` in routes.ts) so its runtime loads with the first page that uses it.
 */
export function App() {
  return (
    <StrictMode>
      <HashRouter>
        <ShellLayout />
        <ToastHost />
      </HashRouter>
    </StrictMode>
  );
}
