import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PATHS } from '../src/lib/paths';
import type englishCommon from '../src/locales/en/common.json';
import type englishContent from '../src/locales/en/content.json';
import { demoToken, expect, screenshot, seedSession, test } from './fixtures';

/*
 * Content and support (product.md §16.2) in Chromium against the real server and its seed content: the News
 * tab, a banner's article and back, the notices from home, a help search, Japanese throughout, and
 * feedback sent and listed.
 */

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as T;
}
const common = readJson<typeof englishCommon>('../src/locales/en/common.json');
const jaCommon = readJson<typeof englishCommon>('../src/locales/ja/common.json');
const en = readJson<typeof englishContent>('../src/locales/en/content.json');
const ja = readJson<typeof englishContent>('../src/locales/ja/content.json');

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/**
 * Latin words left on screen, apart from names that stay Latin in every language (the product, the
 * currencies and tickers, the feed's Bid/Ask, the languages' own names on the seven-language item).
 */
const LATIN_NAMES = new Set(['Waihui', 'USD', 'USDT', 'BTC', 'ETF', 'Bid', 'Ask', 'English']);
async function latinWords(page: Page): Promise<string[]> {
  const text = await page.locator('#root').innerText();
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((word) => !LATIN_NAMES.has(word));
}

test('News tab → banner → article → back', async ({ page }) => {
  await page.goto(`/#${PATHS.news}`);
  await expect(heading(page)).toHaveText(common.titles.news);
  const banners = page.getByRole('region', { name: en.news.banners });
  await expect(banners.getByRole('link')).toHaveText([
    'Welcome to Waihui: start here',
    'Leverage multiplies losses too: read this first',
    'Margin explained, with an example',
  ]);
  await expect(page.getByRole('tab', { name: en.news.tabs.news })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('article-contract-trading')).toContainText(
    'Contract trading with take-profit and stop-loss',
  );
  await screenshot(page, 'news');

  await banners
    .getByRole('link', { name: 'Leverage multiplies losses too: read this first' })
    .tap();
  await expect(page).toHaveURL(/#\/pages\/zixun\/detail\?id=\d+$/);
  const article = page.getByRole('article', { name: 'What is leverage, and what is the risk?' });
  await expect(article).toContainText('Only trade with money you can afford to lose.');
  await screenshot(page, 'article');

  await page.getByRole('button', { name: common.header.back }).tap();
  await expect(page).toHaveURL(`/#${PATHS.news}`);
  await page.getByRole('tab', { name: en.news.tabs.notice }).tap();
  await expect(page.getByTestId('article-welcome')).toContainText('Welcome to Waihui');
  await expect(page.getByTestId('list-footer')).toHaveText(common.list.nomore);
});

test('the latest notice on home, and all notices from there', async ({ page }) => {
  await page.goto(`/#${PATHS.home}`);
  const notice = page.getByRole('region', { name: common.titles.notices });
  await expect(notice.getByRole('link', { name: 'Welcome to Waihui' })).toBeVisible();
  await notice.getByRole('link', { name: common.titles.notices }).tap();
  await expect(page).toHaveURL(`/#${PATHS.notices}`);
  await expect(heading(page)).toHaveText(common.titles.notices);
  await expect(page.locator('.wh-news-item__title')).toHaveText([
    'Welcome to Waihui',
    'Keep your account safe',
    'About demo mode',
  ]);
  await page.getByRole('link', { name: /Keep your account safe/ }).tap();
  await expect(page.getByRole('article', { name: 'Keep your account safe' })).toContainText(
    'Nobody from Waihui will ever ask you for your login password',
  );
});

test('help centre: a search finds the answer and opens it', async ({ page }) => {
  await page.goto(`/#${PATHS.helpCenter}`);
  await expect(page.getByRole('button', { name: 'What is margin?' })).toBeVisible();
  await page.getByLabel(en.help.searchLabel).fill('fee');
  await expect(page.getByRole('status')).toHaveText('2 answers found');
  const withdraw = page.getByRole('button', { name: 'How do I withdraw?' });
  await expect(withdraw).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('help-help-withdraw')).toContainText(
    'The withdrawal fee is deducted from the amount',
  );
  await expect(page.getByRole('button', { name: 'How do I verify my identity?' })).toHaveCount(0);
  await screenshot(page, 'help-search');
});

test('in Japanese: articles, help and chrome, with no English left', async ({ page }) => {
  await page.goto(`/#${PATHS.language}`);
  await page.getByRole('radio', { name: '日本語' }).tap();
  await expect(heading(page)).toHaveText(jaCommon.titles.language);

  await page.goto(`/#${PATHS.news}`);
  await expect(heading(page)).toHaveText(jaCommon.titles.news);
  await expect(page.getByRole('tab', { name: ja.news.tabs.news })).toBeVisible();
  await expect(page.getByTestId('article-contract-trading')).toContainText(
    '利確・損切り付きの先物取引',
  );
  await expect(
    page.getByRole('region', { name: ja.news.banners }).getByRole('link').first(),
  ).toHaveText('Waihuiへようこそ：まずはこちらから');
  expect(await latinWords(page)).toEqual([]);
  await screenshot(page, 'news-ja');

  await page.getByTestId('article-contract-trading').getByRole('link').tap();
  await expect(page.getByRole('article', { name: '利確・損切り付きの先物取引' })).toBeVisible();
  await expect(heading(page)).toHaveText(jaCommon.titles.article);
  expect(await latinWords(page)).toEqual([]);

  await page.goto(`/#${PATHS.helpCenter}`);
  await page.getByLabel(ja.help.searchLabel).fill('出金');
  await expect(page.getByRole('button', { name: '出金の方法は？' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await latinWords(page)).toEqual([]);

  await page.goto(`/#${PATHS.serviceTerms}`);
  await expect(page.getByRole('article', { name: '利用規約' })).toBeVisible();
  await expect(page.getByRole('region', { name: ja.terms.barredTitle })).toBeVisible();
  expect(await latinWords(page)).toEqual([]);
});

test('feedback: sent, then listed', async ({ page, request }) => {
  await seedSession(page, await demoToken(request));
  await page.goto(`/#${PATHS.issue}`);
  await expect(heading(page)).toHaveText(common.titles.issue);
  const text = `Browser journey ${Date.now()}: the chart could use a crosshair`;
  await page.getByLabel(en.feedback.label).fill(text);
  await expect(page.getByText(`${text.length} of 140 characters`)).toBeVisible();
  await page.getByRole('button', { name: en.feedback.submit }).tap();
  await expect(page.getByText(en.feedback.sent)).toBeVisible();
  await expect(page.getByLabel(en.feedback.label)).toHaveValue('');
  const history = page.getByRole('region', { name: en.feedback.history });
  await expect(history.getByRole('listitem').first()).toContainText(text);
  await screenshot(page, 'feedback');
});
