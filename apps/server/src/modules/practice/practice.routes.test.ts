import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { practiceUserIdOf, userAccount } from '@waihui/core';
import type { AccountListData, OpenTradesData, PracticeResetData } from '@waihui/contracts';
import { pgErrorOf } from '../../db/pg-errors';
import {
  createTestApp,
  insertFundedUser,
  insertUserWithSession,
  type TestApp,
  type TestUser,
} from '../../../test/fixtures';
import { auditBooks } from '../ledger/ledger.fixtures';
import { CONSENT, step, submit, trader, tradingApp } from '../trading/trading.fixtures';
import { connectWs, listenWs } from '../../../test/ws-client';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';
import { FUND_PASSWORD, setFundPassword, TRON_ADDRESS } from '../funding/funding.fixtures';
import { placeSpot, spotAppWithUser } from '../spot/spot.fixtures';
import { validForm } from '../verification/verification.fixtures';
import { postJournal } from '../ledger';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function switchTo(t: TestApp, user: TestUser, book: 'live' | 'practice') {
  const res = await t.call('POST', '/api/practice/switch', { token: user.token, body: { book } });
  expect(res.body).toEqual({ code: 1, msg: 'Success', data: { book } });
}

async function accounts(t: TestApp, user: TestUser) {
  const res = await t.call<AccountListData>('GET', '/api/account/list', { token: user.token });
  expect(res.body.code).toBe(1);
  return res.body.data;
}

const usd = (total: string) => ({ code: 'USD', balance: total, lock_balance: '0', total });

/** Every ledger account's stored currency and total, by owner (live id, practice id or system). */
async function storedAccounts(t: TestApp, userId: string) {
  return rowsOf<{ owner: string; type: string; currency: string; total: string }>(
    await t.database.db.execute(sql`
      select case when user_id = ${userId}::uuid then 'live'
                  when user_id = ${practiceUserIdOf(userId)}::uuid then 'practice' end as owner,
             type, currency, (available + locked)::text as total
      from ledger_accounts
      where user_id in (${userId}::uuid, ${practiceUserIdOf(userId)}::uuid)
      order by owner, type, currency`),
  );
}

/** The live book's trial balance: every USD account's total, system accounts summed per code. */
async function liveUsdTrialBalance(t: TestApp) {
  return rowsOf<{ holder: string; total: string }>(
    await t.database.db.execute(sql`
      select coalesce(system_code, 'users') as holder, sum(available + locked)::text as total
      from ledger_accounts where currency = 'USD' group by 1 order by 1`),
  );
}

describe('the session book', () => {
  it('starts live; the first switch to practice opens the practice book with its starting credit, once', async () => {
    const t = await tradingApp();
    const alice = await insertFundedUser(t.database.db, '250');
    const status = await t.call('GET', '/api/practice/status', { token: alice.token });
    expect(status.body).toEqual({ code: 1, msg: 'Success', data: { book: 'live' } });

    await switchTo(t, alice, 'practice');
    expect((await t.call('GET', '/api/practice/status', { token: alice.token })).body.data).toEqual(
      { book: 'practice' },
    );
    expect(await accounts(t, alice)).toEqual({
      coin: { balance_arr: [usd('10000')] },
      contract: { balance_arr: [usd('10000')] },
    });
    await switchTo(t, alice, 'live');
    expect(await accounts(t, alice)).toEqual({
      coin: { balance_arr: [usd('250')] },
      contract: { balance_arr: [usd('0')] },
    });
    await switchTo(t, alice, 'practice');
    expect(await storedAccounts(t, alice.userId)).toEqual([
      { owner: 'live', type: 'coin', currency: 'USD', total: '250.00000000' },
      { owner: 'practice', type: 'coin', currency: 'USD.P', total: '10000.00000000' },
      { owner: 'practice', type: 'contract', currency: 'USD.P', total: '10000.00000000' },
    ]);
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('keeps each session on its own book, and a user on their own practice book', async () => {
    const t = await tradingApp();
    const alice = await insertFundedUser(t.database.db, '250');
    const bob = await insertFundedUser(t.database.db, '40');
    await switchTo(t, alice, 'practice');
    // Bob's session stays live: he sees his own money, never Alice's practice book.
    expect((await accounts(t, bob)).coin.balance_arr).toEqual([usd('40')]);
    const moved = await t.call('POST', '/api/biaddress/huazhuan', {
      token: alice.token,
      body: { from_account: 'coin', to_account: 'contract', currency: 'USD', quantity: '500' },
    });
    expect(moved.body.code).toBe(1);
    expect(await accounts(t, alice)).toEqual({
      coin: { balance_arr: [usd('9500')] },
      contract: { balance_arr: [usd('10500')] },
    });
    expect((await accounts(t, bob)).coin.balance_arr).toEqual([usd('40')]);
    const log = await t.call<{ list: { currency: string; amount: string; kind: string }[] }>(
      'GET',
      '/api/account_log/moneyLog?currency=USD',
      { token: alice.token },
    );
    expect(log.body.data.list.map((p) => [p.kind, p.currency, p.amount])).toEqual([
      ['transfer_out', 'USD', '-500'],
      ['transfer_in', 'USD', '500'],
      ['demo_credit', 'USD', '10000'],
      ['demo_credit', 'USD', '10000'],
    ]);
  });
});

describe('trading in practice', () => {
  it('opens and closes positions in the practice book; reset brings it back; live totals never move', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 1);
    const liveBefore = await liveUsdTrialBalance(t);
    const liveAccountsBefore = await accounts(t, alice);

    await switchTo(t, alice, 'practice');
    const opened = await t.call('POST', '/api/lever/submit', {
      token: alice.token,
      body: {
        symbol: 'BTCUSD',
        type: 'market',
        side: 'long',
        lots: 1,
        leverage: 10,
        consent: CONSENT,
      },
    });
    expect(opened.body.code).toBe(1);
    const pending = await t.call('POST', '/api/lever/submit', {
      token: alice.token,
      body: {
        symbol: 'BTCUSD',
        type: 'limit',
        limit_price: '1000',
        side: 'long',
        lots: 1,
        leverage: 10,
        consent: CONSENT,
      },
    });
    expect(pending.body.code).toBe(1);
    step(t, 3);
    const open = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
      token: alice.token,
    });
    expect([open.body.data.positions.length, open.body.data.orders.length]).toEqual([1, 1]);

    // Live: no position, no order, the same balances and the same live books.
    await switchTo(t, alice, 'live');
    const liveOpen = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
      token: alice.token,
    });
    expect([liveOpen.body.data.positions.length, liveOpen.body.data.orders.length]).toEqual([0, 0]);
    expect(await accounts(t, alice)).toEqual(liveAccountsBefore);
    expect(await liveUsdTrialBalance(t)).toEqual(liveBefore);

    const reset = await t.call<PracticeResetData>('POST', '/api/practice/reset', {
      token: alice.token,
    });
    expect(reset.body.code).toBe(1);
    expect(reset.body.data.closed_positions).toBe(1);
    expect(reset.body.data.cancelled_orders).toBe(1);
    expect(reset.body.data.entry_id).toEqual(expect.any(Number));
    await switchTo(t, alice, 'practice');
    expect(await accounts(t, alice)).toEqual({
      coin: { balance_arr: [usd('10000')] },
      contract: { balance_arr: [usd('10000')] },
    });
    const after = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
      token: alice.token,
    });
    expect([after.body.data.positions.length, after.body.data.orders.length]).toEqual([0, 0]);
    expect(await liveUsdTrialBalance(t)).toEqual(liveBefore);
    // A second reset has nothing to change.
    const again = await t.call<PracticeResetData>('POST', '/api/practice/reset', {
      token: alice.token,
    });
    expect(again.body.data).toEqual({ closed_positions: 0, cancelled_orders: 0, entry_id: null });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});

describe('the live channel follows the book', () => {
  it('a subscribe after the switch, on the same socket, follows the practice book; the live book is heard no more', async () => {
    const t = await tradingApp();
    const url = await listenWs(t);
    const alice = await trader(t, '1000');
    step(t, 2); // BTC 60000.00 / 60010.00
    const ws = await connectWs(url);
    ws.send({ op: 'subscribe', channel: 'account', token: alice.token });
    expect(await ws.next('subscribed')).toEqual({ op: 'subscribed', channel: 'account' });

    await switchTo(t, alice, 'practice');
    ws.send({ op: 'subscribe', channel: 'account', token: alice.token });
    expect(await ws.next('subscribed')).toEqual({ op: 'subscribed', channel: 'account' });
    // 1 lot (0.01 BTC) 10x at the ask 60010: fee 600.1 × 0.05% = 0.30005 off the 10,000 practice
    // credit; margin 60.01 locked.
    await submit(t, alice.token, { side: 'long', lots: 1, leverage: 10 });
    const practice = await ws.next('account');
    expect([practice.event, practice.summary.balance, practice.summary.locked]).toEqual([
      'position_opened',
      '9999.69995',
      '60.01',
    ]);

    // Back to live: the live book's 1,000 answers; nothing of practice reached the socket since.
    await switchTo(t, alice, 'live');
    ws.send({ op: 'subscribe', channel: 'account', token: alice.token });
    expect(await ws.next('subscribed')).toEqual({ op: 'subscribed', channel: 'account' });
    await submit(t, alice.token, { side: 'short', lots: 1, leverage: 10 });
    const live = await ws.next('account');
    // 1 lot short at the bid 60000: fee 0.3 off the live 1,000; margin 60 locked.
    expect([live.event, live.summary.balance, live.summary.locked]).toEqual([
      'position_opened',
      '999.7',
      '60',
    ]);
    expect(ws.ops().filter((op) => op === 'account')).toEqual(['account', 'account']);
    expect(ws.ops()).not.toContain('error');
  });
});

describe('practice money seen and withdrawn', () => {
  it('shows practice coins as the plain coin on every Assets and spot read, never the stored BTC.P', async () => {
    const { t, alice } = await spotAppWithUser('1000', 1); // BTCUSD 60000.00 / 60010.00
    await switchTo(t, alice, 'practice');
    // 0.015 BTC at the ask 60010.00: 900.15 and a fee of 0.90015 off the 10,000 practice credit.
    await placeSpot(t, alice.token, { symbol: 'BTCUSD', side: 'buy', amount: '0.015' });
    expect(await storedAccounts(t, alice.userId)).toEqual([
      { owner: 'live', type: 'coin', currency: 'USD', total: '1000.00000000' },
      { owner: 'practice', type: 'coin', currency: 'BTC.P', total: '0.01500000' },
      { owner: 'practice', type: 'coin', currency: 'USD.P', total: '9098.94985000' },
      { owner: 'practice', type: 'contract', currency: 'USD.P', total: '10000.00000000' },
    ]);

    expect(await accounts(t, alice)).toEqual({
      coin: {
        balance_arr: [
          { code: 'USD', balance: '9098.94985', lock_balance: '0', total: '9098.94985' },
          { code: 'BTC', balance: '0.015', lock_balance: '0', total: '0.015' },
        ],
      },
      contract: { balance_arr: [usd('10000')] },
    });
    const log = await t.call<{ list: { currency: string; amount: string; kind: string }[] }>(
      'GET',
      '/api/account_log/moneyLog',
      { token: alice.token },
    );
    expect(log.body.data.list.map((p) => [p.kind, p.currency, p.amount])).toEqual([
      ['fee', 'USD', '-0.90015'],
      ['spot_trade', 'USD', '-900.15'],
      ['spot_trade', 'BTC', '0.015'],
      ['demo_credit', 'USD', '10000'],
      ['demo_credit', 'USD', '10000'],
    ]);
    const btcLog = await t.call<{ list: { currency: string; amount: string }[] }>(
      'GET',
      '/api/account_log/moneyLog?currency=BTC',
      { token: alice.token },
    );
    expect(btcLog.body.data.list.map((p) => [p.currency, p.amount])).toEqual([['BTC', '0.015']]);
    const history = await t.call<{ list: { base_currency: string; quote_currency: string }[] }>(
      'POST',
      '/api/spot_goods/my_spotgoods',
      { token: alice.token, body: { page: 1, limit: 20 } },
    );
    expect(history.body.data.list.map((o) => [o.base_currency, o.quote_currency])).toEqual([
      ['BTC', 'USD'],
    ]);
    // Every read of the Assets and spot screens, whole: no stored code leaks out.
    for (const [method, path, body] of [
      ['GET', '/api/account/list', undefined],
      ['GET', '/api/account/income', undefined],
      ['GET', '/api/lever/assetsTradeTop', undefined],
      ['GET', '/api/account_log/moneyLog', undefined],
      ['GET', '/api/biaddress/get_kezhuanxianlist', undefined],
      ['GET', '/api/biaddress/get_huilvinfo', undefined],
      ['GET', '/api/lever/in_out', undefined],
      ['GET', '/api/spot_goods/lists', undefined],
      ['POST', '/api/spot_goods/my_spotgoods', { page: 1, limit: 20 }],
    ] as const) {
      const res = await t.call(method, path, { token: alice.token, body });
      expect([path, res.body.code, JSON.stringify(res.body).includes('.P"')]).toEqual([
        path,
        1,
        false,
      ]);
    }
  });

  it('refuses a withdrawal while the session is in practice: practice money is never withdrawable', async () => {
    // A new wallet is usable at once here (the 24 h delay is funding's own test).
    const t = await createTestApp({
      config: { OPERATOR_TOTP_KEY: TEST_TOTP_KEY, WITHDRAWAL_DESTINATION_DELAY_SECONDS: '0' },
    });
    const alice = await insertUserWithSession(t.database.db);
    await setFundPassword(t.database.db, alice.userId);
    const reviewer = await insertOperator(t.database.db, ['compliance']);
    const submitted = await t.call('POST', '/api/user_real/real_name', {
      token: alice.token,
      body: await validForm(t, alice),
    });
    expect(submitted.body.code).toBe(1);
    const pending = await t.app.verification.listPending(reviewer.userId, 'en');
    const approved = await t.call('POST', '/api/admin/verifications/approve', {
      token: reviewer.token,
      body: { id: pending.find((row) => row.user_id === alice.userId)!.id },
    });
    expect(approved.body.code).toBe(1);
    const wallet = await t.call<{ id: number }>('POST', '/api/withdrawal/add_user_wallet', {
      token: alice.token,
      body: { chain: 'trc20', address: TRON_ADDRESS },
    });
    expect(wallet.body.code).toBe(1);

    await switchTo(t, alice, 'practice');
    expect((await accounts(t, alice)).coin.balance_arr).toEqual([usd('10000')]);
    const refused = await t.call('POST', '/api/withdrawal/add_withdrawal', {
      token: alice.token,
      lang: 'en',
      body: {
        destination_id: wallet.body.data.id,
        currency: 'USDT',
        amount: '30',
        fund_password: FUND_PASSWORD,
      },
    });
    expect(refused.body).toEqual({
      code: 0,
      msg: 'Insufficient withdrawable balance',
      data: { reason: 'WITHDRAWABLE_INSUFFICIENT' },
    });
    // Nothing was asked, locked or moved in either book.
    const records = await t.call<{ list: unknown[] }>(
      'GET',
      '/api/withdrawal/withdrawal_amount_log',
      {
        token: alice.token,
      },
    );
    expect(records.body.data.list).toEqual([]);
    expect(await accounts(t, alice)).toEqual({
      coin: { balance_arr: [usd('10000')] },
      contract: { balance_arr: [usd('10000')] },
    });
    expect(await storedAccounts(t, alice.userId)).toEqual([
      { owner: 'practice', type: 'coin', currency: 'USD.P', total: '10000.00000000' },
      { owner: 'practice', type: 'contract', currency: 'USD.P', total: '10000.00000000' },
    ]);
  });
});

describe('no money crosses between the books', () => {
  it('refuses an entry naming a live and a practice account, in code and in the database', async () => {
    const t = await tradingApp();
    const alice = await insertFundedUser(t.database.db, '250');
    await switchTo(t, alice, 'practice');
    const practiceId = practiceUserIdOf(alice.userId);
    const { Decimal } = await import('@waihui/core');
    await expect(
      postJournal(t.database.db, {
        kind: 'transfer',
        reference: null,
        postings: [
          {
            account: userAccount(alice.userId, 'coin', 'USD'),
            bucket: 'available',
            amount: new Decimal(100),
            kind: 'transfer_in',
            reference: null,
          },
          {
            account: userAccount(practiceId, 'coin', 'USD'),
            bucket: 'available',
            amount: new Decimal(-100),
            kind: 'transfer_out',
            reference: null,
          },
        ],
      }),
    ).rejects.toThrow('ledger: accounts of the live and the practice book together');

    // Straight to the database: one entry, each book balanced on its own, still refused.
    const ids = rowsOf<{ id: number; currency: string; user_id: string | null }>(
      await t.database.db.execute(sql`
        select id, currency, user_id::text from ledger_accounts
        where (user_id in (${alice.userId}::uuid, ${practiceId}::uuid) and type = 'coin')
           or (system_code = 'world' and shard = 0)`),
    );
    const idOf = (currency: string, user: string | null) =>
      ids.find((r) => r.currency === currency && r.user_id === user)!.id;
    const crossing = t.database.db.execute(sql`
      with e as (insert into ledger_entries (kind) values ('transfer') returning id)
      insert into ledger_postings (entry_id, account_id, currency, bucket, amount, kind, created_at)
      select e.id, v.account_id, v.currency, 'available', v.amount, 'transfer_in', now()
      from e, (values
        (${idOf('USD', alice.userId)}::int, 'USD', 100::numeric),
        (${idOf('USD', null)}::int, 'USD', -100::numeric),
        (${idOf('USD.P', practiceId)}::int, 'USD.P', -100::numeric),
        (${idOf('USD.P', null)}::int, 'USD.P', 100::numeric)
      ) as v (account_id, currency, amount)`);
    const error = await crossing.then(
      () => null,
      (e: unknown) => e,
    );
    expect(pgErrorOf(error)?.constraint).toBe('ledger_entries_one_book');
  });

  it.each([
    ['a live user', 'live', 'USD.P', 'ledger_accounts_book'],
    ['a practice holder', 'practice', 'USD', 'ledger_accounts_book'],
  ])('refuses an account of %s in the other namespace', async (_, owner, currency, constraint) => {
    const t = await tradingApp();
    const alice = await insertUserWithSession(t.database.db);
    await switchTo(t, alice, 'practice');
    const userId = owner === 'live' ? alice.userId : practiceUserIdOf(alice.userId);
    const error = await t.database.db
      .execute(
        sql`insert into ledger_accounts (user_id, type, currency) values (${userId}::uuid, 'contract', ${currency})`,
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorOf(error)?.constraint).toBe(constraint);
  });

  it('refuses a practice holder whose id is not its user’s with version 8, or that has a login', async () => {
    const t = await tradingApp();
    const alice = await insertUserWithSession(t.database.db);
    const attempt = (id: string, email: string | null) =>
      t.database.db
        .execute(
          sql`insert into users (id, email, password_hash, invite_code, practice_of)
              values (${id}::uuid, ${email}, '!', ${`P-${id}`}, ${alice.userId}::uuid)`,
        )
        .then(
          () => null,
          (e: unknown) => pgErrorOf(e)?.constraint,
        );
    expect(await attempt('00000000-0000-8000-8000-000000000001', null)).toBe('users_practice_id');
    expect(await attempt(practiceUserIdOf(alice.userId), 'x@example.com')).toBe(
      'users_practice_id',
    );
    expect(await attempt(practiceUserIdOf(alice.userId), null)).toBeNull();
  });
});
