import { readFileSync } from 'node:fs';
import { PATHS } from '../src/lib/paths';
import type englishIdentity from '../src/locales/en/identity.json';
import { expect, readCode, screenshot, test } from './fixtures';

const en = JSON.parse(
  readFileSync(new URL('../src/locales/en/identity.json', import.meta.url), 'utf8'),
) as typeof englishIdentity;

/*
 * The e2e server runs on the embedded database, so in demo mode (DEMO_MODE defaults on there): the
 * register page links to the demo inbox, which shows the code the demo "sent" to an address.
 */
test('demo mode: register links to the inbox, which shows the code sent to the address', async ({
  page,
  request,
}) => {
  const email = `inbox.${Date.now()}@example.com`;
  const sent = await request.post('/api/notify/send_email', {
    data: { purpose: 'register', email },
  });
  expect(((await sent.json()) as { code: number }).code).toBe(1);
  const code = await readCode(request, email);

  await page.goto(`/#${PATHS.register}`);
  await page.getByRole('link', { name: en.demoInbox.link }).tap();
  await expect(page).toHaveURL(`/#${PATHS.demoInbox}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo inbox');

  await page.getByLabel(en.demoInbox.to).fill(email.toUpperCase());
  await page.getByRole('button', { name: en.demoInbox.show }).tap();
  const list = page.getByRole('list', { name: `Messages to ${email.toUpperCase()}` });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(code);
  await expect(list.getByRole('listitem').first()).toContainText(
    `Your Waihui verification code: ${code}`,
  );
  await screenshot(page, 'demo-inbox');
});
