import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminAuditData,
  AdminCountriesSettings,
  AdminDeliverySettings,
  AdminFundingSettings,
  AdminSupportSettings,
  AdminWithdrawalsData,
  PublicSettings,
} from '@waihui/contracts';
import { createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';
import { solveCaptcha } from '../../../test/users';
import {
  deliveryApp,
  place,
  player,
  records,
  step,
  stepAndSettle,
} from '../delivery/delivery.fixtures';
import { addWallet } from '../funding/destinations.service';
import {
  FUND_PASSWORD,
  TRON_ADDRESS,
  fundingDeps,
  giveUsdt,
  setFundPassword,
} from '../funding/funding.fixtures';
import { addWithdrawal } from '../funding/withdrawals.service';
import { rows } from '../trading/trading.fixtures';
import { insertOperator, TEST_TOTP_KEY } from './backoffice.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

/** The newest audit row of an action, as the audit page answers it. */
async function lastAudit(t: TestApp, token: string, action: string) {
  const page = await t.call<AdminAuditData>('GET', `/api/admin/audit/list?action=${action}`, {
    token,
  });
  return page.body.data.list[0];
}

describe('delivery settings (back-office)', () => {
  it('a payout-rate change applies to new contracts; the open one settles at its own rate', async () => {
    const t = await deliveryApp({ OPERATOR_TOTP_KEY: TEST_TOTP_KEY });
    const admin = await insertOperator(t.database.db, ['admin']);
    step(t, 1); // mid 60005
    const alice = await player(t, '1000');
    const first = await place(t, alice.token, { direction: 'up', seconds: 60, stake: '100' });
    expect(first.payout_rate).toBe('0.8');

    const read = await t.call<AdminDeliverySettings>('GET', '/api/admin/settings/delivery', {
      token: admin.token,
    });
    expect(read.body.data).toEqual({
      periods: [
        { seconds: 60, payout_rate: '0.8', enabled: true },
        { seconds: 180, payout_rate: '0.82', enabled: true },
        { seconds: 300, payout_rate: '0.85', enabled: true },
        { seconds: 600, payout_rate: '0.88', enabled: true },
      ],
      min_stake: '10',
      max_stake: '10000',
    });

    // 60 s at 0.7, 120 s new, the rest left out (disabled); stakes 20 to 500.
    const saved = await t.call<AdminDeliverySettings>('POST', '/api/admin/settings/delivery/save', {
      token: admin.token,
      body: {
        periods: [
          { seconds: 60, payout_rate: '0.7', enabled: true },
          { seconds: 120, payout_rate: '0.75', enabled: true },
        ],
        min_stake: '20',
        max_stake: '500',
      },
    });
    expect(saved.body.data).toEqual({
      periods: [
        { seconds: 60, payout_rate: '0.7', enabled: true },
        { seconds: 120, payout_rate: '0.75', enabled: true },
        { seconds: 180, payout_rate: '0.82', enabled: false },
        { seconds: 300, payout_rate: '0.85', enabled: false },
        { seconds: 600, payout_rate: '0.88', enabled: false },
      ],
      min_stake: '20',
      max_stake: '500',
    });
    const audit = await lastAudit(t, admin.token, 'settings.delivery');
    expect(audit).toMatchObject({
      actor_id: admin.userId,
      target: 'settings:delivery',
      before: read.body.data,
      after: saved.body.data,
    });

    const second = await place(t, alice.token, { direction: 'up', seconds: 60, stake: '100' });
    expect(second.payout_rate).toBe('0.7');
    const tooBig = await t.call('POST', '/api/microtrade/submit', {
      token: alice.token,
      body: { symbol: 'BTCUSD', direction: 'up', seconds: 60, stake: '501' },
    });
    expect(tooBig.body.data).toMatchObject({ reason: 'DELIVERY_STAKE_ABOVE_MAXIMUM' });

    await stepAndSettle(t, 4); // 10:01:00 mid 60205: both "up" win
    const settled = await records(t, alice.token);
    expect(settled.map((c) => [c.id, c.payout_rate, c.payout])).toEqual([
      [second.id, '0.7', '170'], // 100 × (1 + 0.7)
      [first.id, '0.8', '180'], // 100 × (1 + 0.8): its own rate
    ]);
  });

  it('refuses a rate above 1, stake limits the wrong way round and a period given twice', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const save = (body: Record<string, unknown>) =>
      t.call('POST', '/api/admin/settings/delivery/save', { token: admin.token, body });
    const period = { seconds: 60, payout_rate: '0.8', enabled: true };
    const refused = [
      await save({ periods: [{ ...period, payout_rate: '1.5' }], min_stake: '1', max_stake: '2' }),
      await save({ periods: [period], min_stake: '20', max_stake: '10' }),
      await save({ periods: [period, period], min_stake: '1', max_stake: '2' }),
    ];
    expect(refused.map((res) => res.body.data)).toEqual([
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
    ]);
    const [stored] = await rows<{ n: number }>(
      t.database.db.execute(sql`select count(*)::int as n from audit_log`),
    );
    expect(stored!.n).toBe(0);
  });
});

describe('withdrawal settings (back-office)', () => {
  it('a fee change applies to new requests; the pending one is paid with its own fee', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin', 'finance']);
    // The fixture's deps carry the configured fees (TRC-20: fee 1, minimum 10) as the default.
    const deps = fundingDeps(t.database.db, t.clock.now);
    const user = await insertUserWithSession(t.database.db);
    await setFundPassword(t.database.db, user.userId);
    await giveUsdt(t.database.db, user.userId, '100');
    const wallet = await addWallet(deps, user.userId, { chain: 'trc20', address: TRON_ADDRESS });
    t.clock.advanceSeconds(60);
    const ask = (amount: string) =>
      addWithdrawal(deps, user.userId, {
        destination_id: wallet.id,
        currency: 'USDT',
        amount,
        fund_password: FUND_PASSWORD,
      });
    const pending = await ask('30');

    const before = await t.call<AdminFundingSettings>('GET', '/api/admin/settings/funding', {
      token: admin.token,
    });
    // The app's own configuration (config.ts defaults) until an operator saves.
    expect(before.body.data).toEqual({
      withdrawal_fees: [
        { currency: 'USDT', method: 'erc20', fee: '5', minimum: '20' },
        { currency: 'USDT', method: 'trc20', fee: '1', minimum: '10' },
        { currency: 'USD', method: 'bank', fee: '15', minimum: '50' },
      ],
      destination_delay_seconds: 86_400,
      four_eyes_threshold_usd: '10000',
      source: 'environment',
    });
    const body = {
      withdrawal_fees: [{ currency: 'USDT', method: 'trc20', fee: '3', minimum: '15' }],
      destination_delay_seconds: 3600,
      four_eyes_threshold_usd: '10000',
    };
    const saved = await t.call<AdminFundingSettings>('POST', '/api/admin/settings/funding/save', {
      token: admin.token,
      body,
    });
    expect(saved.body.data).toEqual({ ...body, source: 'saved' });
    expect(await lastAudit(t, admin.token, 'settings.funding')).toMatchObject({
      target: 'settings:funding',
      before: {
        fees: before.body.data.withdrawal_fees,
        delaySeconds: 86_400,
        fourEyes: { withdrawal_amount_usd: '10000' },
      },
      after: {
        fees: body.withdrawal_fees,
        delaySeconds: 3600,
        fourEyes: { withdrawal_amount_usd: '10000' },
      },
    });

    // The user side reads the saved table: TRC-20 only, fee 3, minimum 15; delay one hour.
    const currencies = await t.call<{ list: { method: string; fee: string; minimum: string }[] }>(
      'GET',
      '/api/withdrawal/get_currencylist',
      { token: user.token },
    );
    expect(currencies.body.data.list.map((c) => [c.method, c.fee, c.minimum])).toEqual([
      ['trc20', '3', '15'],
    ]);
    const walletsPage = await t.call<{ delay_seconds: number }>(
      'GET',
      '/api/withdrawal/get_wallet_info',
      { token: user.token },
    );
    expect(walletsPage.body.data.delay_seconds).toBe(3600);

    const later = await ask('20');
    const queue = await t.call<AdminWithdrawalsData>('GET', '/api/admin/withdrawals/list', {
      token: admin.token,
    });
    expect(queue.body.data.list.map((row) => [row.id, row.amount, row.fee, row.net])).toEqual([
      [pending.id, '30', '1', '29'],
      [later.id, '20', '3', '17'],
    ]);

    // Paying the earlier request takes its own fee of 1 to the fees account.
    for (const decision of ['approve', 'paid']) {
      const res = await t.call('POST', `/api/admin/withdrawals/${decision}`, {
        token: admin.token,
        body: { id: pending.id, external_ref: '0xabc' },
      });
      expect(res.body.code).toBe(1);
    }
    const fees = await rows<{ amount: string }>(
      t.database.db.execute(sql`
        select p.amount::text as amount from ledger_entries e
        join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
        where e.idempotency_key = ${`withdrawal-payout:${pending.id}`} and a.system_code = 'fees'`),
    );
    expect(fees.map((f) => f.amount)).toEqual(['1.00000000']);
  });
});

describe('barred countries and support channels (back-office)', () => {
  it('registration refuses a newly barred country; the public settings show the saved values', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const read = await t.call<AdminCountriesSettings>('GET', '/api/admin/settings/countries', {
      token: admin.token,
    });
    expect(read.body.data).toEqual({
      barred_countries: ['US', 'JP', 'KR', 'CN'],
      source: 'environment',
    });
    const unknown = await t.call('POST', '/api/admin/settings/countries/save', {
      token: admin.token,
      body: { barred_countries: ['FR', 'XX'] },
    });
    expect(unknown.body.data).toMatchObject({ reason: 'INVALID_COUNTRY' });

    const saved = await t.call<AdminCountriesSettings>(
      'POST',
      '/api/admin/settings/countries/save',
      { token: admin.token, body: { barred_countries: ['US', 'FR', 'US'] } },
    );
    expect(saved.body.data).toEqual({ barred_countries: ['FR', 'US'], source: 'saved' });
    expect(await lastAudit(t, admin.token, 'settings.countries')).toMatchObject({
      before: { barred_countries: ['US', 'JP', 'KR', 'CN'] },
      after: { barred_countries: ['FR', 'US'] },
    });

    const french = await t.call('POST', '/api/notify/send_sms', {
      body: { purpose: 'register', phone: '0612345678', country: 'FR' },
      lang: 'fr',
    });
    expect(french.body).toEqual({
      code: 0,
      msg: "Les résidents de France ne peuvent pas ouvrir de compte selon nos conditions d'utilisation",
      data: { reason: 'COUNTRY_BARRED', country: 'FR' },
    });
    // Japan is no longer barred: its code is sent (an SMS needs a solved captcha).
    const japanese = await t.call('POST', '/api/notify/send_sms', {
      body: {
        purpose: 'register',
        phone: '09012345678',
        country: 'JP',
        ...(await solveCaptcha(t)),
      },
    });
    expect(japanese.body.code).toBe(1);

    const support = await t.call<AdminSupportSettings>('POST', '/api/admin/settings/support/save', {
      token: admin.token,
      body: { support_email: 'help@example.com', service_url: 'https://help.example.com/chat' },
    });
    expect(support.body.data).toEqual({
      support_email: 'help@example.com',
      service_url: 'https://help.example.com/chat',
      source: 'saved',
    });
    const publicSettings = await t.call<PublicSettings>('GET', '/api/default/setting');
    expect(publicSettings.body.data).toMatchObject({
      support_email: 'help@example.com',
      service_url: 'https://help.example.com/chat',
      barred_countries: ['FR', 'US'],
    });
    const link = await t.call('GET', '/api/default/service_link?key=service_url');
    expect(link.body.data).toBe('https://help.example.com/chat');
    const notHttps = await t.call('POST', '/api/admin/settings/support/save', {
      token: admin.token,
      body: { support_email: 'help@example.com', service_url: 'http://help.example.com' },
    });
    expect(notHttps.body.data).toMatchObject({ reason: 'VALIDATION_FAILED' });
  });
});
