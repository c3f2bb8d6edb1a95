import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { ROUTES } from '../src/app/routes';
import { PATHS } from '../src/lib/paths';
import { CLOSED_POSITION, OPEN_TRADES, SUMMARY, historyPage } from '../src/test/trading-fixtures';
import type englishMarket from '../src/locales/en/market.json';
import type englishTrade from '../src/locales/en/trade.json';
import { axeFindings } from './axe-audit';
import { demoToken, seedSession } from './fixtures';

const trade = JSON.parse(
  readFileSync(new URL('../src/locales/en/trade.json', import.meta.url), 'utf8'),
) as typeof englishTrade;
const market = JSON.parse(
  readFileSync(new URL('../src/locales/en/market.json', import.meta.url), 'utf8'),
) as typeof englishMarket;

/**
 * axe-core audit (WCAG 2 A and AA) of every route of the app, logged out and logged in as the demo
 * user: fails on any serious or critical finding and lists them. Routes come from the route table,
 * so a new page is audited without touching this file.
 */
/** Query a page needs to show its content rather than an empty state. */
const QUERY: Readonly<Record<string, string>> = {
  '/pages/kLine/kLine': '?symbol=BTCUSD',
  '/pages/zixun/detail': '?id=1',
  '/pages/delivery/delivery': '?symbol=BTCUSD',
};

const PATHS_TO_AUDIT = ['/', ...ROUTES.map((route) => route.path)];

/** Opens a route and waits until its page has rendered and its first data has arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}${QUERY[path] ?? ''}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  // Skeletons and enter transitions settle (antd-mobile animates in ~300 ms).
  await page.waitForTimeout(400);
}

/** The serious and critical findings, one line per element. */
function blockingFindings(page: Page): Promise<string[]> {
  return axeFindings(page, { impact: 'serious' });
}

for (const state of ['logged out', 'logged in'] as const) {
  test.describe(`axe, ${state}`, () => {
    // One login for the whole group: the login route is rate limited per minute.
    let token: string | null = null;
    test.beforeAll(async ({ playwright }, testInfo) => {
      if (state === 'logged out') return;
      const request = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
      });
      token = await demoToken(request);
      await request.dispose();
    });
    test.beforeEach(async ({ page }) => {
      if (token !== null) await seedSession(page, token);
    });
    for (const path of PATHS_TO_AUDIT) {
      test(`${path} has no serious or critical WCAG 2 A/AA finding`, async ({ page }) => {
        await open(page, path);
        expect(await blockingFindings(page)).toEqual([]);
      });
    }
  });
}

/**
 * The positions and order pages with something in them, logged in: the demo user holds no position
 * (and the other suites count on its balances), so the trading reads answer fixed data
 * (src/test/trading-fixtures.ts: an open position at a margin call, a pending order, a closed
 * position with its fills) and every state with content is audited, the TP/SL sheet included.
 */
test.describe('axe, logged in, with positions', () => {
  let token: string | null = null;
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    token = await demoToken(request);
    await request.dispose();
  });
  test.beforeEach(async ({ page }) => {
    if (token !== null) await seedSession(page, token);
    const answer = (data: unknown) => ({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: 1, msg: 'Success', data }),
    });
    await page.route('**/api/lever/dealall/v2', (route) =>
      route.fulfill(
        answer({
          ...OPEN_TRADES,
          summary: { ...SUMMARY, margin_state: 'margin_call', margin_level: '87.5' },
        }),
      ),
    );
    await page.route('**/api/lever/my_trade', (route) =>
      route.fulfill(answer(historyPage([CLOSED_POSITION], 1, true))),
    );
  });

  for (const [name, address] of [
    ['holding', `${PATHS.positions}?tab=holding`],
    ['current entrust', `${PATHS.positions}?tab=entrust`],
    ['history', `${PATHS.positions}?tab=history`],
    ['an open position', `${PATHS.orders}?position_id=7`],
    ['a closed position and its fills', `${PATHS.orders}?position_id=6`],
    ['a pending order', `${PATHS.orders}?order_id=12`],
    ['the records list', PATHS.orders],
  ] as const) {
    test(`${name} (${address}) has no serious or critical WCAG 2 A/AA finding`, async ({
      page,
    }) => {
      await open(page, address);
      await expect(
        page.locator('.wh-pos-card, .wh-pos-detail, .wh-pos-record').first(),
      ).toBeVisible();
      expect(await blockingFindings(page)).toEqual([]);
    });
  }

  test('the TP/SL sheet, with a refused price, has no serious or critical finding', async ({
    page,
  }) => {
    await open(page, `${PATHS.positions}?tab=holding`);
    await page.getByRole('button', { name: 'TP/SL' }).click();
    const sheet = page.getByRole('dialog', { name: 'Take-profit and stop-loss' });
    await sheet.getByLabel('Take-profit price').fill('1');
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(sheet.getByRole('alert')).toBeVisible();
    expect(await blockingFindings(page)).toEqual([]);
  });
});

/**
 * The contract page's sheets (modal dialogs) are not open when its route is audited above: open
 * each one as the demo user and audit it. Nothing changes on the server: no money is moved and the
 * order summary is cancelled.
 */
test('contract trade sheets (logged in) have no serious or critical WCAG 2 A/AA finding', async ({
  page,
  request,
}) => {
  const token = await demoToken(request);
  // The demo user's contract account is empty on a fresh server, and the other suites expect it
  // so: the audit needs the sheets, not money, so the server's preview is passed on as affordable.
  await page.route('**/api/lever/deal', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { code: number; data: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...body, data: { ...body.data, sufficient: true, max_lots: 1 } },
    });
  });
  await seedSession(page, token);
  await open(page, `${PATHS.contractTrade}?symbol=BTCUSD&side=long`);
  await expect(page.getByTestId('preview-margin')).toBeVisible();

  await page.getByRole('button', { name: /^Change instrument/ }).tap();
  await expect(page.getByRole('dialog', { name: market.picker.title })).toBeVisible();
  expect(await blockingFindings(page)).toEqual([]);
  await page.getByRole('button', { name: market.picker.close }).tap();

  await page
    .getByRole('button', { name: trade.form.submitLong.replace('{{symbol}}', 'BTC/USD') })
    .tap();
  const consent = page.getByRole('dialog', { name: trade.consent.title });
  const summary = page.getByRole('dialog', { name: trade.confirm.title });
  await expect(consent.or(summary)).toBeVisible();
  if (await consent.isVisible()) {
    // Refused answers show their messages: audit the sheet with them.
    await consent.getByRole('button', { name: trade.consent.continue }).tap();
    await expect(consent.getByRole('alert').first()).toBeVisible();
    expect(await blockingFindings(page)).toEqual([]);
    await consent.getByLabel(trade.consent.leverageLoss.more_than_margin_possible).check();
    await consent.getByLabel(trade.consent.stopOut.positions_closed).check();
    await consent.getByLabel(trade.consent.accept).check();
    await consent.getByRole('button', { name: trade.consent.continue }).tap();
  }
  await expect(summary).toBeVisible();
  expect(await blockingFindings(page)).toEqual([]);
  await summary.getByRole('button', { name: trade.confirm.cancel }).first().tap();
  await expect(summary).toBeHidden();
});
