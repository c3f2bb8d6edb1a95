import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PATHS, type PageId } from '../src/lib/paths';
import type english from '../src/locales/en/common.json';
import { expect, test } from './fixtures';

type Common = typeof english;
function locale(lang: string): Common {
  return JSON.parse(
    readFileSync(new URL(`../src/locales/${lang}/common.json`, import.meta.url), 'utf8'),
  ) as Common;
}
const en = locale('en');
const ja = locale('ja');

const TABS = [
  { id: 'home', path: PATHS.home },
  { id: 'markets', path: PATHS.markets },
  { id: 'contract', path: PATHS.contractTrade },
  { id: 'news', path: PATHS.news },
  { id: 'assets', path: PATHS.assets },
] as const;
const TAB_PATHS: readonly string[] = TABS.map((tab) => tab.path);
/** Pages with the standard header and an empty title (product.md §2.2). */
const STANDARD_HEADER: readonly PageId[] = ['fxBuy', 'positions', 'orders', 'transfer'];

function pageIdOf(path: string): PageId {
  const entry = Object.entries(PATHS).find(([, value]) => value === path);
  if (entry === undefined) throw new Error(`no page at ${path}`);
  return entry[0] as PageId;
}

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

function tabBar(page: Page) {
  return page.getByRole('navigation');
}

test('every route of product.md §2.4 opens by URL with its header and title', async ({ page }) => {
  // The back-office is a desktop entry with its own layout and sign-in (backoffice.spec.ts).
  const routes = [...Object.entries(PATHS), ['start', '/']].filter(
    ([id]) => id !== 'backoffice',
  ) as [PageId, string][];
  for (const [id, path] of routes) {
    await page.goto('about:blank');
    await page.goto(`/#${path}`);
    await expect(heading(page), path).toHaveText(en.titles[id]);
    const header = page.locator('header');
    if (STANDARD_HEADER.includes(id)) {
      await expect(header, path).toHaveClass('wh-nav-bar');
      await expect(header.locator('.wh-nav-bar__title'), path).toHaveText('');
    } else {
      await expect(header, path).toHaveClass('wh-page-header');
    }
    await expect(tabBar(page), path).toHaveCount(TAB_PATHS.includes(path) ? 1 : 0);
    await expect(page.getByRole('button', { name: 'Back' }), path).toHaveCount(
      TAB_PATHS.includes(path) || path === '/' || id === 'start' ? 0 : 1,
    );
  }
});

test('the tab bar switches between the five tab pages', async ({ page }) => {
  await page.goto(`/#${PATHS.home}`);
  await expect(tabBar(page).getByRole('link')).toHaveText([
    'Home',
    'Markets',
    'Contract',
    'News',
    'Assets',
  ]);
  await expect(tabBar(page).locator('svg')).toHaveCount(5);
  for (const tab of [...TABS.slice(1), TABS[0]]) {
    const link = tabBar(page).getByRole('link', { name: en.tabs[tab.id] });
    await link.tap();
    await expect(page).toHaveURL(`/#${tab.path}`);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(tabBar(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(heading(page)).toHaveText(en.titles[pageIdOf(tab.path)]);
  }
});

test('the account icon in the Home and Assets headers opens "me"', async ({ page }) => {
  for (const path of [PATHS.home, PATHS.assets]) {
    await page.goto(`/#${path}`);
    const account = page.locator('header').getByRole('link', { name: en.header.account });
    await expect(account.locator('svg'), path).toHaveCount(1);
    await account.tap();
    await expect(page).toHaveURL(`/#${PATHS.me}`);
    await expect(heading(page)).toHaveText(en.titles.me);
  }
});

test('switching the language to Japanese relabels the tabs and persists', async ({ page }) => {
  await page.goto(`/#${PATHS.language}`);
  await page.getByRole('radio', { name: '日本語' }).tap();
  await expect(heading(page)).toHaveText(ja.titles.language);
  await expect(page.getByRole('radio', { name: '日本語' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const stored = await page.evaluate(() => localStorage.getItem('waihui'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { lang: 'ja' } });

  // Opened directly, the language page has no earlier page: back leads to the home tab.
  await page.getByRole('button', { name: ja.header.back }).tap();
  await expect(page).toHaveURL(`/#${PATHS.home}`);
  const japaneseTabs = TABS.map((tab) => ja.tabs[tab.id]);
  await expect(tabBar(page).getByRole('link')).toHaveText(japaneseTabs);
  expect(japaneseTabs).toEqual(['ホーム', 'マーケット', '先物', 'ニュース', '資産']);

  await page.reload();
  await expect(tabBar(page).getByRole('link')).toHaveText(japaneseTabs);
  await expect(heading(page)).toHaveText(ja.titles.home);
});

test('a reload lands on the same page: tab pages and others, query string kept', async ({
  page,
}) => {
  await page.goto(`/#${PATHS.markets}`);
  await expect(heading(page)).toHaveText(en.titles.markets);
  await page.reload();
  await expect(page).toHaveURL(`/#${PATHS.markets}`);
  await expect(heading(page)).toHaveText(en.titles.markets);
  await expect(tabBar(page).getByRole('link', { name: en.tabs.markets })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('waihui.start'))).toBe('1');

  // Reach the chart from a tab page, then reload: relaunched, so back goes home, not to markets.
  await page.evaluate((path) => {
    window.location.hash = path;
  }, `${PATHS.chart}?symbol=BTC`);
  await expect(heading(page)).toHaveText(en.titles.chart);
  await page.reload();
  await expect(page).toHaveURL(`/#${PATHS.chart}?symbol=BTC`);
  await expect(heading(page)).toHaveText(en.titles.chart);
  await page.getByRole('button', { name: en.header.back }).tap();
  await expect(page).toHaveURL(`/#${PATHS.home}`);
});

test('a page chunk that fails shows the timeout text; a tap retries', async ({
  page,
  problems,
}) => {
  await page.goto(`/#${PATHS.home}`);
  await expect(heading(page)).toHaveText(en.titles.home);
  let blocked = 0;
  await page.route(/\/assets\/chart-[^/]+\.js$/, async (route) => {
    blocked += 1;
    await route.abort('connectionrefused');
  });
  problems.allow(/request failed: .*\/assets\/chart-.*\.js/);
  problems.allow(/console error: Failed to load resource: net::ERR_CONNECTION_REFUSED/);
  await page.evaluate((path) => {
    window.location.hash = path;
  }, PATHS.chart);
  const failed = page.getByRole('button', { name: en.page.timeout });
  await expect(failed).toBeVisible();
  // Once by the import, and once more by its modulepreload link when the page has chunks of its own.
  expect(blocked).toBeGreaterThanOrEqual(1);
  expect(blocked).toBeLessThanOrEqual(2);

  await page.unroute(/\/assets\/chart-[^/]+\.js$/);
  await failed.tap();
  await expect(heading(page)).toHaveText(en.titles.chart);
  await expect(failed).toHaveCount(0);
});
