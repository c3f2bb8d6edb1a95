import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { PATHS } from '../src/lib/paths';
import type englishMarket from '../src/locales/en/market.json';
import { axeFindings } from './axe-audit';
import { demoToken, expect, screenshot, seedSession, test } from './fixtures';

/*
 * An instrument whose price stops goes stale (product.md §13.2), and the trade page says so: the
 * price greyed with its "Delayed" badge, the order button disabled with the reason. The main
 * server runs the simulated feed with staleness on; POST /api/dev/feed/pause (browser tests only,
 * loopback only) stops ETHUSD's ticks, so after crypto's 10 s limit its quote is stale, and the
 * hub's status check (every second) tells the open page without a new tick.
 */

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}
const market = readJson<typeof englishMarket>('../src/locales/en/market.json');

const SYMBOL = 'ETHUSD';

async function pause(request: APIRequestContext, paused: boolean): Promise<void> {
  const response = await request.post('/api/dev/feed/pause', { data: { symbol: SYMBOL, paused } });
  expect(await response.json()).toEqual({
    code: 1,
    msg: expect.any(String),
    data: { symbol: SYMBOL, paused },
  });
}

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request }) => {
  await pause(request, false);
});

test('an instrument goes stale: the trade page shows it delayed and the order button says why', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await seedSession(page, await demoToken(request));
  await page.goto(`/#${PATHS.contractTrade}?symbol=${SYMBOL}`);
  const quote = page.getByRole('region', { name: 'Live prices of ETH/USD' });
  const submit = page.getByRole('button', { name: 'Buy / Long ETH/USD' });
  await expect(quote).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(quote.locator('[data-price-status]')).toHaveCount(0);

  await pause(request, true);
  // Crypto's limit is 10 s; the status check runs every second and the frame leaves within 250 ms.
  const badge = quote.locator('[data-price-status="stale"]');
  await expect(badge).toHaveText(market.priceStatus.stale, { timeout: 20_000 });
  await expect(submit).toBeDisabled();
  const reason = page.locator(`#${(await submit.getAttribute('aria-describedby')) ?? 'none'}`);
  await expect(reason).toHaveText(market.priceStatus.staleReason);
  await expect(quote.locator('.wh-trade-quote__price.wh-price--paused')).toHaveCount(2);
  // The mini chart draws no last-price line on through the pause.
  await expect(page.locator('.wh-trade-chart__last')).toHaveCount(0);
  await screenshot(page, 'trade-price-delayed');
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);

  await pause(request, false);
  await expect(badge).toHaveCount(0, { timeout: 10_000 });
  await expect(submit).toBeEnabled();
  await expect(reason).toHaveCount(0);
});
