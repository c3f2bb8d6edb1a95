import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { tronAddressFromPublicKey } from '@waihui/core';
import { PATHS } from '../src/lib/paths';
import { expect, readCode } from './fixtures';
import { CODE_RESEND_SECONDS } from './server-settings';

/*
 * A user's steps of the funding journey, shared by verification.spec.ts (the demo user) and
 * backoffice.spec.ts (fresh users whose requests the operator then reviews): the identity form with
 * its photos, the fund password, a USDT wallet past its delay and a withdrawal. English labels: the
 * user pages run in English.
 */

/** What the identity form asks, as a person types it. */
export interface IdentityDetails {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  gender: 'female' | 'male';
  /** YYYY-MM-DD. */
  birthDate: string;
  documentNumber: string;
}

/** A plain 800×600 PNG: small enough to be sent as it is (re-encoded to JPEG by the page). */
export function smallPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();
}

/**
 * Opens the verification centre of a signed-in user who is not verified yet, follows "Verify now"
 * and fills the form's fields (not the photos, not the submit).
 */
export async function fillIdentityForm(page: Page, details: IdentityDetails): Promise<void> {
  await page.goto(`/#${PATHS.identityVerification}`);
  await expect(page.getByTestId('verification-status')).toHaveText('Unverified');
  await page.getByRole('link', { name: 'Verify now' }).click();
  await page.getByLabel('Country or region').selectOption(details.country);
  await page.getByLabel('Real name').fill(details.name);
  await page.getByLabel('Gender').selectOption(details.gender);
  await page.getByLabel('Date of birth').fill(details.birthDate);
  await page.getByLabel('Document type').selectOption('passport');
  await page.getByLabel('Document number').fill(details.documentNumber);
}

/** Chooses a photo for one side of the document and waits until the page says it is uploaded. */
export async function uploadPhoto(
  page: Page,
  side: 'front' | 'back',
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page
    .getByLabel(side === 'front' ? 'Front of the document' : 'Back of the document')
    .setInputFiles(file);
  await expect(page.locator(`#verify-${side}PhotoId-status`)).toHaveText('Uploaded');
}

/** Submits the filled form; the centre then shows the request under review. */
export async function submitIdentity(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('verification-status')).toHaveText('Under review');
}

/** The whole identity request with two small photos: form, photos, submit. */
export async function requestVerification(page: Page, details: IdentityDetails): Promise<void> {
  await fillIdentityForm(page, details);
  const photo = await smallPhoto();
  await uploadPhoto(page, 'front', { name: 'front.png', mimeType: 'image/png', buffer: photo });
  await uploadPhoto(page, 'back', { name: 'back.png', mimeType: 'image/png', buffer: photo });
  await submitIdentity(page);
}

/** A valid TRC-20 address no other user holds: base58check of 0x41 and 20 random bytes. */
export function freshTronAddress(): string {
  // Any 64 bytes after 0x04 hash to an address: the key need not be on the curve for a payee.
  return tronAddressFromPublicKey(Buffer.concat([Buffer.from([0x04]), randomBytes(64)]));
}

/**
 * Sets the fund password through the API with a code to the user's own address (the form itself
 * is proven in identity.spec.ts). A user who registered moments ago must wait out the resend delay
 * of their registration code (CODE_RESEND_SECONDS per address, server-settings.ts): the server's
 * refusal names the seconds left, and the code is asked again once they have passed.
 */
export async function setFundPassword(
  request: APIRequestContext,
  token: string,
  email: string,
  password: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const send = async () =>
    (await (
      await request.post('/api/notify/send_email', {
        headers,
        data: { purpose: 'fund_password', email },
      })
    ).json()) as { code: number; data: { reason?: string; retry_after_seconds?: number } };
  let sent = await send();
  if (sent.data.reason === 'CODE_RESEND_TOO_SOON') {
    const seconds = sent.data.retry_after_seconds ?? CODE_RESEND_SECONDS;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 500));
    sent = await send();
  }
  expect(sent).toMatchObject({ code: 1 });
  const saved = await request.post('/api/user/fund_password', {
    headers,
    data: { code: await readCode(request, email), password, confirm_password: password },
  });
  expect(await saved.json()).toMatchObject({ code: 1, data: { has_fund_password: true } });
}

/**
 * Binds a TRC-20 wallet in the browser and waits out its security delay (seconds on the browser
 * suite's server: WITHDRAWAL_DESTINATION_DELAY_SECONDS in playwright.config.ts).
 */
export async function bindTronWallet(page: Page, address: string): Promise<void> {
  await page.goto(`/#${PATHS.addUSDT}`);
  await page.getByLabel('Chain').selectOption('trc20');
  await page.getByLabel('Wallet address').fill(address);
  await page.getByRole('button', { name: 'Save' }).tap();
  await expect(page).toHaveURL(`/#${PATHS.bindUSDT}`);
  const wallet = page.getByRole('listitem').filter({ hasText: address });
  await expect(wallet).toContainText('Usable from');
  await expect(async () => {
    await page.reload();
    await expect(wallet).toContainText('Ready for withdrawals', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Asks a USDT withdrawal of `amount` to a ready TRC-20 wallet, confirmed with the fund password;
 * `net` is what the page must show the user receives (amount less the fee of 1 USDT).
 */
export async function requestTronWithdrawal(
  page: Page,
  {
    address,
    amount,
    net,
    fundPassword,
  }: Record<'address' | 'amount' | 'net' | 'fundPassword', string>,
): Promise<void> {
  await page.goto(`/#${PATHS.withdrawUSDT}`);
  await page.getByLabel('To').selectOption({ label: `USDT · TRC-20 (Tron) ${address}` });
  await page.getByLabel('Amount (USDT)').fill(amount);
  await expect(page.locator('[data-field="net"]')).toHaveText(`${net} USDT`);
  await page.getByLabel('Fund password').fill(fundPassword);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`fee 1.00, you receive ${net}`);
  await dialog.getByRole('button', { name: 'Confirm' }).tap();
  await expect(page.getByText('Withdrawal requested: it is pending review')).toBeVisible();
}
