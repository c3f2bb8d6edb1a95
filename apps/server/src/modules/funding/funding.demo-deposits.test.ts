import { describe, expect, it } from 'vitest';
import type { DepositInfoData, DepositRecordsData } from '@waihui/contracts';
import { createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';

/*
 * Demo mode: a deposit notice is confirmed by the system DEMO_DEPOSIT_CONFIRM_SECONDS after it was
 * filed (funding.demo-deposits.ts), with the operators' own confirmation: the same credit, once.
 */

const DEMO = { DEMO_MODE: 'true', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

async function notice(t: TestApp, token: string, amount: string): Promise<number> {
  const filed = await t.call<{ id: number }>('POST', '/api/deposit/notice', {
    token,
    body: { method: 'trc20', currency: 'USDT', amount, tx_ref: `0x${amount}` },
  });
  expect(filed.body.code).toBe(1);
  return filed.body.data.id;
}

async function statuses(t: TestApp, token: string) {
  const res = await t.call<DepositRecordsData>('GET', '/api/deposit/records', { token });
  return res.body.data.list.map((row) => [row.amount, row.status]);
}

describe('demo deposits are confirmed by the system after the stated delay', () => {
  it('says the delay on the deposit page; confirms at 30 s, not before; leaves an operator’s decision alone', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await insertUserWithSession(t.database.db);
    const info = await t.call<DepositInfoData>('GET', '/api/biaddress/get_address', {
      token: alice.token,
    });
    expect(info.body.data.demo_confirm_after_seconds).toBe(30);
    const confirmer = t.app.funding.demoDeposits!;

    await notice(t, alice.token, '100');
    t.clock.advanceSeconds(10);
    const rejectedByOperator = await notice(t, alice.token, '7');
    t.clock.advanceSeconds(19); // 29 s after the first
    expect(await confirmer.runDue()).toBe(0);
    const finance = await insertOperator(t.database.db, ['finance']);
    const rejected = await t.call('POST', '/api/admin/deposits/reject', {
      token: finance.token,
      body: { id: rejectedByOperator, reason: 'Test' },
    });
    expect(rejected.body.code).toBe(1);

    t.clock.advanceSeconds(1); // 30 s
    expect(await confirmer.runDue()).toBe(1);
    t.clock.advanceSeconds(60);
    expect(await confirmer.runDue()).toBe(0);
    expect(await statuses(t, alice.token)).toEqual([
      ['7', 'rejected'],
      ['100', 'confirmed'],
    ]);
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USDT')).toEqual({
      available: '100',
      locked: '0',
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('outside demo mode nothing confirms by itself and the page says so', async () => {
    const t = await createTestApp({
      config: {
        DEMO_MODE: 'false',
        DEPOSIT_BANK_ACCOUNT_NUMBER: 'GB82WEST12345698765432',
        DEPOSIT_BANK_CURRENCY: 'USD',
      },
    });
    const bob = await insertUserWithSession(t.database.db);
    const info = await t.call<DepositInfoData>('GET', '/api/biaddress/get_address', {
      token: bob.token,
    });
    expect(info.body.data.demo_confirm_after_seconds).toBeNull();
    expect(t.app.funding.demoDeposits).toBeNull();
  });
});
