import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PATHS } from '../src/lib/paths';
import type englishMessages from '@waihui/contracts/messages/en.json';
import type englishAssets from '../src/locales/en/assets.json';
import type englishCommon from '../src/locales/en/common.json';
import type englishIdentity from '../src/locales/en/identity.json';
import { DEMO_EMAIL, demoPassword, expect, screenshot, test } from './fixtures';

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}
const en = readJson<typeof englishAssets>('../src/locales/en/assets.json');
const common = readJson<typeof englishCommon>('../src/locales/en/common.json');
const identity = readJson<typeof englishIdentity>('../src/locales/en/identity.json');
const messages = readJson<typeof englishMessages>(
  '../../../packages/contracts/src/messages/en.json',
);

function assetRow(page: Page, account: 'coin' | 'contract', code: string) {
  return page.getByTestId(`asset-row-${account}-${code}`);
}

test('demo user: assets → transfer 100 to contract → both tabs → account history', async ({
  page,
  request,
}) => {
  const password = await demoPassword(request);

  // A visitor on the assets tab is asked to log in, and comes back after it.
  await page.goto(`/#${PATHS.assets}`);
  await page.getByRole('link', { name: identity.me.login }).tap();
  await page.getByLabel(identity.fields.email).fill(DEMO_EMAIL);
  await page.getByLabel(identity.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: identity.login.submit, exact: true }).tap();
  await expect(page).toHaveURL(`/#${PATHS.assets}`);

  // Spot: the demo credit.
  await expect(page.getByTestId('assets-total')).toHaveText('10,000.00');
  await expect(assetRow(page, 'coin', 'USD').locator('[data-field="balance"]')).toHaveText(
    '10,000.00',
  );

  await page.getByRole('link', { name: en.actions.transfer }).tap();
  await expect(page).toHaveURL(`/#${PATHS.transfer}`);
  await expect(page.getByTestId('transfer-available')).toHaveText('Available: 10,000.00 USD');
  await expect(page.getByLabel(en.transfer.from)).toHaveValue('coin');
  await expect(page.getByLabel(en.transfer.to)).toHaveValue('contract');

  // Too much is refused on the page, before any request.
  await page.getByLabel(en.transfer.quantity).fill('10000.01');
  await page.getByRole('button', { name: en.transfer.submit, exact: true }).tap();
  await expect(page.getByRole('alert')).toHaveText(messages.QUANTITY_EXCEEDS_AVAILABLE);

  await page.getByLabel(en.transfer.quantity).fill('100');
  await expect(page.getByText(identity.login.success)).toBeHidden();
  await screenshot(page, 'transfer');
  await page.getByRole('button', { name: en.transfer.submit, exact: true }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Transfer 100.00 USD from the Spot account to the Contract account?',
  );
  await dialog.getByRole('button', { name: common.actions.confirm }).tap();
  await expect(page.getByText(en.transfer.done)).toBeVisible();
  await expect(page.getByTestId('transfer-available')).toHaveText('Available: 9,900.00 USD');

  // Back on the assets tab, both accounts show the new balances.
  await page.getByRole('button', { name: common.header.back }).tap();
  await expect(page).toHaveURL(`/#${PATHS.assets}`);
  await expect(page.getByTestId('assets-total')).toHaveText('9,900.00');
  await expect(assetRow(page, 'coin', 'USD').locator('[data-field="balance"]')).toHaveText(
    '9,900.00',
  );
  await page.getByRole('tab', { name: en.tabs.contract }).tap();
  await expect(page.getByTestId('assets-total')).toHaveText('100.00');
  await expect(assetRow(page, 'contract', 'USD').locator('[data-field="balance"]')).toHaveText(
    '100.00',
  );
  await page.getByRole('tab', { name: en.tabs.spot }).tap();
  await expect(page.getByText(en.transfer.done)).toBeHidden();
  await screenshot(page, 'assets');

  // The account history lists both sides of the transfer, newest first.
  await page.getByRole('link', { name: en.actions.records }).tap();
  await expect(page).toHaveURL(`/#${PATHS.moneyLog}`);
  const records = page.getByRole('list', { name: en.records.label }).getByRole('listitem');
  await expect(records.first()).toBeVisible();
  const texts = await records.allTextContents();
  expect(
    texts.some(
      (text) => text.includes(en.records.kinds.transfer_out) && text.includes('-100.00 USD'),
    ),
  ).toBe(true);
  expect(
    texts.some(
      (text) => text.includes(en.records.kinds.transfer_in) && text.includes('+100.00 USD'),
    ),
  ).toBe(true);
  await expect(page.getByTestId('list-footer')).toHaveText(common.list.nomore);
  await screenshot(page, 'records');
});
