import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HashRouter } from 'react-router';
import en from '../locales/en/common.json';
import { initI18n } from '../lib/i18n/i18n';
import { ROUTES } from './routes';

/** Pages filled so far; every other route still shows its placeholder. */
const FILLED = new Set(['yuYan']);

describe('pages', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  for (const route of ROUTES) {
    it(`${route.path} shows its title${FILLED.has(route.id) ? '' : ' and "not available yet"'}`, async () => {
      const { default: Page } = await route.load();
      render(
        <HashRouter>
          <Page />
        </HashRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.titles[route.id]);
      expect(screen.queryByText('This page is not available yet.') !== null).toBe(
        !FILLED.has(route.id),
      );
    });
  }
});
