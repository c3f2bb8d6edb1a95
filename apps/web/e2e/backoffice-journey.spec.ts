import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeFindings } from './axe-audit';
import { expect, registerByApi, seedSession, test, uniqueEmail } from './fixtures';
import { bo, openBackoffice, openSection, operatorSession } from './operator';
import { requestVerification, setFundPassword } from './user-steps';

/*
 * A back-office a person can work in (product.md §14), read as a new operator would: every user is
 * named by uid and e-mail, times carry their zone, the compliance reviewer sees the full ID number
 * on request, money moves only after a confirmation stating amount and destination, a payout to
 * one of the platform's own deposit addresses is warned about, queues say when they were read, and
 * the audit log reads as field, before and after. Every new state is audited with axe.
 */

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const PASSWORD = 'first-hour-ops-1';
const FUND_PASSWORD = 'first-hour-fund-2';

interface Customer {
  email: string;
  token: string;
  uid: number;
}

async function customer(request: APIRequestContext, label: string): Promise<Customer> {
  const email = uniqueEmail(label);
  const token = await registerByApi(request, email, PASSWORD);
  const info = await api<{ uid: number }>(request, token, 'GET', '/api/user/info');
  return { email, token, uid: info.uid };
}

/** A user route's data (code 1 asserted). */
async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: Record<string, unknown>,
): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const res =
    method === 'GET'
      ? await request.get(url, { headers })
      : await request.post(url, { headers, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data;
}

/** The operator's name for a user. */
const labelOf = (user: Customer) => `UID ${user.uid} · ${user.email}`;

/** The value a queue card gives a fact (its <dd> after the <dt>). */
function fact(scope: Locator, label: string): Locator {
  return scope.locator(`dt:text-is("${label}") + dd`);
}

/** Confirms the open money dialog after checking its facts; audits it first. */
async function confirmMoney(
  page: Page,
  title: string,
  facts: Record<string, string>,
  button: string,
): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(facts)) {
    await expect(fact(dialog, label)).toHaveText(value);
  }
  await expectNoAxeFindings(page);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('an operator approves, credits and pays through confirmations, reading users by uid and the audit log as before and after', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const user = await customer(request, 'ops-journey');
  // A second customer, whose own TRC-20 deposit address the first will name as a payee.
  const other = await customer(request, 'ops-other');
  const { addresses } = await api<{ addresses: { chain: string; address: string }[] }>(
    request,
    other.token,
    'GET',
    '/api/biaddress/get_address',
  );
  const platformAddress = addresses.find((entry) => entry.chain === 'trc20')!.address;

  const documentNumber = `X${randomInt(1_000_000, 9_999_999)}`;
  const userContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const userPage = await userContext.newPage();
  await seedSession(userPage, user.token);
  await requestVerification(userPage, {
    name: 'Aiko Mori',
    country: 'DE',
    gender: 'female',
    birthDate: '1990-03-04',
    documentNumber,
  });
  await userContext.close();
  const txRef = `0xops-${Date.now().toString(36)}`;
  await api(request, user.token, 'POST', '/api/deposit/notice', {
    method: 'trc20',
    currency: 'USDT',
    amount: '40',
    tx_ref: txRef,
  });

  await openBackoffice(page, await operatorSession(request));
  // Demo mode is labelled in the back-office's header too.
  await expect(page.locator('.bo-header .wh-demo-badge')).toHaveText('Demo');

  // Identity: whose it is by uid and e-mail; the full number on request (audited by the server).
  await openSection(page, 'verifications');
  await expect(page.getByText(/^Updated .* UTC \(refreshes every 10 seconds\)$/)).toBeVisible();
  const identity = page.getByRole('article', { name: 'Aiko Mori' });
  await expect(fact(identity, bo.queues.user)).toHaveText(labelOf(user));
  await expect(fact(identity, bo.queues.submitted)).toHaveText(/ UTC$/);
  const idNumber = identity.getByTestId('id-number');
  await expect(idNumber).not.toContainText(documentNumber);
  await identity.getByRole('button', { name: bo.queues.showIdNumber }).click();
  await expect(idNumber).toHaveText(`${bo.queues.idTypes.passport} ${documentNumber}`);
  await expectNoAxeFindings(page);
  await identity.getByRole('button', { name: bo.queues.approve }).click();
  await expect(identity).toHaveCount(0);

  // The deposit: credited only after the confirmation names the amount and whose account.
  await openSection(page, 'deposits');
  const deposit = page.getByRole('article').filter({ hasText: txRef });
  await expect(fact(deposit, bo.queues.user)).toHaveText(labelOf(user));
  await expect(fact(deposit, bo.queues.method)).toHaveText(bo.queues.methods.trc20);
  await deposit.getByRole('button', { name: bo.queues.confirm }).click();
  // Cancel first: nothing happens.
  await page
    .getByRole('alertdialog', { name: bo.queues.confirmDeposit })
    .getByRole('button', { name: bo.queues.cancel })
    .click();
  await expect(deposit).toBeVisible();
  await deposit.getByRole('button', { name: bo.queues.confirm }).click();
  await confirmMoney(
    page,
    bo.queues.confirmDeposit,
    {
      [bo.queues.amount]: '40 USDT',
      [bo.queues.destination]: `Coin account of ${labelOf(user)}`,
      [bo.queues.txRef]: txRef,
    },
    bo.queues.confirm,
  );
  await expect(deposit).toHaveCount(0);

  // The user, verified and funded, asks 25 USDT to the other customer's deposit address.
  await setFundPassword(request, user.token, user.email, FUND_PASSWORD);
  const wallet = await api<{ id: number }>(
    request,
    user.token,
    'POST',
    '/api/withdrawal/add_user_wallet',
    { chain: 'trc20', address: platformAddress },
  );
  // The wallet's delay on the browser suite's server is 3 s (playwright.config.ts).
  await expect(async () => {
    await api(request, user.token, 'POST', '/api/withdrawal/add_withdrawal', {
      destination_id: wallet.id,
      currency: 'USDT',
      amount: '25',
      fund_password: FUND_PASSWORD,
      idempotency_key: `ops-${user.uid}`,
    });
  }).toPass({ timeout: 15_000 });

  // The withdrawal: warned about on the card and in both confirmations.
  await openSection(page, 'withdrawals');
  const withdrawal = page.getByRole('article').filter({ hasText: platformAddress });
  await expect(withdrawal.locator('.bo-warning')).toHaveText(bo.queues.ownAddress);
  await expect(fact(withdrawal, bo.queues.user)).toHaveText(labelOf(user));
  await expectNoAxeFindings(page);
  const payout = {
    [bo.queues.amount]: '25 USDT',
    [bo.queues.net]: '24 USDT',
    [bo.queues.destination]: `${bo.queues.methods.trc20} ${platformAddress}`,
    [bo.queues.user]: labelOf(user),
  };
  await withdrawal.getByRole('button', { name: bo.queues.approve }).click();
  await expect(
    page.getByRole('alertdialog', { name: bo.queues.confirmApprove }).locator('.bo-warning'),
  ).toHaveText(bo.queues.ownAddress);
  await confirmMoney(page, bo.queues.confirmApprove, payout, bo.queues.approve);
  await expect(withdrawal).toHaveCount(0);
  await page.getByRole('button', { name: /^Approved \(\d+\)$/ }).click();
  const reference = `0xpaid${Date.now().toString(16)}`;
  await withdrawal.getByLabel(bo.queues.externalRef).fill(reference);
  await withdrawal.getByRole('button', { name: bo.queues.markPaid }).click();
  await confirmMoney(
    page,
    bo.queues.confirmPaid,
    { ...payout, [bo.queues.externalRef]: reference },
    bo.queues.markPaid,
  );
  await expect(withdrawal).toHaveCount(0);

  // Users by uid: the list and the detail name them the same way, times with their zone.
  await openSection(page, 'users');
  await page.getByLabel(bo.users.search).fill(String(user.uid));
  await page.getByRole('button', { name: bo.users.searchButton }).click();
  await page.getByRole('button', { name: `${bo.users.open} ${user.uid}` }).click();
  const detail = page.getByRole('region', { name: labelOf(user) });
  await expect(fact(detail, bo.users.created)).toHaveText(/ UTC$/);
  await expect(detail.getByRole('cell', { name: bo.users.accounts.coin }).first()).toBeVisible();
  await expectNoAxeFindings(page);

  // The audit log: the payout as field, before and after; the ID view logged without the number.
  await openSection(page, 'audit');
  const paidRow = page
    .getByRole('row')
    .filter({
      has: page.getByRole('cell', { name: bo.audit.actions['withdrawal.paid'], exact: true }),
    })
    .first();
  const change = (field: string) =>
    paidRow
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: field, exact: true }) });
  await expect(change('status').getByRole('cell')).toHaveText(['approved', 'paid']);
  await expect(change('external_ref').getByRole('cell')).toHaveText(['—', reference]);
  const viewRow = page
    .getByRole('row')
    .filter({
      has: page.getByRole('cell', {
        name: bo.audit.actions['verification.id_number_view'],
        exact: true,
      }),
    })
    .first();
  await expect(viewRow).toContainText('id_number');
  await expect(viewRow).not.toContainText(documentNumber);
  await expectNoAxeFindings(page);
});
