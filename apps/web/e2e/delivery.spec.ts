import { readFileSync } from 'node:fs';
import type { DeliveryContract } from '@waihui/contracts';
import { PATHS } from '../src/lib/paths';
import { formatPrice as formatPriceIn } from '@waihui/core';
import type englishCommon from '../src/locales/en/common.json';
import type englishDelivery from '../src/locales/en/delivery.json';
import type englishMarket from '../src/locales/en/market.json';
import { axeFindings } from './axe-audit';
import { demoToken, expect, screenshot, seedSession, test } from './fixtures';
import { DELIVERY_SECONDS } from './server-settings';

/*
 * The delivery-contract journey (product.md §10.12) on the main server, whose simulated feed ticks in real
 * time (the replay server's recorded times never reach a real expiry): the demo user places an
 * "up" contract on BTCUSD for the one period that server offers (DELIVERY_SECONDS, 20 s, instead of
 * the 60 s and up of production), watches the countdown go down, and sees the result sheet with the
 * opening and settlement quotes, the same ones the records API answers.
 */

const locale = <T>(namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../src/locales/en/${namespace}.json`, import.meta.url), 'utf8'),
  ) as T;
const delivery = locale<typeof englishDelivery>('delivery');
const market = locale<typeof englishMarket>('market');
const common = locale<typeof englishCommon>('common');

/** Fills `{{name}}` placeholders of a locale text. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The result sheet's line of one recorded quote, as the page writes it. */
function quoteText(quote: DeliveryContract['open']): string {
  const time = quote.quoted_at.replace('T', ' ').slice(0, 19);
  return (
    fill(delivery.result.quote, {
      mid: formatPriceIn(quote.mid, 'en'),
      bid: formatPriceIn(quote.bid, 'en'),
      ask: formatPriceIn(quote.ask, 'en'),
    }) +
    fill(delivery.result.quotedAt, { time, seq: quote.quote_seq }) +
    // Where the quote came from: the simulated feed, raw = dealt, no markup.
    (quote.source === null
      ? ''
      : fill(delivery.result.source, {
          source: quote.source.id,
          bid: formatPriceIn(quote.source.bid, 'en'),
          ask: formatPriceIn(quote.source.ask, 'en'),
          markupBid: formatPriceIn(quote.source.markup_bid, 'en'),
          markupAsk: formatPriceIn(quote.source.markup_ask, 'en'),
        }))
  );
}

test('demo user places a delivery contract, watches the countdown, sees the result with both quotes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await demoToken(request);
  await seedSession(page, token);
  // Reached from the chart page's trade bar.
  await page.goto(`/#${PATHS.chart}?symbol=BTCUSD`);
  await page.getByRole('link', { name: common.titles.delivery, exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`#${PATHS.delivery}\\?symbol=BTCUSD$`));

  const form = page.getByRole('form', { name: delivery.form.title });
  // The trade page's picker: BTC and ETH first, then by category, audited open.
  const picker = form.getByRole('button', { name: /^Change instrument: BTC\/USD / });
  await expect(picker).toHaveText('BTC/USD▾');
  await picker.tap();
  const sheet = page.getByRole('dialog', { name: market.picker.title });
  await expect(sheet.getByRole('heading', { level: 3 }).first()).toHaveText(market.picker.main);
  await expect(sheet.locator('.wh-picker-list__symbol').nth(1)).toHaveText('ETH/USD');
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
  await sheet.getByRole('button', { name: market.picker.close }).tap();
  await form.getByLabel(delivery.form.stake).fill('100');
  // The period pays 80%: +80.00 USD on 100.
  await expect(
    page.getByTestId(`period-${DELIVERY_SECONDS}`).locator('[data-field="profit"]'),
  ).toHaveText(fill(delivery.form.profit, { profit: '+80.00' }));
  await form.getByRole('radio', { name: delivery.form.up, exact: true }).tap();
  await form.getByRole('button', { name: delivery.form.place }).tap();
  const confirm = page.getByRole('dialog', { name: delivery.confirm.title });
  await expect(confirm.locator('[data-field="if-win"]')).toHaveText('180.00 USD');
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
  await confirm.getByRole('button', { name: delivery.confirm.confirm, exact: true }).tap();

  // The open contract counts down.
  const open = page.locator('[data-testid^="open-"]').first();
  const countdown = open.locator('[data-field="countdown"]');
  // 0:20 down to 0:00.
  await expect(countdown).toHaveText(/^0:[0-2]\d$/);
  const first = (await countdown.textContent()) ?? '';
  await expect(countdown).not.toHaveText(first);
  await expect(open.locator('[data-field="current-price"]')).not.toHaveText('--');
  await screenshot(page, 'delivery-open');
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);

  // At expiry the settlement quote arrives; the sheet shows both quotes.
  const result = page.getByRole('dialog', { name: delivery.result.title });
  await expect(result).toBeVisible({ timeout: (DELIVERY_SECONDS + 20) * 1000 });
  const records = await request.get('/api/account_log/micro?limit=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [contract] = ((await records.json()) as { data: { list: DeliveryContract[] } }).data.list;
  expect(contract?.status).toBe('settled');
  if (contract === undefined || contract.settlement === null) throw new Error('not settled');
  // The rule: the first quote at or after expiry.
  expect(Date.parse(contract.settlement.quoted_at)).toBeGreaterThanOrEqual(
    Date.parse(contract.expires_at),
  );
  await expect(result.locator('.wh-delivery-quote dd')).toHaveText([
    quoteText(contract.open),
    quoteText(contract.settlement),
  ]);
  const outcome = contract.outcome ?? 'tie';
  await expect(result.locator('[data-field="outcome"]')).toHaveText(delivery.result[outcome]);
  await expect(result.locator('[data-field="payout"]')).toHaveText(
    { win: '180.00 USD', loss: '0.00 USD', tie: '100.00 USD' }[outcome],
  );
  await screenshot(page, 'delivery-result');
  expect(await axeFindings(page, { impact: 'serious' })).toEqual([]);
});
