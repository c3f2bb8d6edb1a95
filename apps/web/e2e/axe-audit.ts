import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The back-office's axe audit: every WCAG 2 A and AA finding on the page as it is now, of any
 * impact, one line per element ("rule (impact): <element> — what is wrong"); none is allowed.
 */
export async function expectNoAxeFindings(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact ?? '?'}): ${node.html.slice(0, 120)} — ${violation.help}`,
      ),
    ),
  ).toEqual([]);
}
