import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminFundingSettings, AdminWithdrawalsData } from '@waihui/contracts';
import { createTestApp } from '../../../test/fixtures';
import { fundingDeps, userWithWallet } from './funding.fixtures';
import { rows } from '../trading/trading.fixtures';
import {
  insertOperator,
  lastAudit,
  saveWithSecondAdmin,
  TEST_TOTP_KEY,
} from '../backoffice/backoffice.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

describe('withdrawal settings (back-office)', () => {
  it('a fee change applies to new requests; the pending one is paid with its own fee', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin', 'finance']);
    // The fixture's deps carry the configured fees (TRC-20: fee 1, minimum 10) as the default.
    const { user, ask } = await userWithWallet(fundingDeps(t.database.db, t.clock.now), t.clock);
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
    // Money-moving: one admin proposes, a second applies; the save is audited as the second's.
    const second = await insertOperator(t.database.db, ['admin']);
    const applied = await saveWithSecondAdmin(
      t,
      '/api/admin/settings/funding/save',
      admin.token,
      body,
      second.token,
    );
    expect(applied.body.data).toMatchObject({ action: 'settings.funding', status: 'applied' });
    const saved = await t.call<AdminFundingSettings>('GET', '/api/admin/settings/funding', {
      token: admin.token,
    });
    expect(saved.body.data).toEqual({ ...body, source: 'saved' });
    expect(await lastAudit(t, admin.token, 'settings.funding')).toMatchObject({
      actor_id: second.userId,
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
      [pending, '30', '1', '29'],
      [later, '20', '3', '17'],
    ]);

    // Paying the earlier request takes its own fee of 1 to the fees account.
    for (const decision of ['approve', 'paid']) {
      const res = await t.call('POST', `/api/admin/withdrawals/${decision}`, {
        token: admin.token,
        body: { id: pending, external_ref: '0xabc' },
      });
      expect(res.body.code).toBe(1);
    }
    const fees = await rows<{ amount: string }>(
      t.database.db.execute(sql`
        select p.amount::text as amount from ledger_entries e
        join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
        where e.idempotency_key = ${`withdrawal-payout:${pending}`} and a.system_code = 'fees'`),
    );
    expect(fees.map((f) => f.amount)).toEqual(['1.00000000']);
  });
});
