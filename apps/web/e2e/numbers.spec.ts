import { test, expect, type Page } from '@playwright/test';
import { ROUTES } from '../src/app/routes';
import { PATHS } from '../src/lib/paths';
import { CLOSED_POSITION, OPEN_TRADES, SUMMARY, historyPage } from '../src/test/trading-fixtures';
import { demoToken, seedSession } from './fixtures';
import { numberFindings } from './number-findings';

/**
 * Every user page, logged in as the demo user, in English and German: no number on it may be raw
 * ("95098.20"), over-precise ("0.9510587 USD") or written with the other language's separators
 * ("1,998.56" in German) — docs/decisions.md "Numbers one way". The page list is the route table
 * (as the axe sweep of a11y.spec.ts uses it), plus the positions and order pages with content.
 */
const QUERY: Readonly<Record<string, string>> = {
  '/pages/kLine/kLine': '?symbol=BTCUSD',
  '/pages/zixun/detail': '?id=1',
  '/pages/delivery/delivery': '?symbol=BTCUSD',
};

const USER_PAGES = ['/', ...ROUTES.map((route) => route.path)]
  .filter((path) => !path.startsWith(PATHS.backoffice))
  .map((path) => `${path}${QUERY[path] ?? ''}`);

/** The positions and order pages with something in them (fixed data, as a11y.spec.ts serves it). */
const WITH_POSITIONS = [
  `${PATHS.positions}?tab=holding`,
  `${PATHS.positions}?tab=entrust`,
  `${PATHS.positions}?tab=history`,
  `${PATHS.orders}?position_id=7`,
  `${PATHS.orders}?position_id=6`,
  `${PATHS.orders}?order_id=12`,
  PATHS.orders,
];

async function open(page: Page, address: string): Promise<void> {
  await page.goto(`/#${address}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForTimeout(400);
}

async function serveTrades(page: Page): Promise<void> {
  const answer = (data: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({ code: 1, msg: 'Success', data }),
  });
  await page.route('**/api/lever/dealall/v2', (route) =>
    route.fulfill(answer({ ...OPEN_TRADES, summary: { ...SUMMARY, margin_level: '87.5' } })),
  );
  await page.route('**/api/lever/my_trade', (route) =>
    route.fulfill(answer(historyPage([CLOSED_POSITION], 1, true))),
  );
}

for (const lang of ['en', 'de'] as const) {
  test.describe(`numbers in ${lang}`, () => {
    let token: string | null = null;
    test.beforeAll(async ({ playwright }, testInfo) => {
      const request = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
      });
      token = await demoToken(request);
      await request.dispose();
    });
    test.beforeEach(async ({ page }) => {
      if (token !== null) await seedSession(page, token, lang);
    });

    test('every user page writes its numbers in one format', async ({ page }) => {
      test.setTimeout(240_000);
      const findings: string[] = [];
      for (const address of USER_PAGES) {
        await open(page, address);
        const text = await page.locator('body').innerText();
        findings.push(...numberFindings(text, lang).map((finding) => `${address}: ${finding}`));
      }
      expect(findings).toEqual([]);
    });

    test('the positions and order pages with content write their numbers in one format', async ({
      page,
    }) => {
      await serveTrades(page);
      const findings: string[] = [];
      for (const address of WITH_POSITIONS) {
        await open(page, address);
        await expect(
          page.locator('.wh-pos-card, .wh-pos-detail, .wh-pos-record').first(),
        ).toBeVisible();
        const text = await page.locator('body').innerText();
        findings.push(...numberFindings(text, lang).map((finding) => `${address}: ${finding}`));
      }
      expect(findings).toEqual([]);
    });
  });
}

test('the check finds the numbers the first-hour review found', () => {
  expect(numberFindings('Available: 2,027.9902413 USD · Fee 0.9510587 USD', 'en')).toEqual([
    '2,027.9902413 USD: money shows 2 decimals (4 below 1), not 7',
    '0.9510587 USD: money shows 2 decimals (4 below 1), not 7',
  ]);
  expect(numberFindings('Transfer 2000 USD? Bid 95098.20', 'en')).toEqual([
    '2000 USD: money shows 2 decimals (4 below 1), not 0',
    '95098.20: not written in en (raw or foreign separators)',
  ]);
  expect(numberFindings('Guthaben 1,998.56 · 1.998,56 USD', 'de')).toEqual([
    '1,998.56: not written in de (raw or foreign separators)',
  ]);
  expect(numberFindings('1\u202f998,56 USD · 0,9510 USD · 2026-11-22 10:00:30 UTC', 'fr')).toEqual(
    [],
  );
});
