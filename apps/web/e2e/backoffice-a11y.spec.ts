import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeFindings } from './axe-audit';
import { DEMO_EMAIL, expect, registerByApi, test, uniqueEmail } from './fixtures';
import {
  SECTIONS,
  bo,
  openBackoffice,
  openSection,
  operatorSession,
  signInInBrowser,
} from './operator';
import { smallPhoto } from './user-steps';

/*
 * axe-core audit (WCAG 2 A and AA, every finding of any impact) of every back-office section at a
 * desktop viewport: the sign-in steps, then each section with something in it. A fresh user leaves
 * an identity request, a deposit notice and a feedback message in the queues first; every status
 * filter of a queue is audited, the user search with a user's detail, the article editor with its
 * preview. Nothing is decided here: the journeys in backoffice.spec.ts audit the cards on the way
 * through their decisions (an approved withdrawal's payout form among them).
 */

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

/** A user with one of each pending thing an operator reviews (bar a withdrawal: that needs a verified user). */
async function fillQueues(request: APIRequestContext): Promise<void> {
  const token = await registerByApi(request, uniqueEmail('bo-a11y'), 'bo-a11y-pass-579');
  const headers = { authorization: `Bearer ${token}` };
  const photo = await smallPhoto();
  const photoIds: string[] = [];
  for (const side of ['front', 'back']) {
    const uploaded = await request.post('/api/user_real/upload_photo', {
      headers,
      multipart: { file: { name: `${side}.png`, mimeType: 'image/png', buffer: photo } },
    });
    const body = (await uploaded.json()) as { code: number; data: { photo_id: string } };
    expect(body.code).toBe(1);
    photoIds.push(body.data.photo_id);
  }
  const submitted = await request.post('/api/user_real/real_name', {
    headers,
    data: {
      country: 'DE',
      name: 'Camille Martin',
      gender: 'female',
      birth_date: '1985-02-20',
      id_type: 'passport',
      id_number: `P${Date.now().toString().slice(-7)}`,
      front_photo_id: photoIds[0],
      back_photo_id: photoIds[1],
    },
  });
  const answer = (await submitted.json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(1);
  const notice = await request.post('/api/deposit/notice', {
    headers,
    data: { method: 'erc20', currency: 'USDT', amount: '15', tx_ref: `0xa11y${Date.now()}` },
  });
  expect(await notice.json()).toMatchObject({ code: 1 });
  const feedback = await request.post('/api/feedback/submit', {
    headers,
    data: { content: 'The deposit page could show the network fee.' },
  });
  expect(await feedback.json()).toMatchObject({ code: 1 });
}

/** Waits until the section's reads have answered and antd-mobile's transitions settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** Clicks each status filter of a queue in turn and audits the list it shows. */
async function auditEveryFilter(page: Page, section: 'deposits' | 'withdrawals' | 'feedback') {
  const filters = page.getByRole('group', { name: bo.nav[section] }).getByRole('button');
  const count = await filters.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index += 1) {
    await filters.nth(index).click();
    await expect(filters.nth(index)).toHaveAttribute('aria-pressed', 'true');
    await settle(page);
    await expectNoAxeFindings(page);
  }
}

/** What each section shows beyond its first screen, audited in each state. */
const EXPLORE: Record<(typeof SECTIONS)[number], (page: Page) => Promise<void>> = {
  users: async (page) => {
    await page.getByLabel(bo.users.search).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: bo.users.searchButton }).click();
    await page.getByRole('button', { name: new RegExp(`^${bo.users.open} \\d+$`) }).click();
    await expect(page.getByRole('heading', { level: 3 })).toBeVisible();
    await settle(page);
    await expectNoAxeFindings(page);
  },
  verifications: async (page) => {
    const identity = page.getByRole('article', { name: 'Camille Martin' });
    await expect(identity.getByRole('img', { name: bo.queues.frontPhoto })).toBeVisible();
    await expect(identity.getByRole('img', { name: bo.queues.backPhoto })).toBeVisible();
    await expectNoAxeFindings(page);
  },
  deposits: (page) => auditEveryFilter(page, 'deposits'),
  withdrawals: (page) => auditEveryFilter(page, 'withdrawals'),
  feedback: (page) => auditEveryFilter(page, 'feedback'),
  content: async (page) => {
    await page.getByRole('button', { name: bo.content.new }).click();
    await page.getByLabel(bo.content.titleField).fill('Accessibility check');
    await page.getByLabel(bo.content.body).fill('Checked with **axe**.');
    await page.getByRole('button', { name: bo.content.preview }).click();
    await expect(
      page.getByRole('region', { name: bo.content.previewHeading }).locator('strong'),
    ).toHaveText('axe');
    await expectNoAxeFindings(page);
  },
  banners: async () => undefined,
  // The holidays: one opened in the form for editing, then audited again.
  feed: async (page) => {
    await page
      .getByRole('button', { name: `${bo.feed.edit} ${bo.feed.calendars.us_equities} 2026-12-25` })
      .click();
    await expect(page.getByLabel(bo.feed.name, { exact: true })).toHaveValue('Christmas Day');
    await expectNoAxeFindings(page);
  },
  settings: async () => undefined,
  operators: async () => undefined,
  audit: async () => undefined,
};

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await fillQueues(request);
  await request.dispose();
});

test('back-office sign-in: every step has no WCAG 2 A/AA finding', async ({ page, request }) => {
  // The form, then the code: with the QR code and secret when this is the operator's first
  // sign-in on this server (in the whole suite this spec signs in first), the code field alone
  // otherwise.
  const steps: string[] = [];
  await signInInBrowser(page, request, async (step) => {
    steps.push(step);
    await expectNoAxeFindings(page);
  });
  expect(steps[0]).toBe('password');
  expect(steps).toHaveLength(2);
});

for (const section of SECTIONS) {
  test(`back-office ${section} has no WCAG 2 A/AA finding`, async ({ page, request }) => {
    await openBackoffice(page, await operatorSession(request));
    await openSection(page, section);
    await settle(page);
    await expectNoAxeFindings(page);
    await EXPLORE[section](page);
  });
}
