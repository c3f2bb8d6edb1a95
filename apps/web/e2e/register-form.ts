import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type englishIdentity from '../src/locales/en/identity.json';
import { expect, readCaptcha, readCode } from './fixtures';

const identity = JSON.parse(
  readFileSync(new URL('../src/locales/en/identity.json', import.meta.url), 'utf8'),
) as typeof englishIdentity;

/**
 * Follows the captchas the page fetches; the getter answers the key of the newest one (the one on
 * screen), '' before the first. Install it before the page that shows the captcha loads.
 */
export function watchCaptcha(page: Page): () => string {
  let captchaKey = '';
  page.on('response', async (response) => {
    if (!response.url().includes('/captcha/api/flat')) return;
    // A captcha still loading as the test ends has no body left to read: nothing to keep.
    const body = (await response.json().catch(() => null)) as {
      data: { captcha_key: string };
    } | null;
    if (body !== null) captchaKey = body.data.captcha_key;
  });
  return () => captchaKey;
}

/**
 * Registers `email` from Germany through the open register page, in English: the code read from
 * the outbox, the captcha read back by its key (`captchaKey` from watchCaptcha), terms accepted.
 */
export async function registerThroughForm(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string; captchaKey: () => string },
): Promise<void> {
  await page.getByRole('button', { name: identity.fields.country, exact: true }).tap();
  await page.getByRole('searchbox', { name: identity.country.search }).fill('germ');
  await page.getByRole('radio', { name: /Germany/ }).tap();
  await page.getByLabel(identity.fields.email).fill(account.email);
  await page.getByRole('button', { name: identity.code.send }).tap();
  const code = await readCode(request, account.email);
  await expect.poll(account.captchaKey).not.toBe('');
  await page
    .getByLabel(identity.fields.captcha, { exact: true })
    .fill(await readCaptcha(request, account.captchaKey()));
  await page.getByLabel(identity.fields.code).fill(code);
  await page.getByLabel(identity.fields.password, { exact: true }).fill(account.password);
  await page.getByLabel(identity.fields.confirmPassword).fill(account.password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: identity.register.submit, exact: true }).tap();
}
