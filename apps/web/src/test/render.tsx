import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { HashRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n, loadNamespaces, type Namespace } from '@/lib/i18n/i18n';

/** i18n in English with the given namespaces (common is always there; forms need `messages`). */
export async function setUpI18n(
  namespaces: readonly Namespace[] = ['identity', 'messages'],
): Promise<void> {
  await initI18n('en');
  await loadNamespaces(namespaces);
}

/**
 * Renders a page or component as the app would: hash router at `path`, and a fresh QueryClient
 * without retries (so a failure shows at once).
 */
export function renderInApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  window.history.replaceState(null, '', `#${path}`);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <HashRouter>{ui}</HashRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** The current hash route, e.g. "/pages/wode/wode". */
export function currentPath(): string {
  return window.location.hash.replace(/^#/, '');
}

/** Where the link named `name` points (its href), e.g. "#/pages/wode/anQuan". */
export function linkHref(name: string | RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}
