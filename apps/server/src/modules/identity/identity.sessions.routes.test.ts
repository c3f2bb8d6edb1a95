import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import {
  PASSWORD,
  registerUser,
  createTestApp,
  refusal,
  type TestApp,
} from '../../../test/fixtures';

const EMAIL = 'max@example.com';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
const LAPTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

async function loginFrom(a: TestApp, userAgent: string): Promise<string> {
  const res = await a.call<{ token: string }>('POST', '/api/user/login', {
    body: { type: 'password', account: EMAIL, password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  if (res.body.code !== 1) throw new Error(JSON.stringify(res.body));
  return res.body.data.token;
}

type Entry = { id: string; current: boolean; user_agent: string | null; ip: string | null };

describe('sessions: address, device, idle limit, list and revoke (product.md §15.1)', () => {
  it('records the address and the device of each login and lists them, "this device" first', async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    await a.database.db.delete(sessions);
    const phone = await loginFrom(a, PHONE_UA);
    a.clock.advanceSeconds(3600);
    const laptop = await loginFrom(a, `${LAPTOP_UA} ${'x'.repeat(400)}`);
    const res = await a.call<Entry[]>('GET', '/api/user/sessions', { token: laptop });
    expect(res.body.code).toBe(1);
    expect(res.body.data).toEqual([
      {
        id: expect.any(String) as string,
        current: true,
        created_at: '2026-11-22T11:01:01.000Z',
        last_used_at: '2026-11-22T11:01:01.000Z',
        expires_at: '2026-12-22T11:01:01.000Z',
        ip: '127.0.0.1',
        user_agent: `${LAPTOP_UA} ${'x'.repeat(400)}`.slice(0, 256),
      },
      {
        id: expect.any(String) as string,
        current: false,
        created_at: '2026-11-22T10:01:01.000Z',
        last_used_at: '2026-11-22T10:01:01.000Z',
        expires_at: '2026-12-22T10:01:01.000Z',
        ip: '127.0.0.1',
        user_agent: PHONE_UA,
      },
    ]);
    expect(
      (await a.call<Entry[]>('GET', '/api/user/sessions', { token: phone })).body.data[1],
    ).toMatchObject({ current: true, user_agent: PHONE_UA });
  });

  it("revokes one of the own sessions; another user's answers NOT_FOUND and stays alive", async () => {
    const a = await createTestApp();
    await registerUser(a, { email: EMAIL });
    const other = await registerUser(a, { email: 'eve@example.com' });
    const phone = await loginFrom(a, PHONE_UA);
    const laptop = await loginFrom(a, LAPTOP_UA);
    const list = await a.call<Entry[]>('GET', '/api/user/sessions', { token: laptop });
    const phoneId = list.body.data.find((entry) => entry.user_agent === PHONE_UA)?.id;
    const res = await a.call('POST', '/api/user/sessions/revoke', {
      token: laptop,
      body: { session_id: phoneId },
    });
    expect(res.body).toEqual({ code: 1, msg: 'Success', data: { revoked: true } });
    expect((await a.call('GET', '/api/user/info', { token: phone })).status).toBe(401);
    expect((await a.call('GET', '/api/user/info', { token: laptop })).body.code).toBe(1);
    // Again, or another user's session: the same refusal, and nothing happens to it.
    const again = await a.call('POST', '/api/user/sessions/revoke', {
      token: laptop,
      body: { session_id: phoneId },
    });
    const theirs = (await a.call<Entry[]>('GET', '/api/user/sessions', { token: other.token })).body
      .data[0]?.id;
    const foreign = await a.call('POST', '/api/user/sessions/revoke', {
      token: laptop,
      body: { session_id: theirs },
    });
    expect(again.body).toEqual(refusal('NOT_FOUND', 'Not found'));
    expect(foreign.body).toEqual(again.body);
    expect((await a.call('GET', '/api/user/info', { token: other.token })).body.code).toBe(1);
  });

  it('a session unused for SESSION_IDLE_HOURS ends; use keeps it alive', async () => {
    const a = await createTestApp({ config: { SESSION_IDLE_HOURS: '2' } });
    await registerUser(a, { email: EMAIL });
    const used = await loginFrom(a, PHONE_UA);
    const idle = await loginFrom(a, LAPTOP_UA);
    a.clock.advanceSeconds(3600);
    expect((await a.call('GET', '/api/user/info', { token: used })).body.code).toBe(1);
    a.clock.advanceSeconds(3600);
    const expired = await a.call('GET', '/api/user/info', { token: idle });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(999);
    // Used an hour ago: still alive until two hours after that use.
    a.clock.advanceSeconds(3600 - 1);
    expect((await a.call('GET', '/api/user/info', { token: used })).body.code).toBe(1);
    const list = await a.call<Entry[]>('GET', '/api/user/sessions', { token: used });
    expect(list.body.data.map((entry) => entry.user_agent)).toEqual([PHONE_UA]);
  });
});
