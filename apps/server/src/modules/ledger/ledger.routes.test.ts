import { describe, expect, it } from 'vitest';
import { parseDecimal, systemAccount, userAccount } from '@waihui/core';
import {
  createTestApp,
  insertUserWithSession,
  refusal,
  type TestApp,
  type TestUser,
} from '../../../test/fixtures';
import { auditBooks, balancesOf } from './ledger.fixtures';
import {
  creditDemoMoney,
  creditDeposit,
  postJournal,
  runLedgerTransaction,
} from './ledger.service';

const NOW = new Date('2026-11-22T10:00:00.000Z');
async function setup() {
  const t = await createTestApp({ now: NOW });
  const alice = await insertUserWithSession(t.database.db, { label: 'alice' });
  const bob = await insertUserWithSession(t.database.db, { label: 'bob' });
  return { t, alice, bob };
}

async function get<T = Record<string, unknown>>(
  t: TestApp,
  user: TestUser | null,
  url: string,
  headers: Record<string, string> = {},
) {
  const { status, body } = await t.call<T>('GET', url, { headers: { ...user?.auth, ...headers } });
  return { status, body };
}

async function transferCall(
  t: TestApp,
  user: TestUser,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const { status, body } = await t.call('POST', '/api/biaddress/huazhuan', {
    body: payload,
    headers: { ...user.auth, ...headers },
  });
  return { status, body };
}

const zeroUsd = { code: 'USD', balance: '0', lock_balance: '0', total: '0' };

describe('GET /api/account/list', () => {
  it('shows USD zero in both accounts for a new user', async () => {
    const { t, alice } = await setup();
    const { status, body } = await get(t, alice, '/api/account/list');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: { coin: { balance_arr: [zeroUsd] }, contract: { balance_arr: [zeroUsd] } },
    });
  });

  it('shows the demo credit: USD 10,000 in the coin account, booked against the world account', async () => {
    const { t, alice } = await setup();
    const credit = await creditDemoMoney(t.database.db, alice.userId, NOW);
    expect(credit).toMatchObject({ replayed: false, currency: 'USD', balance: '10000' });
    const { body } = await get(t, alice, '/api/account/list');
    expect(body.data).toEqual({
      coin: { balance_arr: [{ code: 'USD', balance: '10000', lock_balance: '0', total: '10000' }] },
      contract: { balance_arr: [zeroUsd] },
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('lists other currencies after USD, alphabetically, with locked amounts', async () => {
    const { t, alice } = await setup();
    const db = t.database.db;
    for (const [currency, amount] of [
      ['EUR', '250.5'],
      ['BTC', '0.00012345'],
      ['USD', '1'],
    ] as const)
      await creditDeposit(db, {
        userId: alice.userId,
        currency,
        amount,
        idempotencyKey: `test-${currency}`,
      });
    await runLedgerTransaction(db, (tx) =>
      postJournal(tx, {
        kind: 'lock',
        reference: 'order-1',
        postings: [
          {
            account: userAccount(alice.userId, 'coin', 'EUR'),
            bucket: 'available',
            amount: parseDecimal('-50'),
            kind: 'lock',
            reference: 'order-1',
          },
          {
            account: userAccount(alice.userId, 'coin', 'EUR'),
            bucket: 'locked',
            amount: parseDecimal('50'),
            kind: 'lock',
            reference: 'order-1',
          },
        ],
      }),
    );
    const { body } = await get<{ coin: { balance_arr: unknown[] } }>(t, alice, '/api/account/list');
    expect(body.data.coin.balance_arr).toEqual([
      { code: 'USD', balance: '1', lock_balance: '0', total: '1' },
      { code: 'BTC', balance: '0.00012345', lock_balance: '0', total: '0.00012345' },
      { code: 'EUR', balance: '200.5', lock_balance: '50', total: '250.5' },
    ]);
  });

  it('needs a session: 401 with code 999 on every ledger route', async () => {
    const { t } = await setup();
    for (const [method, url] of [
      ['GET', '/api/account/list'],
      ['GET', '/api/account/income'],
      ['GET', '/api/lever/assetsTradeTop?lever_type=2'],
      ['GET', '/api/account_log/moneyLog'],
      ['GET', '/api/biaddress/get_kezhuanxianlist'],
      ['POST', '/api/biaddress/huazhuan'],
    ] as const) {
      const res = await t.call(method, url, method === 'POST' ? { body: { quantity: '1' } } : {});
      expect([url, res.status, res.body.code]).toEqual([url, 401, 999]);
    }
  });
});

describe('GET /api/lever/assetsTradeTop', () => {
  it('answers the contract account balance_arr for lever_type=2', async () => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    await transferCall(t, alice, { from_account: 'coin', currency: 'USD', quantity: '1234.5' });
    const { body } = await get(t, alice, '/api/lever/assetsTradeTop?lever_type=2');
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        balance_arr: [{ code: 'USD', balance: '1234.5', lock_balance: '0', total: '1234.5' }],
      },
    });
  });

  it('refuses another lever_type', async () => {
    const { t, alice } = await setup();
    const { body } = await get(t, alice, '/api/lever/assetsTradeTop?lever_type=1');
    expect(body).toMatchObject({ code: 0, data: { reason: 'VALIDATION_FAILED' } });
  });
});

describe('GET /api/account/income', () => {
  it('is zero without trading', async () => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    const { body } = await get(t, alice, '/api/account/income');
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: { currency: 'USD', today_income: '0', position_margin: '0' },
    });
  });

  it("sums today's realised PnL on the contract account only (from 00:00 UTC)", async () => {
    const { t, alice } = await setup();
    const db = t.database.db;
    const pnl = (amount: string, at: Date) =>
      runLedgerTransaction(db, (tx) =>
        postJournal(
          tx,
          {
            kind: 'position_close',
            reference: 'p-1',
            postings: [
              {
                account: userAccount(alice.userId, 'contract', 'USD'),
                bucket: 'available',
                amount: parseDecimal(amount),
                kind: 'realized_pnl',
                reference: 'p-1',
              },
              {
                account: systemAccount('house', 'USD'),
                bucket: 'available',
                amount: parseDecimal(amount).negated(),
                kind: 'realized_pnl',
                reference: 'p-1',
              },
            ],
          },
          { at },
        ),
      );
    await pnl('500', new Date('2026-11-21T23:59:59.999Z')); // yesterday
    await pnl('120.25', new Date('2026-11-22T00:00:00.000Z')); // first instant of today
    await pnl('-20.05', new Date('2026-11-22T09:00:00.000Z'));
    const { body } = await get(t, alice, '/api/account/income');
    expect(body.data).toEqual({ currency: 'USD', today_income: '100.2', position_margin: '0' });
    // The house paid 600.2 in total: it may go negative by design.
    expect(await auditBooks(db)).toEqual([]);
  });
});

describe('POST /api/biaddress/huazhuan', () => {
  it('moves money coin → contract and answers "Transfer done" with both balances', async () => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    const { status, body } = await transferCall(t, alice, {
      from_account: 'coin',
      to_account: 'contract',
      currency: 'USD',
      quantity: '2500.12345678',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 1,
      msg: 'Transfer done',
      data: {
        entry_id: expect.any(Number) as number,
        from_account: 'coin',
        to_account: 'contract',
        currency: 'USD',
        quantity: '2500.12345678',
        from_balance: '7499.87654322',
        to_balance: '2500.12345678',
        created_at: '2026-11-22T10:00:00.000Z',
        replayed: false,
      },
    });
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['7499.87654322', '0'],
    });
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['2500.12345678', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('moves money back, defaulting the destination, and allows the whole balance', async () => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    await transferCall(t, alice, { from_account: 'coin', currency: 'USD', quantity: '10000' });
    const { body } = await transferCall(t, alice, {
      from_account: 'contract',
      currency: 'USD',
      quantity: '10000',
    });
    expect(body.data).toMatchObject({
      from_account: 'contract',
      to_account: 'coin',
      from_balance: '0',
      to_balance: '10000',
    });
  });

  it.each([
    [{ quantity: '-1' }, 'QUANTITY_BELOW_ZERO', 'Quantity cannot be less than 0'],
    [
      { quantity: '10000.00000001' },
      'QUANTITY_EXCEEDS_AVAILABLE',
      'Quantity cannot exceed the available balance',
    ],
    [{ quantity: '0' }, 'QUANTITY_ZERO', 'Please enter a quantity greater than 0'],
    [
      { quantity: '1.123456789' },
      'QUANTITY_TOO_PRECISE',
      'Quantity can have at most 8 decimal places',
    ],
    [{ quantity: 'abc' }, 'QUANTITY_INVALID', 'Please enter a valid quantity'],
    [
      { from_account: undefined },
      'TRANSFER_SOURCE_REQUIRED',
      'Please choose the currency and the account to transfer out of first',
    ],
    [
      { currency: undefined },
      'TRANSFER_SOURCE_REQUIRED',
      'Please choose the currency and the account to transfer out of first',
    ],
    [{ to_account: 'coin' }, 'TRANSFER_SAME_ACCOUNT', 'Choose two different accounts'],
    [
      { currency: 'BTC' },
      'CURRENCY_NOT_TRANSFERABLE',
      'This currency cannot be transferred between these accounts',
    ],
  ])('refuses %j with %s and moves nothing', async (change, reason, msg) => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    const payload: Record<string, unknown> = {
      from_account: 'coin',
      currency: 'USD',
      quantity: '100',
      ...change,
    };
    const { status, body } = await transferCall(t, alice, payload);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg, data: { reason } });
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['10000', '0'],
    });
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['0', '0'],
    });
  });

  it('says how much is available when the quantity exceeds it', async () => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    const { body } = await transferCall(t, alice, {
      from_account: 'coin',
      currency: 'USD',
      quantity: '10000.5',
    });
    expect(body).toEqual(
      refusal('QUANTITY_EXCEEDS_AVAILABLE', 'Quantity cannot exceed the available balance', {
        available: '10000',
      }),
    );
  });

  it('answers the spec messages in the request language', async () => {
    const { t, alice } = await setup();
    const cases = [
      ['ja', { quantity: '-1' }, '数量は0未満にできません'],
      ['zh-CN', { quantity: '5' }, '数量不能超过可用余额'],
      ['de', { quantity: '5' }, 'Die Menge darf das verfügbare Guthaben nicht übersteigen'],
    ] as const;
    for (const [lang, change, msg] of cases) {
      const { body } = await transferCall(
        t,
        alice,
        { from_account: 'coin', currency: 'USD', ...change },
        { lang },
      );
      expect(body.msg).toBe(msg);
    }
    await creditDemoMoney(t.database.db, alice.userId);
    const done = await transferCall(
      t,
      alice,
      { from_account: 'coin', currency: 'USD', quantity: '1' },
      { lang: 'zh-HK' },
    );
    expect(done.body.msg).toBe('劃轉成功');
  });

  it('rejects an unknown account type and a numeric quantity at the schema', async () => {
    const { t, alice } = await setup();
    const spot = await transferCall(t, alice, {
      from_account: 'spot',
      currency: 'USD',
      quantity: '1',
    });
    expect(spot.body).toMatchObject({ code: 0, data: { reason: 'VALIDATION_FAILED' } });
    const numeric = await transferCall(t, alice, {
      from_account: 'coin',
      currency: 'USD',
      quantity: 1,
    });
    expect(numeric.body).toMatchObject({ code: 0, data: { reason: 'VALIDATION_FAILED' } });
  });

  it('is idempotent: a retry with the same key answers the first transfer and moves nothing', async () => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    const payload = {
      from_account: 'coin',
      currency: 'USD',
      quantity: '600',
      idempotency_key: 'tap-1',
    };
    const first = await transferCall(t, alice, payload);
    const retry = await transferCall(t, alice, payload);
    expect(first.body.data).toMatchObject({ replayed: false, from_balance: '9400' });
    expect(retry.body).toEqual({
      ...first.body,
      data: { ...first.body.data, replayed: true },
    });
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['9400', '0'],
    });
    // Same key, different request: refused, nothing moves.
    const changed = await transferCall(t, alice, { ...payload, quantity: '601' });
    expect(changed.body).toMatchObject({ code: 0, data: { reason: 'IDEMPOTENCY_KEY_REUSED' } });
    // A new key is a new transfer.
    const second = await transferCall(t, alice, { ...payload, idempotency_key: 'tap-2' });
    expect(second.body.data).toMatchObject({ replayed: false, from_balance: '8800' });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('takes the key from the Idempotency-Key header too', async () => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    const payload = { from_account: 'coin', currency: 'USD', quantity: '1' };
    const first = await transferCall(t, alice, payload, { 'idempotency-key': 'h-1' });
    const retry = await transferCall(t, alice, payload, { 'idempotency-key': 'h-1' });
    expect(retry.body.data).toMatchObject({
      entry_id: (first.body.data as { entry_id: number }).entry_id,
      replayed: true,
    });
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['1', '0'],
    });
  });

  it('a retry after the money is gone still answers the first result, not "exceeds"', async () => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    const payload = {
      from_account: 'coin',
      currency: 'USD',
      quantity: '10000',
      idempotency_key: 'all',
    };
    await transferCall(t, alice, payload);
    const retry = await transferCall(t, alice, payload);
    expect(retry.body).toMatchObject({ code: 1, data: { replayed: true, from_balance: '0' } });
  });
});

describe('user isolation', () => {
  it("user B can neither see nor move user A's money, nor replay A's keys", async () => {
    const { t, alice, bob } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    const key = { idempotency_key: 'same-key' };
    const aliceDone = await transferCall(t, alice, {
      from_account: 'coin',
      currency: 'USD',
      quantity: '100',
      ...key,
    });
    expect(aliceDone.body.code).toBe(1);

    const list = await get(t, bob, '/api/account/list');
    expect(list.body.data).toEqual({
      coin: { balance_arr: [zeroUsd] },
      contract: { balance_arr: [zeroUsd] },
    });
    const log = await get<{ list: unknown[] }>(t, bob, '/api/account_log/moneyLog');
    expect(log.body.data.list).toEqual([]);
    const options = await get<{ list: { available: string }[] }>(
      t,
      bob,
      '/api/biaddress/get_kezhuanxianlist',
    );
    expect(options.body.data.list.map((o) => o.available)).toEqual(['0', '0']);
    const top = await get(t, bob, '/api/lever/assetsTradeTop?lever_type=2');
    expect(top.body.data).toEqual({ balance_arr: [zeroUsd] });

    // Bob's transfer with Alice's key is Bob's own (and he has nothing).
    const bobTry = await transferCall(t, bob, {
      from_account: 'coin',
      currency: 'USD',
      quantity: '100',
      ...key,
    });
    expect(bobTry.body).toMatchObject({ code: 0, data: { reason: 'QUANTITY_EXCEEDS_AVAILABLE' } });
    // Unknown fields naming another user are ignored: the session decides whose money moves.
    const sneaky = await transferCall(t, bob, {
      from_account: 'coin',
      currency: 'USD',
      quantity: '1',
      user_id: alice.userId,
    });
    expect(sneaky.body).toMatchObject({ code: 0, data: { reason: 'QUANTITY_EXCEEDS_AVAILABLE' } });
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['9900', '0'],
    });
    expect(await balancesOf(t.database.db, alice.userId, 'contract', ['USD'])).toEqual({
      USD: ['100', '0'],
    });
  });
});

describe('GET /api/biaddress/get_kezhuanxianlist', () => {
  it('lists both directions in USD with the available balance of each source', async () => {
    const { t, alice } = await setup();
    await creditDemoMoney(t.database.db, alice.userId);
    await transferCall(t, alice, { from_account: 'coin', currency: 'USD', quantity: '0.5' });
    const { body } = await get(t, alice, '/api/biaddress/get_kezhuanxianlist');
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        list: [
          { from_account: 'coin', to_account: 'contract', currency: 'USD', available: '9999.5' },
          { from_account: 'contract', to_account: 'coin', currency: 'USD', available: '0.5' },
        ],
      },
    });
  });
});

describe('GET /api/account_log/moneyLog', () => {
  async function withHistory() {
    const ctx = await setup();
    await creditDemoMoney(ctx.t.database.db, ctx.alice.userId, new Date('2026-11-22T08:00:00Z'));
    for (const quantity of ['1', '2', '3'])
      await transferCall(ctx.t, ctx.alice, { from_account: 'coin', currency: 'USD', quantity });
    return ctx;
  }

  it("lists the user's postings newest first with signed amounts and balances after", async () => {
    const { t, alice } = await withHistory();
    const { body } = await get<{ list: Record<string, unknown>[]; has_more: boolean }>(
      t,
      alice,
      '/api/account_log/moneyLog?limit=3',
    );
    expect(body.code).toBe(1);
    expect(
      body.data.list.map((p) => [p.account_type, p.kind, p.amount, p.balance_after, p.reference]),
    ).toEqual([
      ['coin', 'transfer_out', '-3', '9994', 'contract'],
      ['contract', 'transfer_in', '3', '6', 'coin'],
      ['coin', 'transfer_out', '-2', '9997', 'contract'],
    ]);
    expect(body.data.list[0]).toMatchObject({
      currency: 'USD',
      bucket: 'available',
      created_at: '2026-11-22T10:00:00.000Z',
    });
    expect(body.data.has_more).toBe(true);
  });

  it('pages to the end and filters by kind and account', async () => {
    const { t, alice } = await withHistory();
    const page3 = await get<{ list: Record<string, unknown>[]; has_more: boolean; page: number }>(
      t,
      alice,
      '/api/account_log/moneyLog?limit=3&page=3',
    );
    expect(page3.body.data.list.map((p) => [p.kind, p.amount])).toEqual([['demo_credit', '10000']]);
    expect(page3.body.data).toMatchObject({ page: 3, has_more: false });

    const deposits = await get<{ list: Record<string, unknown>[] }>(
      t,
      alice,
      '/api/account_log/moneyLog?kind=demo_credit',
    );
    expect(deposits.body.data.list.map((p) => [p.kind, p.amount, p.reference])).toEqual([
      ['demo_credit', '10000', 'demo'],
    ]);
    const contract = await get<{ list: Record<string, unknown>[] }>(
      t,
      alice,
      '/api/account_log/moneyLog?account_type=contract',
    );
    expect(contract.body.data.list.map((p) => p.amount)).toEqual(['3', '2', '1']);
  });

  it('before_id pins the pages while new postings arrive', async () => {
    const { t, alice } = await withHistory();
    const first = await get<{ list: { id: number; amount: string }[] }>(
      t,
      alice,
      '/api/account_log/moneyLog?limit=2',
    );
    const top = first.body.data.list[0]!.id;
    await transferCall(t, alice, { from_account: 'coin', currency: 'USD', quantity: '4' });
    const next = await get<{ list: { amount: string }[] }>(
      t,
      alice,
      `/api/account_log/moneyLog?limit=2&page=2&before_id=${top + 1}`,
    );
    expect(next.body.data.list.map((p) => p.amount)).toEqual(['-2', '2']);
  });

  it('refuses an unknown kind', async () => {
    const { t, alice } = await setup();
    const { body } = await get(t, alice, '/api/account_log/moneyLog?kind=gift');
    expect(body).toMatchObject({ code: 0, data: { reason: 'VALIDATION_FAILED' } });
  });
});

describe('OpenAPI', () => {
  it('documents every ledger route with a tag, a summary and the bearer lock', async () => {
    const { t } = await setup();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; security?: unknown[] }>
      >;
    }>();
    for (const [path, method] of [
      ['/api/account/list', 'get'],
      ['/api/account/income', 'get'],
      ['/api/lever/assetsTradeTop', 'get'],
      ['/api/account_log/moneyLog', 'get'],
      ['/api/biaddress/get_kezhuanxianlist', 'get'],
      ['/api/biaddress/huazhuan', 'post'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect([path, op?.tags?.length, typeof op?.summary, op?.security]).toEqual([
        path,
        1,
        'string',
        [{ bearer: [] }],
      ]);
    }
  });
});
