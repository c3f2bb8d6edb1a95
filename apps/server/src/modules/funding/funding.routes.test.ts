import { describe, expect, it } from 'vitest';
import { createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';
import { creditDeposit } from '../ledger';
import { confirmDeposit, rejectDeposit } from './funding.deposits.service';
import { EVM_ADDRESS, TRON_ADDRESS, fundingDeps } from './funding.fixtures';

const DEMO = {
  DEMO_MODE: 'true',
  EXPOSE_OUTBOX: 'true',
  WITHDRAWAL_DESTINATION_DELAY_SECONDS: '60',
};

async function user(t: TestApp) {
  return insertUserWithSession(t.database.db);
}

describe('deposits', () => {
  it('gives each user their own addresses, the same after a restart, and the bank reference', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await user(t);
    const bob = await user(t);
    const first = await t.call('GET', '/api/biaddress/get_address', { token: alice.token });
    const data = first.body.data as {
      addresses: { chain: string; address: string }[];
      bank: { reference: string; account_number: string };
    };
    expect(data.addresses.map((a) => a.chain)).toEqual(['erc20', 'trc20']);
    expect(data.addresses[0]!.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(data.addresses[1]!.address).toMatch(/^T/);
    expect(data.bank.reference).toMatch(/^WH\d{6}$/);
    expect(data.bank.account_number).toBe('GB82WEST12345698765432');
    const bobs = await t.call('GET', '/api/biaddress/get_address', { token: bob.token });
    expect((bobs.body.data as typeof data).addresses[0]!.address).not.toBe(
      data.addresses[0]!.address,
    );

    await t.close();
    const restarted = await createTestApp({ config: DEMO, keepData: true });
    const again = await restarted.call('GET', '/api/biaddress/get_address', { token: alice.token });
    expect(again.body.data).toEqual(first.body.data);
  });

  it('keeps a notice pending until confirmed, credits it once even when confirmed twice at once', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await user(t);
    const filed = await t.call('POST', '/api/deposit/notice', {
      token: alice.token,
      body: { method: 'trc20', currency: 'usdt', amount: '250.5', tx_ref: ' 0xfeed ' },
    });
    expect(filed.body.data).toMatchObject({
      status: 'pending',
      currency: 'USDT',
      amount: '250.5',
      tx_ref: '0xfeed',
    });
    const id = (filed.body.data as { id: number }).id;
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USDT')).toEqual({
      available: '0',
      locked: '0',
    });

    const deps = fundingDeps(t.database.db, t.clock.now);
    const outcomes = await Promise.allSettled([confirmDeposit(deps, id), confirmDeposit(deps, id)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balanceOf(t.database.db, alice.userId, 'coin', 'USDT')).toEqual({
      available: '250.5',
      locked: '0',
    });
    await expect(rejectDeposit(deps, id, 'late')).rejects.toThrow('DEPOSIT_ALREADY_REVIEWED');
    expect(await auditBooks(t.database.db)).toEqual([]);

    const records = await t.call('GET', '/api/deposit/records', { token: alice.token });
    expect(records.body.data).toMatchObject({
      list: [{ id, status: 'confirmed' }],
      has_more: false,
    });
  });

  it('refuses a currency the method does not take and an empty reference', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await user(t);
    const wrong = await t.call('POST', '/api/deposit/notice', {
      token: alice.token,
      body: { method: 'erc20', currency: 'USD', amount: '5', tx_ref: '0x1' },
    });
    expect(wrong.body.data.reason).toBe('CURRENCY_NOT_DEPOSITABLE');
    const empty = await t.call('POST', '/api/deposit/notice', {
      token: alice.token,
      body: { method: 'bank', currency: 'USD', amount: '5', tx_ref: '  ' },
    });
    expect(empty.body.data.reason).toBe('TX_REF_INVALID');
  });

  it('confirms through the dev route (browser tests) and shows another user none of it', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await user(t);
    const bob = await user(t);
    const filed = await t.call('POST', '/api/deposit/notice', {
      token: alice.token,
      body: { method: 'bank', currency: 'USD', amount: '100', tx_ref: 'WH100001' },
    });
    const id = (filed.body.data as { id: number }).id;
    const confirmed = await t.call('POST', '/api/dev/funding/confirm-deposit', { body: { id } });
    expect(confirmed.body.data).toEqual({ id, status: 'confirmed' });
    const bobs = await t.call('GET', '/api/deposit/records', { token: bob.token });
    expect(bobs.body.data).toEqual({ list: [], has_more: false });
  });
});

describe('cards and wallets', () => {
  it('binds a card with an IBAN, masks it, tells when it is usable; edit restarts the delay', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await user(t);
    const added = await t.call('POST', '/api/withdrawal/add_user_bank', {
      token: alice.token,
      body: {
        country: 'DE',
        currency: 'USD',
        holder_name: ' Erika Mustermann ',
        card_number: 'DE89 3704 0044 0532 0130 00',
        bank_name: 'Commerzbank',
      },
    });
    expect(added.body.data).toMatchObject({
      holder_name: 'Erika Mustermann',
      card_number: '•••• 3000',
      usable: false,
      usable_from: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    const id = (added.body.data as { id: number }).id;
    t.clock.advanceSeconds(60);
    const list = await t.call('GET', '/api/withdrawal/get_bank_info', { token: alice.token });
    expect(list.body.data).toMatchObject({ list: [{ id, usable: true }], delay_seconds: 60 });

    const edited = await t.call('POST', '/api/withdrawal/edit_uset_withdrawal', {
      token: alice.token,
      body: {
        id,
        kind: 'bank',
        country: 'DE',
        currency: 'USD',
        holder_name: 'Erika Mustermann',
        card_number: 'DE89370400440532013000',
        bank_name: 'Deutsche Bank',
      },
    });
    expect(edited.body.data).toEqual({
      id,
      usable_from: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
  });

  it('refuses a card in a currency withdrawals are not paid in, naming those that are', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await user(t);
    const card = {
      country: 'DE',
      holder_name: 'Erika Mustermann',
      card_number: 'DE89370400440532013000',
      bank_name: 'Commerzbank',
    };
    const eur = await t.call('POST', '/api/withdrawal/add_user_bank', {
      token: alice.token,
      body: { ...card, currency: 'EUR' },
    });
    expect(eur.body).toMatchObject({
      code: 0,
      msg: 'Withdrawals to a bank card are paid in USD only: choose one of them',
      data: { reason: 'CARD_CURRENCY_NOT_PAID', field: 'currency', currencies: ['USD'] },
    });
    const usd = await t.call('POST', '/api/withdrawal/add_user_bank', {
      token: alice.token,
      body: { ...card, currency: 'USD' },
    });
    const id = (usd.body.data as { id: number }).id;
    const edited = await t.call('POST', '/api/withdrawal/edit_uset_withdrawal', {
      token: alice.token,
      body: { ...card, id, kind: 'bank', currency: 'HKD' },
    });
    expect(edited.body.data).toMatchObject({ reason: 'CARD_CURRENCY_NOT_PAID', field: 'currency' });
    const list = await t.call('GET', '/api/withdrawal/get_bank_info', { token: alice.token });
    expect(list.body.data).toMatchObject({ list: [{ id, currency: 'USD' }] });
  });

  it('names the bad field of a card and refuses a mistyped wallet checksum', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await user(t);
    const bad = await t.call('POST', '/api/withdrawal/add_user_bank', {
      token: alice.token,
      body: {
        country: 'DE',
        currency: 'EUR',
        holder_name: 'Erika',
        card_number: 'DE89370400440532013001',
        bank_name: 'Commerzbank',
      },
    });
    expect(bad.body.data).toMatchObject({
      reason: 'IBAN_INVALID',
      field: 'card_number',
    });
    const typo = await t.call('POST', '/api/withdrawal/add_user_wallet', {
      token: alice.token,
      body: { chain: 'erc20', address: EVM_ADDRESS.replace('aAeb', 'aaEb') },
    });
    expect(typo.body.data.reason).toBe('WALLET_ADDRESS_INVALID');
  });

  it('keeps other users’ wallets unreachable: not listed, not editable, not removable', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await user(t);
    const mallory = await user(t);
    const added = await t.call('POST', '/api/withdrawal/add_user_wallet', {
      token: alice.token,
      body: { chain: 'trc20', address: TRON_ADDRESS },
    });
    const id = (added.body.data as { id: number }).id;
    const theirs = await t.call('GET', '/api/withdrawal/get_wallet_info', { token: mallory.token });
    expect((theirs.body.data as { list: unknown[] }).list).toEqual([]);
    const edit = await t.call('POST', '/api/withdrawal/edit_uset_withdrawal', {
      token: mallory.token,
      body: { id, kind: 'wallet', chain: 'erc20', address: EVM_ADDRESS },
    });
    expect(edit.body.data.reason).toBe('NOT_FOUND');
    const remove = await t.call('GET', `/api/withdrawal/remove_uset_withdrawal?id=${id}`, {
      token: mallory.token,
    });
    expect(remove.body.data.reason).toBe('NOT_FOUND');
    const own = await t.call('GET', '/api/withdrawal/get_wallet_info', { token: alice.token });
    expect(own.body.data).toMatchObject({ list: [{ id, address: TRON_ADDRESS }] });

    const removed = await t.call('GET', `/api/withdrawal/remove_uset_withdrawal?id=${id}`, {
      token: alice.token,
    });
    expect(removed.body.data).toEqual({ id, usable_from: null });
    const after = await t.call('GET', '/api/withdrawal/get_wallet_info', { token: alice.token });
    expect((after.body.data as { list: unknown[] }).list).toEqual([]);
  });
});

describe('withdrawals over HTTP', () => {
  it('refuses before identity approval with the spec message, and lists currencies with fees', async () => {
    const t = await createTestApp({ config: DEMO });
    const alice = await user(t);
    const added = await t.call('POST', '/api/withdrawal/add_user_wallet', {
      token: alice.token,
      body: { chain: 'trc20', address: TRON_ADDRESS },
    });
    t.clock.advanceSeconds(60);
    const refused = await t.call('POST', '/api/withdrawal/add_withdrawal', {
      token: alice.token,
      lang: 'en',
      body: {
        destination_id: (added.body.data as { id: number }).id,
        currency: 'USDT',
        amount: '30',
        fund_password: 'whatever-1',
      },
    });
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'Please complete real-name verification first',
      data: { reason: 'IDENTITY_VERIFICATION_REQUIRED' },
    });
    await creditDeposit(t.database.db, {
      userId: alice.userId,
      currency: 'USD',
      amount: '120.5',
      idempotencyKey: 'test-usd',
    });
    const currencies = await t.call('GET', '/api/withdrawal/get_currencylist', {
      token: alice.token,
    });
    expect(currencies.body.data).toEqual({
      list: [
        { currency: 'USDT', method: 'erc20', fee: '5', minimum: '20', withdrawable: '0' },
        { currency: 'USDT', method: 'trc20', fee: '1', minimum: '10', withdrawable: '0' },
        { currency: 'USD', method: 'bank', fee: '15', minimum: '50', withdrawable: '120.5' },
      ],
    });
    const log = await t.call('GET', '/api/withdrawal/withdrawal_amount_log', {
      token: alice.token,
    });
    expect(log.body.data).toEqual({ list: [], has_more: false });
  });
});
