import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/fixtures';
import { insertOperator, OPERATOR_PASSWORD, TEST_TOTP_KEY } from './backoffice.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

/** HTTP status of the back-office's "who am I" for an operator token: 200 while the session lives. */
async function meStatus(t: Awaited<ReturnType<typeof createTestApp>>, token: string) {
  return (await t.call('GET', '/api/admin/me', { token })).status;
}

describe('operator sessions end with the credentials they began under', () => {
  it('a lock ends the back-office session, and the unlock does not bring it back', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const finance = await insertOperator(t.database.db, ['finance']);
    expect(await meStatus(t, finance.token)).toBe(200);

    for (const locked of [true, false]) {
      const res = await t.call('POST', '/api/admin/users/lock', {
        token: admin.token,
        body: { user_id: finance.userId, locked },
      });
      expect(res.body.code).toBe(1);
    }
    expect(await meStatus(t, finance.token)).toBe(401);
    // The admin's own session is untouched.
    expect(await meStatus(t, admin.token)).toBe(200);
  });

  it('a password change in the app ends the back-office session begun before it', async () => {
    const t = await createTestApp({ config: CONFIG });
    const support = await insertOperator(t.database.db, ['support']);
    const login = await t.call<{ token: string }>('POST', '/api/user/login', {
      body: { type: 'password', account: support.email, password: OPERATOR_PASSWORD },
    });
    expect(login.body.code).toBe(1);
    expect(await meStatus(t, support.token)).toBe(200);

    const changed = await t.call('POST', '/api/user/amend_password', {
      token: login.body.data.token,
      body: {
        old_password: OPERATOR_PASSWORD,
        password: 'Another-pass-77',
        confirm_password: 'Another-pass-77',
      },
    });
    expect(changed.body.code).toBe(1);
    expect(await meStatus(t, support.token)).toBe(401);
    // The app session that changed the password goes on.
    expect((await t.call('GET', '/api/user/info', { token: login.body.data.token })).status).toBe(
      200,
    );
  });
});
