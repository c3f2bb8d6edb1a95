import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { PATHS } from '../src/lib/paths';
import type englishPositions from '../src/locales/en/positions.json';
import { axeFindings } from './axe-audit';
import { expect, registerByApi, seedSession, test, uniqueEmail } from './fixtures';

/*
 * Modify a pending limit order and close half a position (product.md §10.16) on the positions page,
 * for a new user trading in practice (the book every user has, with virtual funds), and an axe audit
 * of both new sheets. The orders are placed through the API first so the page is what is tested.
 */

const positions = JSON.parse(
  readFileSync(new URL('../src/locales/en/positions.json', import.meta.url), 'utf8'),
) as typeof englishPositions;

/** The risk consent with the appropriateness answers that pass (core's questions). */
const CONSENT = {
  accepted: true,
  answers: { leverage_loss: 'more_than_margin_possible', stop_out: 'positions_closed' },
};

async function post<T>(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

test('a limit order is modified and half a position closed, each from its sheet', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await registerByApi(request, uniqueEmail('modify'), 'modify-pass-1');
  await post(request, token, '/api/practice/switch', { book: 'practice' });
  const order = { symbol: 'BTCUSD', side: 'long', leverage: 10, consent: CONSENT };
  await post(request, token, '/api/lever/submit', { ...order, type: 'market', lots: 2 });
  // Far below the market: it rests.
  await post(request, token, '/api/lever/submit', {
    ...order,
    type: 'limit',
    lots: 1,
    limit_price: '1000.00',
  });

  await seedSession(page, token);
  await page.goto(`/#${PATHS.positions}?tab=entrust`);
  const orderCard = page.getByRole('list', { name: positions.list.orders }).getByRole('listitem');
  await orderCard.getByRole('button', { name: positions.actions.modify }).tap();
  const modifySheet = page.getByRole('dialog', { name: positions.modify.title });
  await expect(modifySheet.getByLabel(positions.modify.limitPrice)).toHaveValue('1000.00');
  expect(await axeFindings(page)).toEqual([]);
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
  expect(await axeFindings(page)).toEqual([]);
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
});
