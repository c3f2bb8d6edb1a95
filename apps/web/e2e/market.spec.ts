import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures';
import { PATHS } from '../src/lib/paths';

/*
 * Market journey (product.md §13.6): markets → follow into the watchlist → chart at two intervals → prices
 * change on screen. The e2e server runs the simulated feed, so prices move by themselves. A fresh
 * account is registered through the API, reading the code and the captcha answer from the dev
 * routes (EXPOSE_OUTBOX, playwright.config.ts), and its token is put in the app's stored state.
 */

const SCREENS = new URL('../.reports/screens/', import.meta.url).pathname;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

/** Registers a new e-mail account through the API and returns its session token. */
async function registerAccount(request: APIRequestContext): Promise<string> {
  const email = `market-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const captcha = await data<{ captcha_key: string }>(await request.get('/captcha/api/flat'));
  const { answer } = await data<{ answer: string }>(
    await request.get('/api/dev/captcha', { params: { key: captcha.captcha_key } }),
  );
  await data(
    await request.post('/api/notify/send_email', { data: { purpose: 'register', email } }),
  );
  const { code } = await data<{ code: string | null }>(
    await request.get('/api/dev/outbox', { params: { to: email } }),
  );
  const session = await data<{ token: string }>(
    await request.post('/api/user/register', {
      data: {
        type: 'email',
        email,
        country: 'DE',
        password: 'market-journey-1',
        confirm_password: 'market-journey-1',
        code,
        terms_accepted: true,
        captcha_key: captcha.captcha_key,
        captcha: answer,
      },
    }),
  );
  return session.token;
}

/** Opens the app logged in: the token goes into the persisted store (`waihui`) before the app starts. */
async function openLoggedIn(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((value) => {
    if (localStorage.getItem('waihui') === null) {
      const state = { lang: 'en', token: value };
      localStorage.setItem('waihui', JSON.stringify({ state, version: 1 }));
    }
  }, token);
  await page.goto(`/#${path}`);
}

function row(page: Page, symbol: string) {
  return page.locator(`.wh-market-row[data-symbol="${symbol}"]`);
}

test('markets → watchlist follow → chart at two intervals → prices change', async ({
  page,
  request,
}) => {
  const token = await registerAccount(request);
  await openLoggedIn(page, token, PATHS.markets);

  // Markets: the crypto tab with live rows.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Markets');
  await expect(page.getByRole('tab', { name: 'Crypto' })).toHaveAttribute('aria-selected', 'true');
  const eth = row(page, 'ETHUSD');
  await expect(eth.getByRole('link')).toContainText('ETH/USD');
  await expect(eth.locator('.wh-market-row__price')).toHaveText(/^[\d,]+\.\d{2}$/);
  await expect(page.locator('.wh-market-row')).toHaveCount(9);

  // The watchlist starts empty; following ETH puts it there.
  await page.getByRole('tab', { name: 'Watchlist' }).tap();
  await expect(page).toHaveURL(/tab=watchlist/);
  await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Crypto' }).tap();
  const star = eth.getByRole('button', { name: 'Follow ETH/USD' });
  await star.tap();
  await expect(page.getByText('Added to watchlist')).toBeVisible();
  await expect(eth.getByRole('button', { name: 'Unfollow ETH/USD' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('tab', { name: 'Watchlist' }).tap();
  await expect(page.locator('.wh-market-row')).toHaveCount(1);
  await expect(row(page, 'ETHUSD')).toContainText('Crypto · Ethereum');
  mkdirSync(SCREENS, { recursive: true });
  await page.getByRole('tab', { name: 'Crypto' }).tap();
  await expect(page.getByText('Added to watchlist')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}markets.png` });

  // A price in the list changes on screen and flashes.
  const btcPrice = row(page, 'BTCUSD').locator('.wh-market-row__price');
  const listed = await btcPrice.textContent();
  await expect.poll(() => btcPrice.textContent(), { timeout: 15_000 }).not.toBe(listed);
  await expect(page.locator('.wh-market-row__price[data-flash]').first()).toBeAttached({
    timeout: 15_000,
  });

  // Tap → chart of ETH, followed, at the default 15m interval.
  await page.getByRole('tab', { name: 'Watchlist' }).tap();
  await row(page, 'ETHUSD').getByRole('link').tap();
  await expect(page).toHaveURL(`/#${PATHS.chart}?symbol=ETHUSD`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chart');
  await expect(page.getByRole('button', { name: 'Remove from watchlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const quote = page.getByRole('region', { name: 'ETH/USD' }).first();
  await expect(quote).toContainText("Yesterday's close");
  for (const stat of ['high', 'low', 'open', 'prevClose']) {
    await expect(page.locator(`[data-stat="${stat}"]`)).toHaveText(/^[\d,]+\.\d{2}$/);
  }
  const chart = page.getByRole('figure', { name: /ETHUSD candlestick chart/ });
  await expect(page.getByRole('tab', { name: '15m' })).toHaveAttribute('aria-selected', 'true');
  await expect(chart).toHaveAttribute('data-candles', 'ready');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(page.locator('.wh-chart__legend')).toContainText(/MA5 [\d,]+\.\d{2}/);
  await expect(page.locator('.wh-chart__legend')).toContainText(/MA30 [\d,]+\.\d{2}/);

  // Second interval: 1 hour.
  await page.getByRole('tab', { name: '1H' }).tap();
  await expect(page).toHaveURL(`/#${PATHS.chart}?symbol=ETHUSD&interval=1h`);
  await expect(page.getByRole('tab', { name: '1H' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('figure', { name: 'ETHUSD candlestick chart, 1H' })).toHaveAttribute(
    'data-candles',
    'ready',
  );
  await expect(page.locator('.wh-chart__legend')).toContainText(/MA10 [\d,]+\.\d{2}/);

  // The latest price in the header changes on screen.
  const last = page.locator('.wh-quote__last');
  const shown = await last.textContent();
  await expect.poll(() => last.textContent(), { timeout: 15_000 }).not.toBe(shown);
  await expect(page.locator('.wh-ticks tbody tr').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}chart.png` });

  // Trade buttons open the contract page on this symbol and side.
  await expect(page.getByRole('link', { name: 'Buy / Long' })).toHaveAttribute(
    'href',
    `#${PATHS.contractTrade}?symbol=ETHUSD&side=long`,
  );
  await expect(page.getByRole('link', { name: 'Sell / Short' })).toHaveAttribute(
    'href',
    `#${PATHS.contractTrade}?symbol=ETHUSD&side=short`,
  );

  // Unfollow from the chart header; the watchlist is empty again.
  await page.getByRole('button', { name: 'Remove from watchlist' }).tap();
  await expect(page.getByText('Removed from watchlist')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to watchlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByRole('button', { name: 'Back' }).tap();
  await expect(page).toHaveURL(/tab=watchlist/);
  await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible();
});

test('home: overview, movers and heat map with live prices; a card opens the chart', async ({
  page,
}) => {
  await page.goto(`/#${PATHS.home}`);
  const cards = page.locator('a.wh-home-headline__card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('BTC/USD');
  await expect(cards.nth(1)).toContainText('ETH/USD');
  await expect(cards.nth(2)).toContainText('XAU/USD');
  await expect(page.getByRole('heading', { name: 'Top movers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Heat map' })).toBeVisible();
  await expect(page.locator('.wh-heat__tile')).toHaveCount(9);
  await page.getByRole('tab', { name: /Losers/ }).tap();
  await expect(page.getByRole('tabpanel', { name: 'Losers' })).toBeVisible();
  await page.getByRole('tab', { name: /Gainers/ }).tap();

  const price = cards.nth(0).locator('.wh-price');
  const shown = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 15_000 }).not.toBe(shown);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}home.png` });

  await page.getByRole('link', { name: 'Markets' }).first().tap();
  await expect(page).toHaveURL(`/#${PATHS.markets}`);
  await page.goBack();
  await cards.nth(0).tap();
  await expect(page).toHaveURL(`/#${PATHS.chart}?symbol=BTCUSD`);
  await expect(page.getByRole('figure', { name: /BTCUSD candlestick chart/ })).toHaveAttribute(
    'data-candles',
    'ready',
  );
});

test('a visitor who taps a star is sent to login and back; search and the colour setting', async ({
  page,
}) => {
  await page.goto(`/#${PATHS.markets}?tab=commodity`);
  await expect(page.getByRole('tab', { name: 'Commodities' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(row(page, 'XAUUSD')).toContainText('Gold');

  // Search finds across categories.
  await page.getByRole('searchbox', { name: 'Search name or symbol' }).fill('eur');
  await expect(page.locator('.wh-market-row')).toHaveCount(2);
  await expect(row(page, 'EURUSD')).toContainText('Forex');
  await page.getByRole('button', { name: 'Clear search' }).tap();
  await expect(page.getByRole('tab', { name: 'Commodities' })).toBeVisible();

  // Red-up: a rising badge turns red.
  const scope = page.locator('.wh-quotes');
  await expect(scope).toHaveAttribute('data-up-color', 'green');
  const rising = page.locator('.wh-change-badge--rise').first();
  await expect(rising).toHaveCSS('background-color', 'rgb(0, 122, 72)');
  await page.getByRole('button', { name: 'Price colours' }).tap();
  await page.getByRole('radio', { name: 'Red up, green down' }).tap();
  await expect(scope).toHaveAttribute('data-up-color', 'red');
  await expect(rising).toHaveCSS('background-color', 'rgb(201, 40, 63)');
  const stored = await page.evaluate(() => localStorage.getItem('waihui'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { upColor: 'red' } });

  // No session: the star leads to login, which will come back here.
  await row(page, 'XAUUSD').getByRole('button', { name: 'Follow XAU/USD' }).tap();
  await expect(page).toHaveURL(
    `/#${PATHS.login}?redirect=${encodeURIComponent(`${PATHS.markets}?tab=commodity`)}`,
  );
});

test('a dropped quote connection falls back to polling, then reconnects and resubscribes', async ({
  page,
}) => {
  let accept = true;
  let connections = 0;
  let live: WebSocketRoute | undefined;
  const subscriptions: string[] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    connections += 1;
    if (!accept) {
      void ws.close();
      return;
    }
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      subscriptions.push(String(message));
      server.send(message);
    });
    live = ws;
  });
  await page.goto(`/#${PATHS.markets}?tab=crypto`);
  const price = row(page, 'BTCUSD').locator('.wh-market-row__price');
  await expect(price).toHaveText(/^[\d,]+\.\d{2}$/);
  await expect.poll(() => subscriptions.length).toBeGreaterThan(0);
  const banner = page.getByRole('status').filter({ hasText: 'Live prices interrupted' });
  await expect(banner).toHaveCount(0);

  // Drop the connection and refuse new ones: the app polls currency_matches meanwhile.
  accept = false;
  const polled = page.waitForRequest(/\/api\/market\/currency_matches/);
  await live?.close();
  await expect(banner).toBeVisible();
  await polled;
  const frozen = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 15_000 }).not.toBe(frozen);
  // …and keeps trying to reconnect (its back-off may come after the polled price).
  await expect.poll(() => connections, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  // Let it reconnect: the banner goes and the subscription is sent again.
  const before = subscriptions.length;
  accept = true;
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  expect(subscriptions.slice(before)).toContain('{"op":"subscribe","channel":"tickers"}');
  const live2 = await price.textContent();
  await expect.poll(() => price.textContent(), { timeout: 15_000 }).not.toBe(live2);
});
