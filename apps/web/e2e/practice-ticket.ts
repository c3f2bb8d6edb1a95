import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type englishAssets from '../src/locales/en/assets.json';
import type englishTrade from '../src/locales/en/trade.json';
import { expect } from './fixtures';

/*
 * The steps the practice journeys share on the trade page, in English: the live/practice switch and
 * a first market order through the risk consent and the summary.
 */

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}
const assets = readJson<typeof englishAssets>('../src/locales/en/assets.json');
const trade = readJson<typeof englishTrade>('../src/locales/en/trade.json');

/** The live or practice button (`name`: assets.book.live / .practice) of the book switch. */
export function bookButton(page: Page, name: string): Locator {
  return page
    .getByRole('group', { name: assets.book.label })
    .getByRole('button', { name, exact: true });
}

/**
 * Submits the open ticket's long order on `symbol` (as shown, e.g. "BTC/USD") for a user who has
 * not consented yet: the passing consent answers, then the summary confirmed. Answers the result
 * dialog ("opened"), once visible.
 */
export async function openFirstLong(page: Page, symbol: string): Promise<Locator> {
  const submit = trade.form.submitLong.replace('{{symbol}}', symbol);
  await page.getByRole('button', { name: submit }).tap();
  const consent = page.getByRole('dialog', { name: trade.consent.title });
  await consent.getByLabel(trade.consent.leverageLoss.more_than_margin_possible).check();
  await consent.getByLabel(trade.consent.stopOut.positions_closed).check();
  await consent.getByLabel(trade.consent.accept).check();
  await consent.getByRole('button', { name: trade.consent.continue }).tap();
  const summary = page.getByRole('dialog', { name: trade.confirm.title });
  await summary.getByRole('button', { name: trade.confirm.confirm, exact: true }).tap();
  const result = page.getByRole('dialog', { name: trade.result.opened });
  await expect(result).toBeVisible();
  return result;
}
