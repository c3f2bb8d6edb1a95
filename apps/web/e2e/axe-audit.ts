import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Impacts that fail the user pages' audits; the back-office allows none at all. */
const BLOCKING: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * The WCAG 2 A and AA findings of axe-core on the page as it is now, one line per element:
 * "rule (impact): target <element> — what is wrong". `impact: 'serious'` keeps the serious and
 * critical ones only.
 *
 * Legacy mode runs axe.run() in the page itself. The default runs axe per frame and then merges
 * the results in a blank page it opens and loads axe into for each audit, which costs about a
 * second per audit on a 2-core machine and finds nothing more here: the app has no iframes.
 */
export async function axeFindings(
  page: Page,
  { impact = 'any' }: { impact?: 'any' | 'serious' } = {},
): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => impact === 'any' || BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim() || violation.help;
        return `${violation.id} (${violation.impact ?? '?'}): ${node.target.join(' ')} ${node.html.slice(0, 120)} — ${why}`;
      }),
    );
}

/** The back-office's audit: no WCAG 2 A or AA finding of any impact. */
export async function expectNoAxeFindings(page: Page): Promise<void> {
  expect(await axeFindings(page)).toEqual([]);
}
