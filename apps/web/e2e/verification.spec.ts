import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_EMAIL, demoToken, expect, screenshot, seedSession, test } from './fixtures';

/**
 * Identity verification journey (issue 10): the demo user fills the form with two photos, one a
 * 4000×3000 JPEG of 8 MB (over the server's 5 MiB cap, so it only gets through downscaled), an
 * operator approves it (the dev route stands in for the back-office), and the user sees "Approved".
 */

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

function smallPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#88aacc' } })
    .png()
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

test('the demo user verifies their identity with two photos and sees the approval', async ({
  page,
  request,
}) => {
  const large = await largePhoto();
  expect(large.length).toBeGreaterThan(5 * 1024 * 1024);
  await seedSession(page, await demoToken(request));
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
  await expect(page.locator('#verify-front-status')).toHaveText('Uploaded');
  await page
    .getByLabel('Back of the document')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await smallPhoto() });
  await expect(page.locator('#verify-back-status')).toHaveText('Uploaded');

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

  const findings = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    findings.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
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
});
