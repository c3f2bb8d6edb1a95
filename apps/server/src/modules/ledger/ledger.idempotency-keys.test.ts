import { describe, expect, it } from 'vitest';
import { createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';
import { auditBooks, balancesOf } from './ledger.fixtures';
import { creditDemoMoney } from './ledger.service';
import { CONSENT, tradingApp } from '../trading/trading.fixtures';

/*
 * product.md §5.12: an idempotency key with U+0000 or a lone surrogate answered 500, and a header
 * key was silently cut to 100 characters so two different keys collided. Keys are 1–100 visible
 * ASCII characters, the same rule for the body field and the Idempotency-Key header.
 */

const payload = { from_account: 'coin', currency: 'USD', quantity: '1' };

async function setup() {
  const t = await createTestApp({ config: { DEMO_MODE: 'false' } });
  const alice = await insertUserWithSession(t.database.db, { label: 'alice' });
  await creditDemoMoney(t.database.db, alice.userId);
  return { t, alice };
}

async function transfer(t: TestApp, token: string, body: object, headers = {}) {
  return t.call('POST', '/api/biaddress/huazhuan', { token, body, headers });
}

describe('idempotency keys (product.md §5.12)', () => {
  it('refuses a body key with U+0000, a lone surrogate, a space, non-ASCII, empty or 101 characters', async () => {
    const { t, alice } = await setup();
    for (const key of ['a\u0000b', 'a\ud800b', 'a b', 'clé', '', 'k'.repeat(101)]) {
      const res = await transfer(t, alice.token, { ...payload, idempotency_key: key });
      expect([res.status, res.body.code, res.body.data.reason], JSON.stringify(key)).toEqual([
        200,
        0,
        'IDEMPOTENCY_KEY_INVALID',
      ]);
    }
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['0', '0'],
    });
  });

  it('accepts 100 visible ASCII characters', async () => {
    const { t, alice } = await setup();
    const key = '!~'.repeat(50);
    const res = await transfer(t, alice.token, { ...payload, idempotency_key: key });
    expect(res.body.code).toBe(1);
  });

  it('refuses a header key of 101 characters instead of cutting it, so long keys never collide', async () => {
    const { t, alice } = await setup();
    const stem = 'h'.repeat(100);
    const first = await transfer(t, alice.token, payload, { 'idempotency-key': `${stem}1` });
    const second = await transfer(t, alice.token, payload, { 'idempotency-key': `${stem}2` });
    expect([first.body.data.reason, second.body.data.reason]).toEqual([
      'IDEMPOTENCY_KEY_INVALID',
      'IDEMPOTENCY_KEY_INVALID',
    ]);
    const control = await transfer(t, alice.token, payload, { 'idempotency-key': 'a\u007fb' });
    expect(control.body.data.reason).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('the trading order key follows the same rule', async () => {
    const t = await tradingApp();
    const user = await insertUserWithSession(t.database.db);
    const res = await t.call('POST', '/api/lever/submit', {
      token: user.token,
      body: {
        symbol: 'BTCUSD',
        type: 'market',
        consent: CONSENT,
        side: 'long',
        lots: '1',
        leverage: 10,
        idempotency_key: 'x\u0000',
      },
    });
    expect([res.status, res.body.data.reason]).toEqual([200, 'IDEMPOTENCY_KEY_INVALID']);
    // The key is the only field refused.
    expect(res.body.data).toMatchObject({
      issues: [{ path: 'body.idempotency_key', message: 'must be 1–100 visible ASCII characters' }],
    });
  });
});
