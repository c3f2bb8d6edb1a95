import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { PATHS } from '../src/lib/paths';
import type englishMessages from '@waihui/contracts/messages/en.json';
import type englishAssets from '../src/locales/en/assets.json';
import type englishCommon from '../src/locales/en/common.json';
import type englishMarket from '../src/locales/en/market.json';
import type englishPositions from '../src/locales/en/positions.json';
import type englishTrade from '../src/locales/en/trade.json';
import { axeFindings } from './axe-audit';
import {
  demoToken,
  expect,
  registerByApi,
  screenshot,
  seedSession,
  test,
  uniqueEmail,
} from './fixtures';
import { TRADING_BASE_URL } from './ports';

/*
 * The contract-trading journey (product.md §10) on its own server, whose quotes come from
 * e2e/fixtures/trading-journey.jsonl and move only when this file plays the next tick through
 * POST /api/dev/feed/step. So every price, fee and P/L below is known in advance (BTCUSD: 1 lot =
 * 0.01 BTC, fee rate 0.0005):
 * - open 1 lot long 10x at the ask 60,010.00: margin 60.01, open fee 0.3000;
 * - tick 3 (bid 60,500.00): floating (60,500.00 − 60,010.00) × 0.01 = +4.90, pushed live;
 * - tick 4 (bid 61,000.00) crosses the take-profit 61,000.00: realised +9.90, close fee 0.3050.
 */

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}
const locale = <T>(lang: string, namespace: string) =>
  readJson<T>(`../src/locales/${lang}/${namespace}.json`);
const assets = locale<typeof englishAssets>('en', 'assets');
const common = locale<typeof englishCommon>('en', 'common');
const market = locale<typeof englishMarket>('en', 'market');
const trade = locale<typeof englishTrade>('en', 'trade');
const positions = locale<typeof englishPositions>('en', 'positions');
const tradeDe = locale<typeof englishTrade>('de', 'trade');
const positionsDe = locale<typeof englishPositions>('de', 'positions');
const messagesOf = (lang: string) =>
  readJson<typeof englishMessages>(`../../../packages/contracts/src/messages/${lang}.json`);
const messages = messagesOf('en');
const messagesDe = messagesOf('de');

test.use({ baseURL: TRADING_BASE_URL });
test.describe.configure({ mode: 'serial' });

/** Plays the next `count` ticks of the journey's replay file. */
async function playTicks(request: APIRequestContext, count: number): Promise<void> {
  const response = await request.post('/api/dev/feed/step', { data: { count } });
  const body = (await response.json()) as { code: number; data: { played: number } };
  expect(body).toEqual({ code: 1, msg: expect.any(String), data: { played: count } });
}

/** Fills `{{name}}` placeholders of a locale text. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

/** Submits the order form as it stands and confirms the summary (consent first when asked). */
async function confirmOrder(page: Page, labels: typeof englishTrade, side: 'Long' | 'Short') {
  const submit = side === 'Long' ? labels.form.submitLong : labels.form.submitShort;
  await page.getByRole('button', { name: fill(submit, { symbol: 'BTC/USD' }) }).tap();
  const summary = page.getByRole('dialog', { name: labels.confirm.title });
  await expect(summary).toBeVisible();
  await summary.getByRole('button', { name: labels.confirm.confirm, exact: true }).tap();
}

let token = '';

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: TRADING_BASE_URL });
  token = await demoToken(request);
  // Tick 1 (BTCUSD 60,000.00 / 60,010.00) and tick 2 (ETHUSD).
  await playTicks(request, 2);
  await request.dispose();
});

test('BTC long 10x: transfer, open from the chart, TP set, the price crosses it, the history shows the quote', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await seedSession(page, token);

  // Money into the contract account.
  await page.goto(`/#${PATHS.transfer}`);
  await page.getByLabel(assets.transfer.quantity).fill('1000');
  await page.getByRole('button', { name: assets.transfer.submit, exact: true }).tap();
  await page.getByRole('dialog').getByRole('button', { name: common.actions.confirm }).tap();
  await expect(page.getByText(assets.transfer.done)).toBeVisible();

  // The chart's Buy/Long lands on the contract page with BTC and long chosen.
  await page.goto(`/#${PATHS.chart}?symbol=BTCUSD`);
  await page.getByRole('link', { name: market.chart.long }).tap();
  await expect(page).toHaveURL(`/#${PATHS.contractTrade}?symbol=BTCUSD&side=long`);
  const quote = page.getByRole('region', { name: fill(trade.quote.label, { symbol: 'BTC/USD' }) });
  await expect(quote.getByText('60,000.00')).toBeVisible();
  await expect(quote.getByText('60,010.00')).toBeVisible();
  await expect(page.getByLabel(trade.form.long)).toBeChecked();
  await page.getByLabel('10x', { exact: true }).check();
  await expect(page.getByLabel(trade.form.lots)).toHaveValue('1');

  // The preview before confirming.
  await expect(page.getByTestId('preview-margin')).toHaveText('60.01 USD');
  await expect(page.getByTestId('preview-fee')).toHaveText('0.3000 USD');
  // With 1,000 USD behind 60.01 of margin, no BTC price above zero reaches the stop-out level.
  await expect(page.getByTestId('preview-stop-out')).toHaveText(trade.preview.none);
  await expect(page.getByTestId('trade-available')).toHaveText('1,000.00 USD');

  // First leveraged order: the risk warning and the check come first.
  await page
    .getByRole('button', { name: fill(trade.form.submitLong, { symbol: 'BTC/USD' }) })
    .tap();
  const consent = page.getByRole('dialog', { name: trade.consent.title });
  await expect(consent).toBeVisible();
  await consent.getByLabel(trade.consent.leverageLoss.at_most_margin).check();
  await consent.getByLabel(trade.consent.stopOut.positions_closed).check();
  await consent.getByLabel(trade.consent.accept).check();
  await consent.getByRole('button', { name: trade.consent.continue }).tap();
  await expect(consent.getByText(trade.consent.leverageLoss.hint)).toBeVisible();
  await consent.getByLabel(trade.consent.leverageLoss.more_than_margin_possible).check();
  await consent.getByRole('button', { name: trade.consent.continue }).tap();
  const summary = page.getByRole('dialog', { name: trade.confirm.title });
  await expect(summary.locator('[data-field="leverage"]')).toHaveText('10x');
  await screenshot(page, 'trade-confirm');
  await summary.getByRole('button', { name: trade.confirm.confirm, exact: true }).tap();

  // "Position opened" at the ask of the quote.
  const result = page.getByRole('dialog', { name: trade.result.opened });
  await expect(result.getByTestId('result-fill-price')).toHaveText('60,010.00');
  await expect(result.getByTestId('result-margin')).toHaveText('60.01 USD');
  await result.getByRole('link', { name: trade.result.viewPositions }).tap();

  // Holding: the position with its P/L at the bid, then live as the price moves.
  await expect(page).toHaveURL(new RegExp(`#${PATHS.positions}`));
  const card = page.locator('.wh-pos-card').filter({ hasText: 'BTCUSD' });
  await expect(card.locator('[data-field="open-price"]')).toHaveText('60,010.00');
  await expect(card.locator('[data-field="floating-pnl"]')).toHaveText('-0.1000');
  await playTicks(request, 1);
  await expect(card.locator('[data-field="current-price"]')).toHaveText('60,500.00');
  await expect(card.locator('[data-field="floating-pnl"]')).toHaveText('+4.90');

  // TP/SL: a take-profit below the current price is refused before any request, 61,000.00 is set.
  await card.getByRole('button', { name: positions.actions.tpsl }).tap();
  const sheet = page.getByRole('dialog', { name: positions.tpsl.title });
  await sheet.getByLabel(positions.tpsl.takeProfit).fill('60400');
  await sheet.getByRole('button', { name: positions.tpsl.submit }).tap();
  await expect(sheet.getByRole('alert')).toContainText(
    messages.TAKE_PROFIT_BELOW_CURRENT_PRICE.split('(')[0]!.trim(),
  );
  await sheet.getByLabel(positions.tpsl.takeProfit).fill('61000.00');
  await sheet.getByRole('button', { name: positions.tpsl.submit }).tap();
  await expect(page.getByText(positions.tpsl.done)).toBeVisible();
  await expect(card.locator('[data-field="take-profit"]')).toHaveText('61,000.00');

  // The bid reaches the take-profit: the position closes by itself and the page says so, live.
  await playTicks(request, 1);
  await expect(
    page.getByText(
      fill(positions.live.takeProfit, { symbol: 'BTC/USD', price: '61,000.00', pnl: '+9.90' }),
    ),
  ).toBeVisible();
  await expect(page.getByText(positions.state.noPositions)).toBeVisible();
  // Balance: 1,000 − 0.3000 − 0.3050 + 9.90.
  await expect(page.getByTestId('strip-balance')).toHaveText('1,009.29');

  // History: the closed position, closed by its take-profit; its detail shows the quote.
  await page.getByRole('tab', { name: positions.tabs.history }).tap();
  const closed = page.locator('.wh-pos-card').filter({ hasText: 'BTCUSD' }).first();
  await expect(closed).toContainText(positions.cause.take_profit);
  await closed.getByRole('link', { name: positions.actions.details }).tap();
  const closingFill = page.locator('.wh-pos-fill').filter({ hasText: positions.detail.fill.close });
  await expect(closingFill).toContainText(
    fill(positions.detail.explain.close.long, { price: '61,000.00' }),
  );
  await expect(closingFill).toContainText(positions.detail.why.takeProfit.long);
  await expect(closingFill).toContainText('61,010.00');
  await screenshot(page, 'trade-history-detail');
});

test('a limit order placed and cancelled, in German', async ({ page }) => {
  await seedSession(page, token, 'de');
  await page.goto(`/#${PATHS.contractTrade}?symbol=BTCUSD&side=long`);
  await page.getByLabel(tradeDe.form.limit).check();
  await page.getByLabel(fill(tradeDe.form.limitPrice, { currency: 'USD' })).fill('59000.00');
  // The summary shows the limit and, beside it, the market price now (the ask), never one as the other.
  await page
    .getByRole('button', { name: fill(tradeDe.form.submitLong, { symbol: 'BTC/USD' }) })
    .tap();
  const summary = page.getByRole('dialog', { name: tradeDe.confirm.title });
  await expect(summary.locator('[data-field="limit-price"]')).toHaveText('59.000,00');
  await expect(summary.getByText(tradeDe.confirm.marketPrice)).toBeVisible();
  await expect(summary.locator('[data-field="market-price"]')).toHaveText(/^6\d\.\d{3},\d\d$/);
  await expect(summary.getByText(tradeDe.confirm.price, { exact: true })).toHaveCount(0);
  await summary.getByText(tradeDe.confirm.cancel, { exact: true }).tap();
  await confirmOrder(page, tradeDe, 'Long');
  const result = page.getByRole('dialog', { name: tradeDe.result.placed });
  await expect(result.getByTestId('result-limit-price')).toHaveText('59.000,00');
  await result.getByRole('link', { name: tradeDe.result.viewPositions }).tap();

  await page.getByRole('tab', { name: positionsDe.tabs.entrust }).tap();
  const order = page.locator('.wh-pos-card').filter({ hasText: 'BTCUSD' });
  await order.getByRole('button', { name: positionsDe.actions.cancelOrder }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(positionsDe.cancel.title);
  await dialog.getByRole('button', { name: positionsDe.cancel.confirm }).tap();
  await expect(page.getByText(positionsDe.cancel.done)).toBeVisible();
  await expect(page.getByText(positionsDe.state.noOrders)).toBeVisible();

  // A rule message in German, from the shared catalogue: a stop-loss above the current price.
  await page.goto(`/#${PATHS.contractTrade}?symbol=BTCUSD&side=long`);
  await page.getByLabel(`${tradeDe.form.stops} (${tradeDe.form.optional})`).click();
  await page.getByLabel(tradeDe.form.stopLoss).fill('62000');
  await page
    .getByRole('button', { name: fill(tradeDe.form.submitLong, { symbol: 'BTC/USD' }) })
    .tap();
  // A long's stop-loss above the open (ask 61,010.00) and the current price (bid 61,000.00).
  await expect(page.getByRole('alert')).toContainText(
    messagesDe.STOP_LOSS_ABOVE_OPEN_PRICE.split('(')[0]!.split('Eröffnungskurs')[0]!.trim(),
  );
});

test('a visitor sees the ticket, whose button asks to log in; in view at 390 px, chips in one row', async ({
  page,
}) => {
  await page.goto(`/#${PATHS.contractTrade}?symbol=EURUSD&side=long`);
  const login = page.getByRole('link', { name: trade.form.loginToTrade });
  // Reachable without scrolling: above the tab bar at 390 × 844.
  await expect(login).toBeInViewport();
  const chips = page.getByRole('group', { name: trade.form.leverage }).locator('label');
  const tops = await chips.evaluateAll((labels) =>
    labels.map((label) => Math.round(label.getBoundingClientRect().top)),
  );
  await expect(chips).toHaveText(['1x', '2x', '5x', '10x', '20x', '50x', '100x']);
  expect(new Set(tops).size).toBe(1);
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
  await screenshot(page, 'trade-visitor');
  await login.tap();
  await expect(page).toHaveURL(
    `/#${PATHS.login}?redirect=${encodeURIComponent(`${PATHS.contractTrade}?symbol=EURUSD&side=long`)}`,
  );
});

test('a new account with nothing in either account is told to deposit first, and no impossible stop-out', async ({
  page,
  request,
}) => {
  const fresh = await registerByApi(request, uniqueEmail('deposit-first'), 'deposit-first-1');
  await seedSession(page, fresh);
  await page.goto(`/#${PATHS.contractTrade}?symbol=BTCUSD&side=long`);
  await expect(page.getByTestId('preview-stop-out')).toHaveText(trade.preview.stopOutAtOnce);
  const alert = page.locator('.wh-trade-preview').getByRole('alert');
  await expect(alert).toContainText(trade.preview.depositFirst);
  await expect(alert.getByRole('link', { name: trade.preview.deposit })).toHaveAttribute(
    'href',
    `#${PATHS.deposit}`,
  );
  await expect(
    page.getByRole('region', { name: trade.account.title }).getByRole('link'),
  ).toHaveText(trade.account.deposit);
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
  await screenshot(page, 'trade-deposit-first');
});
