import { readFileSync } from 'node:fs';
import { PATHS } from '../src/lib/paths';
import type englishAssets from '../src/locales/en/assets.json';
import type englishCommon from '../src/locales/en/common.json';
import type englishSpot from '../src/locales/en/spot.json';
import { axeFindings } from './axe-audit';
import { demoToken, expect, screenshot, seedSession, test } from './fixtures';

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}
const spot = readJson<typeof englishSpot>('../src/locales/en/spot.json');
const assets = readJson<typeof englishAssets>('../src/locales/en/assets.json');
const common = readJson<typeof englishCommon>('../src/locales/en/common.json');

/** A USD figure as the Assets page shows it (thousands separators, 2 decimals). */
const USD_FIGURE = /^\d{1,3}(,\d{3})*\.\d{2}$/;

test('demo user: buys BTC spot from the chart, sees it in Assets valued in USD, converts USD to EUR', async ({
  page,
  request,
}) => {
  await seedSession(page, await demoToken(request));

  // From the BTCUSD chart to the spot orders screen on that pair.
  await page.goto(`/#${PATHS.chart}?symbol=BTCUSD`);
  await page.getByRole('link', { name: common.titles.spotOrders }).tap();
  await expect(page).toHaveURL(`/#${PATHS.spotOrders}?symbol=BTCUSD`);
  await expect(page.getByLabel(spot.pair)).toHaveValue('BTCUSD');
  await expect(page.getByTestId('spot-quote')).toBeVisible();

  // Market buy of 0.01 BTC: value, fee and total are on the page before confirm.
  await page.getByLabel('Amount (BTC)').fill('0.01');
  const preview = page.getByRole('region', { name: spot.preview.title });
  await expect(preview.locator('[data-field="fee"]')).toHaveText(/^\d[\d,]*\.?\d* USD$/);
  await expect(preview.locator('[data-field="receive"]')).toHaveText('0.01 BTC');
  await screenshot(page, 'spot-orders');
  await page.getByRole('button', { name: 'Buy BTC' }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Buy 0.01 BTC at');
  await dialog.getByRole('button', { name: common.actions.confirm }).tap();
  await expect(page.getByText(/^Order filled at \d/)).toBeVisible();
  // The history lists the fill with the quote it used.
  await expect(page.locator('[data-field="fill"]').first()).toHaveText(
    /^Filled at [\d,.]+: bid [\d,.]+ \/ ask [\d,.]+ at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/,
  );

  // Assets, "all" tab: the BTC row is valued in USD and counted.
  await page.goto(`/#${PATHS.assets}`);
  await page.getByRole('tab', { name: assets.tabs.all }).tap();
  const btc = page.getByTestId('asset-row-coin-BTC');
  await expect(btc.locator('[data-field="balance"]')).toHaveText('0.01'); // a coin: to 8 decimals, trailing zeros dropped (docs/decisions.md)
  await expect(btc.locator('[data-field="usd"]')).toHaveText(USD_FIGURE);
  // The note is there only when something is unvalued: never naming BTC.
  await expect(page.getByTestId('assets-unvalued').filter({ hasText: 'BTC' })).toHaveCount(0);
  await expect(page.getByTestId('assets-total')).toHaveText(USD_FIGURE);

  // Buy foreign exchange: USD → EUR at the ask with the fee shown, then the money log.
  await page.getByRole('tab', { name: assets.tabs.spot }).tap();
  await page.getByRole('link', { name: common.titles.fxBuy }).tap();
  await expect(page).toHaveURL(`/#${PATHS.fxBuy}`);
  await expect(page.getByTestId('rate-EURUSD')).toContainText('EUR (EUR/USD)');
  await expect(page.getByLabel(spot.fx.currency)).toHaveValue('EURUSD');
  // Asked the same way on every pair: what you pay, in the currency you pay.
  await page.getByLabel(`${spot.fx.pay} (USD)`).fill('100');
  const fx = page.getByRole('region', { name: spot.preview.title });
  await expect(fx.locator('[data-field="pay"]')).toHaveText(/^(99\.9\d|100\.00) USD$/);
  await expect(fx.locator('[data-field="receive"]')).toHaveText(/^\d{2}\.\d{2} EUR$/);
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
  await screenshot(page, 'fx-buy');
  await page.getByRole('button', { name: spot.fx.convert }).tap();
  await page.getByRole('dialog').getByRole('button', { name: common.actions.confirm }).tap();
  await expect(page.getByText(/^Converted: \d{2}\.\d{2} EUR received$/)).toBeVisible();
  await page.getByRole('link', { name: spot.fx.moneyLog }).tap();
  await expect(page).toHaveURL(`/#${PATHS.moneyLog}`);
  await expect(page.locator('[data-field="spot-fill"]').first()).toHaveText(
    /^Bought EURUSD at \d\.\d{5}$/,
  );
  await expect(
    page.locator('.wh-record__kind', { hasText: assets.records.kinds.spot_trade }).first(),
  ).toBeVisible();
});
