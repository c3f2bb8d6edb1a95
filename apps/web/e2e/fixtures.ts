import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The `test` of the browser specs (a11y.spec.ts, which only audits, excepted): each test fails on a
 * console error, an uncaught page error, a failed request or an HTTP error status, unless it
 * declared that problem.
 *
 * A request the page cancelled is not a failed one: a navigation, a reload or an unmount that
 * aborts its fetch cancels what was still loading, and Chromium reports those as
 * `net::ERR_ABORTED`, so they are left out (how often depends only on how fast the machine is).
 * Every other error (refused connection, missing file, revoked blob, …) counts.
 */
export const test = base.extend<{ problems: { allow: (pattern: RegExp) => void } }>({
  problems: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText ?? '';
        if (error === CANCELLED) return;
        seen.push(`request failed: ${request.url()} (${error})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) seen.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(seen.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))).toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

export { expect };

/** Chromium's error text for a request the page itself cancelled. */
const CANCELLED = 'net::ERR_ABORTED';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function getData<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data;
}

/**
 * The newest code sent to an address, read from the server's outbox through the dev route
 * (EXPOSE_OUTBOX, set in playwright.config.ts): what the user would read in their mail.
 */
export async function readCode(request: APIRequestContext, to: string): Promise<string> {
  const data = await getData<{ code: string | null }>(
    request,
    `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  if (data.code === null) throw new Error(`no code in the last message to ${to}`);
  return data.code;
}

/** The answer of a captcha image, through the dev route (what a person reads off the image). */
export async function readCaptcha(request: APIRequestContext, key: string): Promise<string> {
  const data = await getData<{ answer: string }>(
    request,
    `/api/dev/captcha?key=${encodeURIComponent(key)}`,
  );
  return data.answer;
}

/** A fresh e-mail address per run, so runs never collide on the one server. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Registers an account through the API (send code, captcha, register), for tests about what
 * comes after registration. Returns the session token.
 */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const sent = await request.post('/api/notify/send_email', {
    data: { purpose: 'register', email },
  });
  expect(((await sent.json()) as Envelope<unknown>).code).toBe(1);
  const captcha = await getData<{ captcha_key: string }>(request, '/captcha/api/flat');
  const response = await request.post('/api/user/register', {
    data: {
      type: 'email',
      email,
      country: 'DE',
      password,
      confirm_password: password,
      code: await readCode(request, email),
      terms_accepted: true,
      captcha_key: captcha.captcha_key,
      captcha: await readCaptcha(request, captcha.captcha_key),
    },
  });
  const body = (await response.json()) as Envelope<{ token: string }>;
  expect(body.code, body.msg).toBe(1);
  return body.data.token;
}

export const DEMO_EMAIL = 'demo@waihui.local';
/** The seeded operator (every back-office role). */
export const DEMO_OPERATOR_EMAIL = 'operator@waihui.local';

/**
 * The demo user's (or another seeded account's) password. e2e/serve.ts gives the server a fresh
 * DATA_DIR under the temp directory (`waihui-e2e-<port>-*`), where demo mode saves
 * demo-credentials.json. Other suites may run servers of their own at the same time, so only
 * directories named with this server's port are read (the port from the URL a health request went
 * to), newest first.
 */
export async function demoPassword(
  request: APIRequestContext,
  email: string = DEMO_EMAIL,
): Promise<string> {
  const port = new URL((await request.get('/api/health')).url()).port;
  const candidates = readdirSync(tmpdir())
    .filter((name) => name.startsWith(`waihui-e2e-${port}-`))
    .map((name) => path.join(tmpdir(), name, 'demo-credentials.json'))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .slice(0, 3);
  for (const file of candidates) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      accounts: { email: string; password: string }[];
    };
    const password = stored.accounts.find((account) => account.email === email)?.password;
    if (password === undefined) continue;
    const response = await request.post('/api/user/login', {
      data: { type: 'password', account: email, password },
    });
    if (((await response.json()) as { code: number }).code === 1) return password;
  }
  throw new Error('no demo credentials of this server found');
}

/** Logs the demo user in through the API; returns the session token. */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', {
    data: { type: 'password', account: DEMO_EMAIL, password: await demoPassword(request) },
  });
  const body = (await response.json()) as Envelope<{ token: string }>;
  expect(body.code, body.msg).toBe(1);
  return body.data.token;
}

/** Puts a session in the app's persisted store (local storage `waihui`) before the app starts. */
export async function seedSession(page: Page, token: string, lang = 'en'): Promise<void> {
  await page.addInitScript(
    ([value, language]) => {
      if (localStorage.getItem('waihui') === null) {
        localStorage.setItem(
          'waihui',
          JSON.stringify({ state: { token: value, lang: language }, version: 1 }),
        );
      }
    },
    [token, lang] as const,
  );
}

const SCREENSHOTS = new URL('../.reports/screenshots/', import.meta.url);

/**
 * A screenshot at the 390×844 phone viewport (or the whole page with `full`), from the top, in
 * apps/web/.reports/screenshots/<name>.png.
 */
export async function screenshot(page: Page, name: string, { full = false } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  // Let transitions settle so the picture shows the page itself.
  await page.waitForTimeout(300);
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage: full });
}
