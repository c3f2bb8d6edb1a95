import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { PASSWORD, createTestApp, latestCode, registerUser } from '../../../test/fixtures';

describe('GET /api/user/info', () => {
  it('returns the "me" page profile, masked, without secrets', async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: 'olga@example.com' });
    const res = await a.call('GET', '/api/user/info', { token });
    expect(res.body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        uid: 100001,
        account: 'ol***@example.com',
        account_type: 'email',
        email_masked: 'ol***@example.com',
        phone_masked: null,
        country: 'DE',
        invite_code: expect.stringMatching(/^[A-Z2-9]{8}$/) as unknown,
        verification_status: 'unverified',
        has_fund_password: false,
        lang: 'en',
        created_at: '2026-11-22T10:01:01.000Z',
      },
    });
    expect(res.raw.body).not.toMatch(/argon2|password_hash|failed/);
  });

  it('needs a valid token', async () => {
    const a = await createTestApp();
    for (const token of [undefined, 'forged-token']) {
      const res = await a.call('GET', '/api/user/info', token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(999);
    }
  });
});

describe("a user never sees or changes another user's data", () => {
  it("info, logout, password change and codes stay with the token's own user", async () => {
    const a = await createTestApp();
    const alice = await registerUser(a, { email: 'alice@example.com' });
    const bob = await registerUser(a, { phone: '0612345678', country: 'FR' });
    const aliceInfo = await a.call('GET', '/api/user/info', { token: alice.token });
    const bobInfo = await a.call('GET', '/api/user/info', { token: bob.token });
    expect(aliceInfo.body.data).toMatchObject({ uid: 100001, account: 'al***@example.com' });
    expect(bobInfo.body.data).toMatchObject({ uid: 100002, account: '+336****5678' });
    expect(aliceInfo.raw.body).not.toContain(bobInfo.body.data.invite_code as string);

    // Alice changing her password logs out her other sessions, not Bob's.
    const change = await a.call('POST', '/api/user/amend_password', {
      token: alice.token,
      body: { old_password: PASSWORD, password: 'alice-new-1', confirm_password: 'alice-new-1' },
    });
    expect(change.body.data).toEqual({ sessions_revoked: 0 });
    expect((await a.call('GET', '/api/user/info', { token: bob.token })).body.code).toBe(1);
    const bobLogin = await a.call('POST', '/api/user/login', {
      body: { type: 'password', account: '+33612345678', password: PASSWORD },
    });
    expect(bobLogin.body.code).toBe(1);

    // Alice's fund-password code goes to Alice, whatever number she names.
    a.clock.advanceSeconds(61);
    await a.call('POST', '/api/notify/send_sms', {
      token: bob.token,
      body: { purpose: 'fund_password', phone: '+4915123456789' },
    });
    const messages = await a.database.db.select().from(outboxMessages);
    expect(messages.at(-1)?.destination).toBe('+33612345678');
    // Bob's code cannot set Alice's fund password.
    const bobCode = await latestCode(a, '+33612345678');
    const steal = await a.call('POST', '/api/user/fund_password', {
      token: alice.token,
      body: { code: bobCode, password: 'fund-pass-1', confirm_password: 'fund-pass-1' },
    });
    expect(steal.body.data).toEqual({ reason: 'CODE_EXPIRED' });

    // Alice logging out ends only her session.
    await a.call('POST', '/api/user/logout', { token: alice.token });
    expect((await a.call('GET', '/api/user/info', { token: alice.token })).status).toBe(401);
    expect((await a.call('GET', '/api/user/info', { token: bob.token })).body.code).toBe(1);
  });
});

describe('POST /api/lang/set', () => {
  it('anonymous: answers in the chosen language without storing it', async () => {
    const a = await createTestApp();
    const res = await a.call('POST', '/api/lang/set', { body: { lang: 'ja' } });
    expect(res.body).toEqual({ code: 1, msg: '成功しました', data: { lang: 'ja', saved: false } });
  });

  it("with a token: stored, shown by info and used for the user's messages", async () => {
    const a = await createTestApp();
    const { token } = await registerUser(a, { email: 'paul@example.com' });
    const res = await a.call('POST', '/api/lang/set', { token, body: { lang: 'zh-HK' } });
    expect(res.body.data).toEqual({ lang: 'zh-HK', saved: true });
    const info = await a.call('GET', '/api/user/info', { token });
    expect(info.body.data.lang).toBe('zh-HK');
    expect(info.body.msg).toBe('成功');
    // No lang header: the stored language answers.
    const wrong = await a.call('POST', '/api/user/amend_password', {
      token,
      body: { old_password: 'nope-nope', password: 'whatever1', confirm_password: 'whatever1' },
    });
    expect(wrong.body.msg).toBe('目前密碼錯誤');
    // A lang header still wins for that request.
    const english = await a.call('POST', '/api/user/amend_password', {
      token,
      lang: 'en',
      body: { old_password: 'nope-nope', password: 'whatever1', confirm_password: 'whatever1' },
    });
    expect(english.body.msg).toBe('The current password is incorrect');
  });

  it('an invalid token → 401; an unknown language → VALIDATION_FAILED', async () => {
    const a = await createTestApp();
    const forged = await a.call('POST', '/api/lang/set', {
      token: 'forged',
      body: { lang: 'de' },
    });
    expect(forged.status).toBe(401);
    const unknown = await a.call('POST', '/api/lang/set', { body: { lang: 'xx' } });
    expect(unknown.body.data.reason).toBe('VALIDATION_FAILED');
  });
});
