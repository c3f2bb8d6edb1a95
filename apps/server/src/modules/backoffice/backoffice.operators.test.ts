import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAuditData, AdminOperatorRow, AdminOperatorsData } from '@waihui/contracts';
import {
  createTestApp,
  insertUserWithSession,
  refusal,
  type TestApp,
} from '../../../test/fixtures';
import { rows } from '../trading/trading.fixtures';
import { insertOperator, TEST_TOTP_KEY, uidOf } from './backoffice.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

function change(
  t: TestApp,
  token: string,
  action: 'grant' | 'revoke',
  body: object,
  lang?: string,
) {
  return t.call<AdminOperatorRow>('POST', `/api/admin/operators/${action}`, {
    token,
    body,
    ...(lang ? { lang } : {}),
  });
}

async function adminHolders(t: TestApp): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t.database.db.execute(sql`select count(*)::int as n from operator_roles where role = 'admin'`),
  );
  return row!.n;
}

describe('operators page (role admin)', () => {
  it('lists operators with their roles; grants and revokes by uid, audited; the change applies at once', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const finance = await insertOperator(t.database.db, ['finance', 'support']);
    const user = await insertUserWithSession(t.database.db);
    const userUid = await uidOf(t, user.userId);

    const before = await t.call<AdminOperatorsData>('GET', '/api/admin/operators/list', {
      token: admin.token,
    });
    expect(before.body.data.list.map((row) => [row.user_id, row.email, row.roles])).toEqual([
      [admin.userId, admin.email, ['admin']],
      [finance.userId, finance.email, ['finance', 'support']],
    ]);

    const granted = await change(t, admin.token, 'grant', { uid: userUid, role: 'compliance' });
    expect(granted.body.data).toMatchObject({
      user_id: user.userId,
      uid: userUid,
      phone: null,
      roles: ['compliance'],
    });
    expect(granted.body.data.email).toMatch(/^user-.*@example\.com$/);
    // Granting again changes nothing.
    expect(
      (await change(t, admin.token, 'grant', { uid: userUid, role: 'compliance' })).body.data,
    ).toMatchObject({ roles: ['compliance'] });

    // Roles are read per request: finance loses the withdrawal queue at once.
    const financeUid = await uidOf(t, finance.userId);
    const queueBefore = await t.call('GET', '/api/admin/withdrawals/list', {
      token: finance.token,
    });
    expect(queueBefore.status).toBe(200);
    const revoked = await change(t, admin.token, 'revoke', { uid: financeUid, role: 'finance' });
    expect(revoked.body.data).toMatchObject({ roles: ['support'] });
    const queueAfter = await t.call('GET', '/api/admin/withdrawals/list', { token: finance.token });
    expect(queueAfter.status).toBe(403);

    const audit = await t.call<AdminAuditData>('GET', '/api/admin/audit/list', {
      token: admin.token,
    });
    expect(
      audit.body.data.list.map((row) => [row.action, row.target, row.before, row.after]),
    ).toEqual([
      [
        'operator.revoke',
        `user:${finance.userId}`,
        { uid: financeUid, roles: ['finance', 'support'] },
        { uid: financeUid, roles: ['support'] },
      ],
      [
        'operator.grant',
        `user:${user.userId}`,
        { uid: userUid, roles: ['compliance'] },
        { uid: userUid, roles: ['compliance'] },
      ],
      [
        'operator.grant',
        `user:${user.userId}`,
        { uid: userUid, roles: [] },
        { uid: userUid, roles: ['compliance'] },
      ],
    ]);
    expect(audit.body.data.list.every((row) => row.actor_id === admin.userId)).toBe(true);
  });

  it('an admin cannot revoke their own admin role; another admin can', async () => {
    const t = await createTestApp({ config: CONFIG });
    const anna = await insertOperator(t.database.db, ['admin', 'finance']);
    const bert = await insertOperator(t.database.db, ['admin']);
    const annaUid = await uidOf(t, anna.userId);

    const own = await change(t, anna.token, 'revoke', { uid: annaUid, role: 'admin' }, 'fr');
    expect(own.body).toMatchObject(
      refusal(
        'OPERATOR_OWN_ADMIN_ROLE',
        'Vous ne pouvez pas retirer votre propre rôle d’administrateur ; un autre administrateur le peut',
      ),
    );
    // Their other roles are theirs to drop.
    expect(
      (await change(t, anna.token, 'revoke', { uid: annaUid, role: 'finance' })).body.data,
    ).toMatchObject({ roles: ['admin'] });

    const byOther = await change(t, bert.token, 'revoke', { uid: annaUid, role: 'admin' });
    expect(byOther.body.data).toMatchObject({ user_id: anna.userId, roles: [] });
    expect(await adminHolders(t)).toBe(1);
  });

  it('two admins revoking each other at once: one admin role always remains', async () => {
    const t = await createTestApp({ config: CONFIG });
    const anna = await insertOperator(t.database.db, ['admin']);
    const bert = await insertOperator(t.database.db, ['admin']);
    const [annaUid, bertUid] = [await uidOf(t, anna.userId), await uidOf(t, bert.userId)];
    const answers = await Promise.all([
      change(t, anna.token, 'revoke', { uid: bertUid, role: 'admin' }),
      change(t, bert.token, 'revoke', { uid: annaUid, role: 'admin' }),
    ]);
    expect(answers.filter((res) => res.body.code === 1)).toHaveLength(1);
    expect(await adminHolders(t)).toBe(1);
  });

  it('an unknown uid is NOT_FOUND and writes no audit row', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const res = await change(t, admin.token, 'grant', { uid: 999_999, role: 'admin' });
    expect(res.body.data).toEqual({ reason: 'NOT_FOUND' });
    const [audit] = await rows<{ n: number }>(
      t.database.db.execute(sql`select count(*)::int as n from audit_log`),
    );
    expect(audit!.n).toBe(0);
  });
});
