import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext } from '@playwright/test';
import { PATHS } from '../src/lib/paths';
import type englishBackoffice from '../src/locales/en/backoffice.json';
import { DEMO_OPERATOR_EMAIL, demoPassword, expect, screenshot, test } from './fixtures';

/*
 * The back-office (issue 12) in Chromium at a desktop viewport against the real server: the seeded
 * operator signs in with a TOTP code computed here from the secret shown at setup (as an
 * authenticator app would), publishes a notice in English and German, and the app shows it to
 * users in both languages. The notice is withdrawn afterwards (other suites count the notices).
 */

const bo = JSON.parse(
  readFileSync(new URL('../src/locales/en/backoffice.json', import.meta.url), 'utf8'),
) as typeof englishBackoffice;

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const SLUG = `e2e-notice-${Date.now().toString(36)}`;
const TITLE_EN = 'Planned maintenance on Sunday';
const TITLE_DE = 'Geplante Wartung am Sonntag';

/** Withdraws the notice through the API with the operator token the page keeps. */
async function withdraw(request: APIRequestContext, token: string): Promise<void> {
  const list = await request.get('/api/admin/content/articles?category=notice&limit=50', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await list.json()) as {
    data: { list: { id: number; slug: string; category: string; texts: unknown[] }[] };
  };
  const article = body.data.list.find((item) => item.slug === SLUG);
  if (article === undefined) return;
  const saved = await request.post('/api/admin/content/articles/save', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...article, enabled: false, topic: null, published_at: undefined },
  });
  expect(((await saved.json()) as { code: number }).code).toBe(1);
}

test('operator signs in with TOTP and publishes a notice in two languages; users see it', async ({
  page,
  request,
}) => {
  const password = await demoPassword(request, DEMO_OPERATOR_EMAIL);
  await page.goto(`/#${PATHS.backoffice}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bo.title);
  await page.getByLabel(bo.signIn.account).fill(DEMO_OPERATOR_EMAIL);
  await page.getByLabel(bo.signIn.password).fill(password);
  await page.getByRole('button', { name: bo.signIn.submit }).click();

  // First sign-in: the QR code and the secret; the code is computed as an authenticator would.
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: bo.signIn.qrAlt })).toBeVisible();
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
  ).toEqual([]);
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await page.getByLabel(bo.signIn.code).fill(code);
  await page.getByRole('button', { name: bo.signIn.verify }).click();

  const nav = page.getByRole('navigation', { name: bo.nav.label });
  await expect(nav.getByRole('button')).toHaveText([
    bo.nav.users,
    bo.nav.verifications,
    bo.nav.deposits,
    bo.nav.withdrawals,
    bo.nav.feedback,
    bo.nav.content,
    bo.nav.banners,
    bo.nav.settings,
    bo.nav.audit,
  ]);
  const token = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('waihui-operator') ?? '{}') as { token: string }).token,
  );

  try {
    await nav.getByRole('button', { name: bo.nav.content }).click();
    await page.getByRole('button', { name: bo.content.new }).click();
    await page.getByLabel(bo.content.slug).fill(SLUG);
    await page.getByLabel(bo.content.titleField).fill(TITLE_EN);
    await page.getByLabel(bo.content.summary).fill('Trading pauses 02:00–03:00 UTC.');
    await page.getByLabel(bo.content.body).fill('Trading pauses **02:00–03:00 UTC**.');
    await page.getByRole('button', { name: bo.content.preview }).click();
    const preview = page.getByRole('region', { name: bo.content.previewHeading });
    await expect(preview.locator('strong')).toHaveText('02:00–03:00 UTC');
    await page.getByLabel(bo.content.language).selectOption('de');
    await page.getByLabel(bo.content.titleField).fill(TITLE_DE);
    await page.getByLabel(bo.content.summary).fill('Handel ruht 02:00–03:00 UTC.');
    await page.getByLabel(bo.content.body).fill('Der Handel ruht **02:00–03:00 UTC**.');
    expect(
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations,
    ).toEqual([]);
    await screenshot(page, 'backoffice-content-editor');
    await page.getByRole('button', { name: bo.content.save, exact: true }).click();
    await expect(page.getByRole('cell', { name: SLUG, exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(SLUG) })).toContainText('de, en');

    // The audit log names the action.
    await nav.getByRole('button', { name: bo.nav.audit }).click();
    await expect(page.getByRole('cell', { name: 'article.save' }).first()).toBeVisible();

    // The user side, in English and in German.
    const user = await page.context().newPage();
    await user.goto(`/#${PATHS.notices}`);
    await expect(user.locator('.wh-news-item__title').first()).toHaveText(TITLE_EN);
    await user.evaluate(() =>
      localStorage.setItem(
        'waihui',
        JSON.stringify({ state: { token: null, lang: 'de' }, version: 1 }),
      ),
    );
    await user.reload();
    await expect(user.locator('.wh-news-item__title').first()).toHaveText(TITLE_DE);
  } finally {
    await withdraw(request, token);
  }
});
