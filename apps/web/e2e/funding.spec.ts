import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PATHS } from '../src/lib/paths';
import type englishMessages from '@waihui/contracts/messages/en.json';
import type englishFunding from '../src/locales/en/funding.json';
import { demoToken, expect, seedSession, test } from './fixtures';

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}
const en = readJson<typeof englishFunding>('../src/locales/en/funding.json');
const messages = readJson<typeof englishMessages>(
  '../../../packages/contracts/src/messages/en.json',
);

/** USDT's own TRC-20 contract address: a valid base58check Tron address. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

test('demo user: deposit address and QR code → USDT deposit confirmed → wallet past its delay → withdrawal refused before identity approval', async ({
  page,
  request,
}) => {
  const token = await demoToken(request);
  await seedSession(page, token);
  const auth = { authorization: `Bearer ${token}` };

  // The deposit page shows the user's own ERC-20 address and a QR code that decodes to it.
  await page.goto(`/#${PATHS.deposit}`);
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  const shown = await address.textContent();
  const qr = page.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  const pixels = await qr.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, rgba: Array.from(data.data) };
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height);
  expect(decoded?.data).toBe(shown);

  // A TRC-20 deposit notice, confirmed as an operator would (dev route until the back-office).
  await page.getByRole('tab', { name: en.chains.trc20 }).tap();
  await page.getByLabel(`${en.deposit.amount} (USDT)`).fill('50');
  await page.getByLabel(en.deposit.txHash).fill('0xe2e-deposit');
  await page.getByRole('button', { name: en.deposit.submit }).tap();
  await expect(page.getByText(en.deposit.submitted)).toBeVisible();
  const records = await request.get('/api/deposit/records', { headers: auth });
  const notice = ((await records.json()) as { data: { list: { id: number }[] } }).data.list[0]!;
  const confirmed = await request.post('/api/dev/funding/confirm-deposit', {
    data: { id: notice.id },
  });
  expect(((await confirmed.json()) as { data: { status: string } }).data.status).toBe('confirmed');

  // A new TRC-20 wallet: usable only after the delay (3 s in this suite's server).
  await page.goto(`/#${PATHS.addUSDT}`);
  await page.getByLabel(en.destinations.chain).selectOption('trc20');
  await page.getByLabel(en.destinations.address).fill(TRON_ADDRESS);
  await page.getByRole('button', { name: en.destinations.save }).tap();
  await expect(page).toHaveURL(`/#${PATHS.bindUSDT}`);
  const wallet = page.getByRole('listitem').filter({ hasText: TRON_ADDRESS });
  await expect(wallet).toContainText('Usable from');
  await expect(async () => {
    await page.reload();
    await expect(wallet).toContainText(en.destinations.usableNow, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // Withdrawing before identity approval is refused with the spec's message; nothing is locked.
  await page.goto(`/#${PATHS.withdrawUSDT}`);
  // The 50 USDT were sold for USD at confirmation; USDT is offered up to what the coin account's USD
  // buys at the USDTUSD ask (exact figures: funding.coin-conversion.test.ts).
  await expect(page.locator('[data-field="withdrawable"]')).toHaveText(
    /^Withdrawable: \d{1,3}(,\d{3})*\.\d{2} USDT$/,
  );
  await page.getByLabel(`${en.withdraw.amount} (USDT)`).fill('20');
  await expect(page.locator('[data-field="net"]')).toHaveText('19.00 USDT');
  await page.getByLabel(en.withdraw.fundPassword).fill('any-fund-password');
  await page.getByRole('button', { name: en.withdraw.submit, exact: true }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('fee 1.00, you receive 19.00');
  await dialog.getByRole('button', { name: 'Confirm' }).tap();
  await expect(page.getByText(messages.IDENTITY_VERIFICATION_REQUIRED)).toBeVisible();
  const log = await request.get('/api/withdrawal/withdrawal_amount_log', { headers: auth });
  expect(((await log.json()) as { data: { list: unknown[] } }).data.list).toEqual([]);
});
