import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { PATHS } from '../src/lib/paths';
import { expectNoAxeFindings } from './axe-audit';
import { expect, registerByApi, screenshot, seedSession, test, uniqueEmail } from './fixtures';
import {
  SECTIONS,
  bo,
  openBackoffice,
  openSection,
  operatorSession,
  signInInBrowser,
} from './operator';
import {
  bindTronWallet,
  freshTronAddress,
  requestTronWithdrawal,
  requestVerification,
  setFundPassword,
} from './user-steps';

/*
 * The back-office (product.md §14) in Chromium at a desktop viewport against the real server. A fresh user
 * asks identity verification with two photos and announces a deposit; the seeded operator signs in
 * with a TOTP code computed here as an authenticator app would, sees the photos, approves the
 * identity and confirms the deposit; the user asks a withdrawal, which the operator approves and
 * marks paid with an external reference; the operator publishes a notice in English and German;
 * the user's pages then show all of it. A second journey rejects an identity request with a reason
 * the user then reads. Every back-office screen on the way is audited with axe (WCAG 2 A and AA,
 * every finding). The notice is withdrawn afterwards (other suites count the notices). Amounts stay
 * small: withdrawals above the four-eyes threshold need a second operator.
 */

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const SLUG = `e2e-notice-${Date.now().toString(36)}`;
const TITLE_EN = 'Planned maintenance on Sunday';
const TITLE_DE = 'Geplante Wartung am Sonntag';
const USER_PASSWORD = 'queue-journey-135';
const FUND_PASSWORD = 'queue-fund-246';

/** A fresh user signed in through the API, and a phone-sized page of the app with their session. */
async function newUser(
  browser: Browser,
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; token: string; page: Page }> {
  const email = uniqueEmail(label);
  const token = await registerByApi(request, email, USER_PASSWORD);
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  await seedSession(page, token);
  return { email, token, page };
}

/** A queue card, by text only it shows. */
function card(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text });
}

/** Switches a queue's status filter ("Approved (1)" …). */
async function showStatus(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${label} `) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Withdraws the notice through the API with the operator's token. */
async function withdrawNotice(request: APIRequestContext, token: string): Promise<void> {
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

/** Writes the notice in English and German, previews it and saves it. */
async function publishNotice(page: Page): Promise<void> {
  await openSection(page, 'content');
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
  await expectNoAxeFindings(page);
  await screenshot(page, 'backoffice-content-editor');
  await page.getByRole('button', { name: bo.content.save, exact: true }).click();
  await expect(page.getByRole('cell', { name: SLUG, exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(SLUG) })).toContainText('de, en');
}

/** A passport number no other request of this run has. */
function documentNumber(): string {
  return `X${randomInt(1_000_000, 9_999_999)}`;
}

test('operator approves an identity with its photos, confirms a deposit, pays a withdrawal and publishes a notice; the user sees all three', async ({
  page,
  request,
  browser,
}) => {
  // A long journey on two pages; the fund password waits out the resend delay of the registration
  // code (CODE_RESEND_SECONDS, server-settings.ts).
  test.setTimeout(120_000);
  // The user's side: identity with two photos, and 30 USDT announced as a deposit.
  const user = await newUser(browser, request, 'queue-journey');
  await requestVerification(user.page, {
    name: 'Mika Tanaka',
    country: 'DE',
    gender: 'female',
    birthDate: '1991-06-15',
    documentNumber: documentNumber(),
  });
  const txRef = `0xe2e-queue-${Date.now().toString(36)}`;
  const notice = await request.post('/api/deposit/notice', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { method: 'trc20', currency: 'USDT', amount: '30', tx_ref: txRef },
  });
  expect(await notice.json()).toMatchObject({ code: 1, data: { status: 'pending' } });

  // The operator signs in: password, then the authenticator's code (every step audited).
  const session = await signInInBrowser(page, request, () => expectNoAxeFindings(page));
  const nav = page.getByRole('navigation', { name: bo.nav.label });
  await expect(nav.getByRole('button')).toHaveText(SECTIONS.map((key) => bo.nav[key]));

  try {
    // Identity: the two photos arrive through their signed links as real images.
    await openSection(page, 'verifications');
    const identity = page.getByRole('article', { name: 'Mika Tanaka' });
    for (const alt of [bo.queues.frontPhoto, bo.queues.backPhoto]) {
      const photo = identity.getByRole('img', { name: alt });
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    }
    await expectNoAxeFindings(page);
    await screenshot(page, 'backoffice-identity-review');
    await identity.getByRole('button', { name: bo.queues.approve }).click();
    await expect(identity).toHaveCount(0);

    // The deposit notice: confirmed, so the ledger credits 30 USDT.
    await openSection(page, 'deposits');
    const deposit = card(page, txRef);
    await expect(deposit).toContainText('30 USDT');
    await expectNoAxeFindings(page);
    await deposit.getByRole('button', { name: bo.queues.confirm }).click();
    await page
      .getByRole('alertdialog', { name: bo.queues.confirmDeposit })
      .getByRole('button', { name: bo.queues.confirm })
      .click();
    await expect(deposit).toHaveCount(0);
    await showStatus(page, bo.queues.status.confirmed);
    await expect(card(page, txRef)).toBeVisible();

    // The user, verified and funded, asks 20 USDT (fee 1) to a new wallet past its delay.
    const address = freshTronAddress();
    await setFundPassword(request, user.token, user.email, FUND_PASSWORD);
    await bindTronWallet(user.page, address);
    await requestTronWithdrawal(user.page, {
      address,
      amount: '20',
      net: '19.00',
      fundPassword: FUND_PASSWORD,
    });

    // The withdrawal: approved, then paid with the transfer's reference.
    const reference = `0xpaid${Date.now().toString(16)}`;
    await openSection(page, 'withdrawals');
    const withdrawal = card(page, address);
    await expect(withdrawal).toContainText('20 USDT');
    await expectNoAxeFindings(page);
    await withdrawal.getByRole('button', { name: bo.queues.approve }).click();
    await page
      .getByRole('alertdialog', { name: bo.queues.confirmApprove })
      .getByRole('button', { name: bo.queues.approve })
      .click();
    await expect(withdrawal).toHaveCount(0);
    await showStatus(page, bo.queues.status.approved);
    await withdrawal.getByLabel(bo.queues.externalRef).fill(reference);
    await expectNoAxeFindings(page);
    await screenshot(page, 'backoffice-withdrawal-approved');
    await withdrawal.getByRole('button', { name: bo.queues.markPaid }).click();
    await page
      .getByRole('alertdialog', { name: bo.queues.confirmPaid })
      .getByRole('button', { name: bo.queues.markPaid })
      .click();
    await expect(withdrawal).toHaveCount(0);
    await showStatus(page, bo.queues.status.paid);
    await expect(withdrawal).toContainText(reference);

    await publishNotice(page);

    // The audit log names every decision (in the operator's language).
    await openSection(page, 'audit');
    for (const action of [
      'verification.approve',
      'deposit.confirm',
      'withdrawal.approve',
      'withdrawal.paid',
      'article.save',
    ] as const) {
      await expect(
        page.getByRole('cell', { name: bo.audit.actions[action], exact: true }).first(),
      ).toBeVisible();
    }

    // The user's side: verified, the withdrawal paid, the notice in English and in German.
    await user.page.goto(`/#${PATHS.identityVerification}`);
    await user.page.reload();
    await expect(user.page.getByTestId('verification-status')).toHaveText('Approved');
    await expect(user.page.getByText('Your identity is verified.')).toBeVisible();
    await user.page.goto(`/#${PATHS.fundingRecords}`);
    const record = user.page.getByRole('listitem').filter({ hasText: address });
    await expect(record.locator('[data-field="amount"]')).toHaveText('20.00 USDT');
    await expect(record.locator('[data-field="status"]')).toHaveText('Paid');
    await screenshot(user.page, 'funding-withdrawal-paid');
    await user.page.goto(`/#${PATHS.notices}`);
    await expect(user.page.locator('.wh-news-item__title').first()).toHaveText(TITLE_EN);
    await user.page.evaluate(
      (token) =>
        localStorage.setItem(
          'waihui',
          JSON.stringify({ state: { token, lang: 'de' }, version: 1 }),
        ),
      user.token,
    );
    await user.page.reload();
    await expect(user.page.locator('.wh-news-item__title').first()).toHaveText(TITLE_DE);
  } finally {
    await withdrawNotice(request, session.token);
    await user.page.context().close();
  }
});

test('operator rejects an identity request with a reason; the user reads it', async ({
  page,
  request,
  browser,
}) => {
  const user = await newUser(browser, request, 'queue-reject');
  await requestVerification(user.page, {
    name: 'Ren Sato',
    country: 'DE',
    gender: 'male',
    birthDate: '1988-11-02',
    documentNumber: documentNumber(),
  });

  const reason = 'The back photo is blurred: please take it again in daylight';
  await openBackoffice(page, await operatorSession(request));
  await openSection(page, 'verifications');
  const identity = page.getByRole('article', { name: 'Ren Sato' });
  await expect(identity.getByRole('img', { name: bo.queues.backPhoto })).toBeVisible();
  const reject = identity.getByRole('button', { name: bo.queues.reject });
  await expect(reject).toBeDisabled();
  await identity.getByLabel(bo.queues.reason).fill(reason);
  await expectNoAxeFindings(page);
  await reject.click();
  await expect(identity).toHaveCount(0);
  await openSection(page, 'audit');
  await expect(
    page.getByRole('cell', { name: bo.audit.actions['verification.reject'], exact: true }).first(),
  ).toBeVisible();

  await user.page.reload();
  await expect(user.page.getByTestId('verification-status')).toHaveText('Not approved');
  await expect(user.page.getByText(reason)).toBeVisible();
  await screenshot(user.page, 'verification-rejected');
  await user.page.context().close();
});
