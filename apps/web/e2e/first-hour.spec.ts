import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatAccountAmount, parseDecimal, toDecimalString } from '@waihui/core';
import { PATHS } from '../src/lib/paths';
import type englishAssets from '../src/locales/en/assets.json';
import type englishCommon from '../src/locales/en/common.json';
import type englishFunding from '../src/locales/en/funding.json';
import type englishMarket from '../src/locales/en/market.json';
import type englishPositions from '../src/locales/en/positions.json';
import type englishTrade from '../src/locales/en/trade.json';
import { expectNoAxeFindings } from './axe-audit';
import { expect, screenshot, test, uniqueEmail } from './fixtures';
import { numberFindings } from './number-findings';
import { FIRST_HOUR_BASE_URL } from './ports';
import { bookButton, openFirstLong } from './practice-ticket';
import { registerThroughForm, watchCaptcha } from './register-form';
import { DEMO_DEPOSIT_CONFIRM_SECONDS } from './server-settings';

/*
 * A new user's first hour in demo mode (docs/decisions.md, "Practice and live"), at the phone
 * viewport, with no operator: from the start page, register; trade in practice within a minute
 * (open a market position and close it), modify a limit order and close half a position; announce a USDT deposit, which the demo confirms by
 * itself; see it valued in USD on Assets; switch to German and read every amount in German format.
 * Its own server (playwright.config.ts) confirms demo deposits after DEMO_DEPOSIT_CONFIRM_SECONDS.
 */

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}
const assets = readJson<typeof englishAssets>('../src/locales/en/assets.json');
const common = readJson<typeof englishCommon>('../src/locales/en/common.json');
const commonDe = readJson<typeof englishCommon>('../src/locales/de/common.json');
const funding = readJson<typeof englishFunding>('../src/locales/en/funding.json');
const market = readJson<typeof englishMarket>('../src/locales/en/market.json');
const positions = readJson<typeof englishPositions>('../src/locales/en/positions.json');
const trade = readJson<typeof englishTrade>('../src/locales/en/trade.json');

test.use({ baseURL: FIRST_HOUR_BASE_URL });

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
}

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const state = (
      JSON.parse(localStorage.getItem('waihui') ?? '{}') as { state?: { token?: string } }
    ).state;
    return state?.token ?? null;
  });
}

/** The risk consent with the appropriateness answers that pass (core's questions). */
const CONSENT = {
  accepted: true,
  answers: { leverage_loss: 'more_than_margin_possible', stop_out: 'positions_closed' },
};

/** POSTs `data` as the user and expects success (code 1). */
async function apiPost(
  request: APIRequestContext,
  auth: Record<string, string>,
  path: string,
  data: object,
): Promise<void> {
  const response = await request.post(path, { data, headers: auth });
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(1);
}

test('a new user: register, practice trade, modify and part-close, USDT deposit valued in USD, amounts in German', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('first-hour');
  const password = 'first-hour-pass-1';
  const captchaKey = watchCaptcha(page);

  // --- The start page offers the app, Register and Log in.
  await page.goto('/');
  await expect(heading(page)).toHaveText(common.titles.start);
  await expect(page.getByRole('link', { name: market.start.login, exact: true })).toBeVisible();
  await expectNoAxeFindings(page);
  await screenshot(page, 'first-hour-start');
  await page.getByRole('link', { name: market.start.register, exact: true }).tap();

  // --- Register; a new account lands on home.
  await expect(heading(page)).toHaveText(common.titles.register);
  const started = Date.now();
  await registerThroughForm(page, request, { email, password, captchaKey });
  await expect(page).toHaveURL(`/#${PATHS.home}`);
  await expect(heading(page)).toHaveText(common.titles.home);
  const token = await storedToken(page);
  expect(token).toMatch(/.{20,}/);
  const auth = { authorization: `Bearer ${token}` };

  // --- Practice, within a minute: one tap to the practice book, a market position opened and closed.
  await page.goto(`/#${PATHS.contractTrade}?symbol=BTCUSD&side=long`);
  await expect(bookButton(page, assets.book.live)).toHaveAttribute('aria-pressed', 'true');
  await bookButton(page, assets.book.practice).tap();
  await expect(bookButton(page, assets.book.practice)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('trade-available')).toHaveText('10,000.00 USD');
  const result = await openFirstLong(page, 'BTC/USD');
  await result.getByRole('link', { name: trade.result.viewPositions }).tap();
  const card = page.locator('.wh-pos-card').filter({ hasText: 'BTCUSD' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: positions.actions.close, exact: true }).tap();
  const close = page.getByRole('dialog').filter({ hasText: positions.close.title });
  await close.getByRole('button', { name: positions.close.confirm, exact: true }).tap();
  await expect(page.getByText(positions.close.done)).toBeVisible();
  await expect(page.locator('.wh-pos-card')).toHaveCount(0);
  expect(Date.now() - started).toBeLessThan(60_000);

  // --- Still in practice: a limit order modified and half a position closed, each from its sheet
  // (product.md §10.16). Both orders go in through the API so the sheets are what is tested.
  const order = { symbol: 'BTCUSD', side: 'long', leverage: 10, consent: CONSENT };
  await apiPost(request, auth, '/api/lever/submit', { ...order, type: 'market', lots: 2 });
  // Far below the market: it rests.
  await apiPost(request, auth, '/api/lever/submit', {
    ...order,
    type: 'limit',
    lots: 1,
    limit_price: '1000.00',
  });
  await page.goto(`/#${PATHS.positions}?tab=entrust`);
  const orderCard = page.getByRole('list', { name: positions.list.orders }).getByRole('listitem');
  await orderCard.getByRole('button', { name: positions.actions.modify }).tap();
  const modifySheet = page.getByRole('dialog', { name: positions.modify.title });
  await expect(modifySheet.getByLabel(positions.modify.limitPrice)).toHaveValue('1000.00');
  await expectNoAxeFindings(page);
  await modifySheet.getByLabel(positions.modify.lots).fill('3');
  await modifySheet.getByLabel(positions.modify.limitPrice).fill('1100.00');
  await modifySheet.getByRole('button', { name: positions.modify.submit }).tap();
  const confirmModify = page.getByRole('dialog', { name: positions.modify.confirmTitle });
  await confirmModify.getByRole('button', { name: positions.modify.confirm }).tap();
  await expect(page.getByText(positions.modify.done)).toBeVisible();
  await expect(orderCard.locator('[data-field="lots"]')).toContainText('3');
  await expect(orderCard.locator('[data-field="limit-price"]')).toContainText('1,100.00');

  await page.goto(`/#${PATHS.positions}?tab=holding`);
  const positionCard = page
    .getByRole('list', { name: positions.list.positions })
    .getByRole('listitem');
  await positionCard.getByRole('button', { name: positions.actions.closePart }).tap();
  const partSheet = page.getByRole('dialog', { name: positions.closePart.title });
  // Half of 2 lots is prefilled.
  await expect(partSheet.getByLabel(positions.closePart.lots)).toHaveValue('1');
  await expectNoAxeFindings(page);
  await partSheet.getByRole('button', { name: positions.closePart.submit }).tap();
  await page
    .getByRole('dialog', { name: positions.close.title })
    .getByRole('button', { name: positions.close.confirm })
    .tap();
  await expect(page.getByText(positions.closePart.done)).toBeVisible();
  await expect(positionCard.locator('[data-field="lots"]')).toContainText('1');
  // One lot left: "Close" still closes it all; no part to close.
  await expect(positionCard.getByRole('button', { name: positions.actions.closePart })).toHaveCount(
    0,
  );
  await expect(positionCard.getByRole('button', { name: positions.actions.close })).toBeVisible();

  // --- Money in: back to live on Assets, announce a USDT deposit; the demo confirms it by itself.
  await page.goto(`/#${PATHS.assets}`);
  await bookButton(page, assets.book.live).tap();
  await expect(bookButton(page, assets.book.live)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('assets-total')).toHaveText('0.00');
  await page.getByRole('link', { name: common.titles.deposit, exact: true }).tap();
  await expect(heading(page)).toHaveText(common.titles.deposit);
  await expect(page.getByRole('note')).toHaveText(
    fill(funding.deposit.demoWarning, { seconds: DEMO_DEPOSIT_CONFIRM_SECONDS }),
  );
  await page.getByLabel(`${funding.deposit.amount} (USDT)`).fill('2000');
  await page.getByLabel(funding.deposit.txHash).fill('0xfirst-hour');
  await page.getByRole('button', { name: funding.deposit.submit }).tap();
  await expect(page.getByText(funding.deposit.submitted)).toBeVisible();

  // Confirmed by the demo within its delay and the confirmer's next look (every 5 s).
  await expect
    .poll(
      async () => {
        const records = await request.get('/api/deposit/records', { headers: auth });
        const body = (await records.json()) as { data: { list: { status: string }[] } };
        return body.data.list.map((record) => record.status);
      },
      { timeout: 20_000 },
    )
    .toEqual(['confirmed']);
  // Sold for USD at the USDTUSD bid of that moment, as a recorded spot order.
  const history = await request.post('/api/spot_goods/my_spotgoods', {
    headers: auth,
    data: { page: 1, limit: 20 },
  });
  const orders = (
    (await history.json()) as {
      data: { list: { symbol: string; side: string; amount: string; fill: { price: string } }[] };
    }
  ).data.list;
  expect(orders.map((order) => [order.symbol, order.side, order.amount])).toEqual([
    ['USDTUSD', 'sell', '2000'],
  ]);
  const bid = orders[0]!.fill.price;
  expect(bid).toMatch(/^[01]\.\d{4}$/);
  const usd = toDecimalString(parseDecimal(bid).times(2000));
  const list = await request.get('/api/account/list', { headers: auth });
  const coin = (
    (await list.json()) as {
      data: { coin: { balance_arr: { code: string; total: string }[] } };
    }
  ).data.coin.balance_arr;
  expect(coin.map((row) => [row.code, row.total])).toEqual([
    ['USD', usd],
    ['USDT', '0'],
  ]);

  await page.goto(`/#${PATHS.assets}`);
  await expect(bookButton(page, assets.book.live)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('assets-total')).toHaveText(formatAccountAmount(usd, 'en'));
  await expect(page.getByTestId('assets-unvalued')).toHaveCount(0);
  await screenshot(page, 'first-hour-assets');

  // --- German: every amount in German format ("1.998,56").
  await page.goto(`/#${PATHS.language}`);
  await page.getByRole('radio', { name: 'Deutsch' }).tap();
  await page.goto(`/#${PATHS.assets}`);
  await expect(heading(page)).toHaveText(commonDe.titles.assets);
  const total = page.getByTestId('assets-total');
  await expect(total).toHaveText(formatAccountAmount(usd, 'de'));
  await expect(total).toHaveText(/^\d\.\d{3},\d{2}$/);
  const text = await page.locator('main').innerText();
  expect(numberFindings(text, 'de')).toEqual([]);
  await screenshot(page, 'first-hour-assets-de');
});
