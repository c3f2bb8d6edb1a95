import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HashRouter } from 'react-router';
import en from '../locales/en/common.json';
import { initI18n, loadNamespaces } from '../lib/i18n/i18n';
import QueryProvider, { queryClient } from '../lib/query/query-provider';
import { ROUTES } from './routes';

describe('pages', () => {
  beforeAll(async () => {
    await initI18n('en');
    // Pages that load data stay in their loading state: no server in this test.
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  for (const route of ROUTES) {
    it(`${route.path} shows its title`, async () => {
      const { default: Page } = await route.load();
      await loadNamespaces(route.namespaces ?? []);
      render(
        <HashRouter>
          {route.query === true ? (
            <QueryProvider>
              <Page />
            </QueryProvider>
          ) : (
            <Page />
          )}
        </HashRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.titles[route.id]);
      // The first page with antd-mobile imports (and transforms) all of it: give it time.
    }, 30_000);
  }
});
