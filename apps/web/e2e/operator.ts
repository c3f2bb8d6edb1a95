import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { APIRequestContext, Page } from '@playwright/test';
import { PATHS } from '../src/lib/paths';
import type englishBackoffice from '../src/locales/en/backoffice.json';
import { DEMO_OPERATOR_EMAIL, demoPassword, expect } from './fixtures';

/*
 * The seeded operator's second factor in the browser suite, computed as an authenticator app
 * would. The server shows the TOTP secret only until a first code confirmed it and accepts each
 * 30-second step once, so whichever spec signs in first keeps the secret (and the last step it
 * used, and the session) in a file of this server's data directory; later sign-ins, in any spec,
 * read it from there.
 */

export const bo = JSON.parse(
  readFileSync(new URL('../src/locales/en/backoffice.json', import.meta.url), 'utf8'),
) as typeof englishBackoffice;

/** The operator session as the back-office page keeps it (sessionStorage `waihui-operator`). */
export interface OperatorSession {
  token: string;
  roles: string[];
  expiresAt: string;
}

interface Kept {
  secret: string;
  /** The last 30-second step (Unix seconds / 30) whose code the server accepted. */
  lastStep: number;
  session: OperatorSession | null;
}

const STEP_MS = 30_000;
const SESSION_KEY = 'waihui-operator';

/** This server's data directory: the newest `waihui-e2e-<port>-*` (e2e/serve.ts makes it). */
async function dataDir(request: APIRequestContext): Promise<string> {
  const port = new URL((await request.get('/api/health')).url()).port;
  const newest = readdirSync(tmpdir())
    .filter((name) => name.startsWith(`waihui-e2e-${port}-`))
    .map((name) => path.join(tmpdir(), name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (newest === undefined) throw new Error(`no data directory of the server on port ${port}`);
  return newest;
}

async function keptFile(request: APIRequestContext): Promise<string> {
  return path.join(await dataDir(request), 'e2e-operator-totp.json');
}

async function readKept(request: APIRequestContext): Promise<Kept | null> {
  const file = await keptFile(request);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Kept) : null;
}

async function writeKept(request: APIRequestContext, kept: Kept): Promise<void> {
  writeFileSync(await keptFile(request), JSON.stringify(kept));
}

/**
 * A code the server will take: the current step's, or the next one's when the current step was
 * used already (the server accepts one step either side); if both were used, waits for the clock.
 */
async function nextCode(kept: Kept): Promise<{ code: string; step: number }> {
  let step = Math.max(Math.floor(Date.now() / STEP_MS), kept.lastStep + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
  step = Math.max(step, Math.floor(Date.now() / STEP_MS));
  const code = new TOTP({ secret: Secret.fromBase32(kept.secret) }).generate({
    timestamp: step * STEP_MS,
  });
  return { code, step };
}

/** Marks a step as used and keeps the session it opened. */
async function accepted(
  request: APIRequestContext,
  kept: Kept,
  step: number,
  session: OperatorSession,
): Promise<void> {
  await writeKept(request, { ...kept, lastStep: step, session });
}

/**
 * Signs the seeded operator in through the back-office page: account and password, then the code
 * (after enrolling from the shown secret on the operator's first sign-in). `check` runs on every
 * step the page shows (the axe audits). Returns the session the page keeps.
 */
export async function signInInBrowser(
  page: Page,
  request: APIRequestContext,
  check: (step: 'password' | 'setup' | 'code') => Promise<void> = async () => undefined,
): Promise<OperatorSession> {
  const password = await demoPassword(request, DEMO_OPERATOR_EMAIL);
  await page.goto(`/#${PATHS.backoffice}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bo.title);
  await page.getByLabel(bo.signIn.account).fill(DEMO_OPERATOR_EMAIL);
  await page.getByLabel(bo.signIn.password).fill(password);
  await check('password');
  await page.getByRole('button', { name: bo.signIn.submit }).click();
  await expect(page.getByLabel(bo.signIn.code)).toBeVisible();

  let kept = await readKept(request);
  const shown = page.getByTestId('totp-secret');
  if (await shown.isVisible()) {
    // First sign-in on this server: the QR code and the secret to enrol.
    const secret = (await shown.textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByRole('img', { name: bo.signIn.qrAlt })).toBeVisible();
    kept = { secret, lastStep: 0, session: null };
    await check('setup');
  } else {
    await check('code');
  }
  if (kept === null) throw new Error('the operator is enrolled but no spec kept its secret');
  const { code, step } = await nextCode(kept);
  await page.getByLabel(bo.signIn.code).fill(code);
  await page.getByRole('button', { name: bo.signIn.verify }).click();
  await expect(page.getByRole('navigation', { name: bo.nav.label })).toBeVisible();
  const session = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as OperatorSession,
    SESSION_KEY,
  );
  await accepted(request, kept, step, session);
  return session;
}

/**
 * An operator session for specs that are not about signing in: the kept one while the server
 * still takes it, or a new one through the API (enrolling the operator if no spec has yet).
 */
export async function operatorSession(request: APIRequestContext): Promise<OperatorSession> {
  let kept = await readKept(request);
  if (kept?.session) {
    const me = await request.get('/api/admin/me', {
      headers: { authorization: `Bearer ${kept.session.token}` },
    });
    if (me.ok()) return kept.session;
  }
  const credentials = {
    account: DEMO_OPERATOR_EMAIL,
    password: await demoPassword(request, DEMO_OPERATOR_EMAIL),
  };
  const first = (await (await request.post('/api/admin/login', { data: credentials })).json()) as {
    code: number;
    msg: string;
    data: { status: string; secret?: string };
  };
  expect(first.code, first.msg).toBe(1);
  if (first.data.status === 'totp_setup') {
    kept = { secret: first.data.secret ?? '', lastStep: 0, session: null };
  }
  if (kept === null) throw new Error('the operator is enrolled but no spec kept its secret');
  const { code, step } = await nextCode(kept);
  const signedIn = (await (
    await request.post('/api/admin/login', { data: { ...credentials, totp: code } })
  ).json()) as {
    code: number;
    msg: string;
    data: { token: string; roles: string[]; expires_at: string };
  };
  expect(signedIn.code, signedIn.msg).toBe(1);
  const session = {
    token: signedIn.data.token,
    roles: signedIn.data.roles,
    expiresAt: signedIn.data.expires_at,
  };
  await accepted(request, kept, step, session);
  return session;
}

/** Opens the back-office already signed in with `session` (as the page would have kept it). */
export async function openBackoffice(page: Page, session: OperatorSession): Promise<void> {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(session),
  ] as const);
  await page.goto(`/#${PATHS.backoffice}`);
  await expect(page.getByRole('navigation', { name: bo.nav.label })).toBeVisible();
}

/** The back-office's sections, in the navigation's order. */
export const SECTIONS = [
  'users',
  'verifications',
  'deposits',
  'withdrawals',
  'feedback',
  'content',
  'banners',
  'settings',
  'feed',
  'operators',
  'audit',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Each section's heading (level 2), where it differs from its navigation label. */
const HEADINGS: Partial<Record<Section, string>> = {
  content: bo.content.articles,
  settings: bo.settings.heading,
  feed: bo.feed.heading,
  audit: bo.audit.heading,
};

/** Opens a section from the navigation and waits for its heading. */
export async function openSection(page: Page, section: Section): Promise<void> {
  await page
    .getByRole('navigation', { name: bo.nav.label })
    .getByRole('button', { name: bo.nav[section], exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: HEADINGS[section] ?? bo.nav[section] }),
  ).toBeVisible();
}
