import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { PATHS } from '../src/lib/paths';
import { axeFindings } from './axe-audit';
import { DEMO_EMAIL, demoToken, expect, screenshot, seedSession, test } from './fixtures';
import { bindTronWallet, requestTronWithdrawal, setFundPassword, smallPhoto } from './user-steps';

/**
 * The joined funding journey (product.md §11): the demo user fills the identity form with two photos, one a
 * 4000×3000 JPEG of 8 MB (over the server's 5 MiB cap, so it only gets through downscaled), an
 * operator approves it (the dev route stands in for the back-office), and the user sees "Approved";
 * then they add a USDT wallet, wait out its delay (3 s on this suite's server), withdraw with the
 * fund password and see the withdrawal pending in the records. funding.spec.ts runs before this file
 * and proves the refusal while unverified, so this one is the only place the demo user is verified.
 */

/** USDC's TRC-20 contract address: a valid base58check Tron address funding.spec.ts does not bind. */
const TRON_ADDRESS = 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8';
const FUND_PASSWORD = 'journey-fund-456';

/** A noisy 4000×3000 JPEG: noise keeps it large, as a phone photo is. */
function largePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * Records the file of every multipart request the page sends with XMLHttpRequest, as sent (Chromium
 * does not hand Playwright the bytes of a FormData body with a file): base64 in `window.__uploads`.
 */
async function recordUploads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: Promise<string>[] = [];
    (window as unknown as { __uploads: Promise<string>[] }).__uploads = recorded;
    // Called below with .call(this): the request it belongs to.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof Blob) {
        recorded.push(
          new Promise((resolve) => {
            const reader = new FileReader();
            reader.onload = () => {
              const url = typeof reader.result === 'string' ? reader.result : '';
              resolve(url.split(',')[1] ?? '');
            };
            reader.readAsDataURL(file);
          }),
        );
      }
      send.call(this, body);
    };
  });
}

async function sentUploads(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate(() =>
    Promise.all((window as unknown as { __uploads: Promise<string>[] }).__uploads),
  );
  return encoded.map((base64) => Buffer.from(base64, 'base64'));
}

test('demo user: identity verified with two photos → approved → wallet past its delay → withdrawal pending', async ({
  page,
  request,
}) => {
  const large = await largePhoto();
  expect(large.length).toBeGreaterThan(5 * 1024 * 1024);
  const token = await demoToken(request);
  const auth = { authorization: `Bearer ${token}` };
  await seedSession(page, token);
  await recordUploads(page);

  await page.goto('/#/pages/wode/shiMingRenZheng');
  const status = page.getByTestId('verification-status');
  await expect(status).toHaveText('Unverified');
  await page.getByRole('link', { name: 'Verify now' }).click();

  await page.getByLabel('Country or region').selectOption('DE');
  await page.getByLabel('Real name').fill('Hanako Yamada');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill('1990-04-01');
  await page.getByLabel('Document type').selectOption('passport');
  await page.getByLabel('Document number').fill('tk 1234567');

  const uploadAnswers: { width: number; height: number }[] = [];
  page.on('response', async (answer) => {
    if (answer.url().endsWith('/api/user_real/upload_photo')) {
      uploadAnswers.push(
        ((await answer.json()) as { data: { width: number; height: number } }).data,
      );
    }
  });

  await page
    .getByLabel('Front of the document')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: large });
  await expect(page.locator('#verify-frontPhotoId-status')).toHaveText('Uploaded');
  await page
    .getByLabel('Back of the document')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await smallPhoto() });
  await expect(page.locator('#verify-backPhotoId-status')).toHaveText('Uploaded');

  // What left the browser: a JPEG whose long side is 1,600 px, far smaller than the original.
  const uploadBodies = await sentUploads(page);
  expect(uploadBodies).toHaveLength(2);
  const sentFront = uploadBodies[0] ?? Buffer.alloc(0);
  const sentMeta = await sharp(sentFront).metadata();
  expect([sentMeta.format, sentMeta.width, sentMeta.height]).toEqual(['jpeg', 1600, 1200]);
  expect(sentFront.length).toBeLessThan(large.length / 4);
  const sentBack = await sharp(uploadBodies[1] ?? Buffer.alloc(0)).metadata();
  expect([sentBack.format, sentBack.width, sentBack.height]).toEqual(['jpeg', 800, 600]);
  expect(uploadAnswers).toEqual([
    expect.objectContaining({ width: 1600, height: 1200 }),
    expect.objectContaining({ width: 800, height: 600 }),
  ]);

  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
  await screenshot(page, 'verification-form', { full: true });

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(status).toHaveText('Under review');
  await expect(page.getByText('TK*****67')).toBeVisible();
  await expect(page.getByText('TK1234567')).toHaveCount(0);
  // The user's own photos, through links signed for them (fetched with their token).
  await expect(page.getByRole('img', { name: 'Front of the document' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Back of the document' })).toBeVisible();

  const approved = await request.post('/api/dev/verification/approve', {
    data: { account: DEMO_EMAIL },
  });
  expect(await approved.json()).toMatchObject({ code: 1, data: { status: 'verified' } });

  await page.reload();
  await expect(status).toHaveText('Approved');
  await expect(page.getByText('Your identity is verified.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Back of the document' })).toBeVisible();
  await screenshot(page, 'verification-approved');

  // Money to withdraw: a TRC-20 deposit notice of 30 USDT, confirmed as an operator would.
  const notice = await request.post('/api/deposit/notice', {
    headers: auth,
    data: { method: 'trc20', currency: 'USDT', amount: '30', tx_ref: '0xe2e-journey-deposit' },
  });
  const noticeId = ((await notice.json()) as { data: { id: number } }).data.id;
  const confirmed = await request.post('/api/dev/funding/confirm-deposit', {
    data: { id: noticeId },
  });
  expect(await confirmed.json()).toMatchObject({ code: 1, data: { status: 'confirmed' } });

  // The demo user has no fund password: set it with a code to their own address.
  await setFundPassword(request, token, DEMO_EMAIL, FUND_PASSWORD);

  // A new TRC-20 wallet: usable only after the delay; then 20 USDT to it, fee 1.
  await bindTronWallet(page, TRON_ADDRESS);
  await requestTronWithdrawal(page, {
    address: TRON_ADDRESS,
    amount: '20',
    net: '19.00',
    fundPassword: FUND_PASSWORD,
  });

  // The record: pending, with amount, fee, net and the wallet.
  await page.goto(`/#${PATHS.fundingRecords}`);
  const record = page.getByRole('listitem').filter({ hasText: TRON_ADDRESS });
  await expect(record).toHaveCount(1);
  await expect(record.locator('[data-field="amount"]')).toHaveText('20.00 USDT');
  await expect(record.locator('[data-field="status"]')).toHaveText('Pending');
  await expect(record).toContainText('Fee 1.00 · Net 19.00');
  await screenshot(page, 'funding-withdrawal-pending');
});
