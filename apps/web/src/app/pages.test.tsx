import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HashRouter } from 'react-router';
import en from '../locales/en/common.json';
import { initI18n, loadNamespaces } from '../lib/i18n/i18n';
import QueryProvider, { queryClient } from '../lib/query/query-provider';
import { ROUTES } from './routes';

/** Pages filled so far; every other route still shows its placeholder. */
const FILLED = new Set([
  'language',
  'login',
  'register',
  'forgotPassword',
  'forgotPasswordNext',
  'selectCountry',
  'me',
  'security',
  'changePassword',
  'home',
  'start',
  'markets',
  'chart',
  'assets',
  'transfer',
  'moneyLog',
  'demoInbox',
  'positions',
  'orders',
  'contractTrade',
  // content (product.md §16.2)
  'news',
  'notices',
  'article',
  'helpCenter',
  'contactUs',
  'issue',
  'aboutUs',
  'serviceTerms',
  // delivery (product.md §10.12)
  'delivery',
  // spot and conversion (product.md §10.13)
  'fxBuy',
  'spotOrders',
  // funding (product.md §11)
  'withdraw',
  'withdrawCard',
  'withdrawUSDT',
  'withdrawMemo',
  'bindBank',
  'addBank',
  'bindUSDT',
  'addUSDT',
  'deposit',
  'fundingRecords',
  // identity verification (product.md §4.1)
  'identityVerification',
  'identityVerification2',
  // back-office (product.md §14)
  'backoffice',
]);

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
    it(`${route.path} shows its title${FILLED.has(route.id) ? '' : ' and "not available yet"'}`, async () => {
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
      expect(screen.queryByText('This page is not available yet.') !== null).toBe(
        !FILLED.has(route.id),
      );
      // The first page with antd-mobile imports (and transforms) all of it: give it time.
    }, 30_000);
  }
});
