import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { ROUTES } from '../src/app/routes';
import { demoToken, seedSession } from './fixtures';

/**
 * axe-core audit (WCAG 2 A and AA) of every route of the app, logged out and logged in as the demo
 * user: fails on any serious or critical finding and lists them. Routes come from the route table,
 * so a new page is audited without touching this file.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa'];
const BLOCKING: ReadonlySet<string> = new Set(['serious', 'critical']);

/** Query a page needs to show its content rather than an empty state. */
const QUERY: Readonly<Record<string, string>> = {
  '/pages/kLine/kLine': '?symbol=BTCUSD',
  '/pages/zixun/detail': '?id=1',
};

const PATHS_TO_AUDIT = ['/', ...ROUTES.map((route) => route.path)];

/** Opens a route and waits until its page has rendered and its first data has arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}${QUERY[path] ?? ''}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  // Skeletons and enter transitions settle (antd-mobile animates in ~300 ms).
  await page.waitForTimeout(400);
}

/**
 * The serious and critical findings, one line per element:
 * "rule (impact): target <element> — what is wrong".
 */
async function blockingFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim() || violation.help;
        return `${violation.id} (${violation.impact}): ${node.target.join(' ')} ${node.html.slice(0, 120)} — ${why}`;
      }),
    );
}

for (const state of ['logged out', 'logged in'] as const) {
  test.describe(`axe, ${state}`, () => {
    // One login for the whole group: the login route is rate limited per minute.
    let token: string | null = null;
    test.beforeAll(async ({ playwright }, testInfo) => {
      if (state === 'logged out') return;
      const request = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
      });
      token = await demoToken(request);
      await request.dispose();
    });
    test.beforeEach(async ({ page }) => {
      if (token !== null) await seedSession(page, token);
    });
    for (const path of PATHS_TO_AUDIT) {
      test(`${path} has no serious or critical WCAG 2 A/AA finding`, async ({ page }) => {
        await open(page, path);
        expect(await blockingFindings(page)).toEqual([]);
      });
    }
  });
}
