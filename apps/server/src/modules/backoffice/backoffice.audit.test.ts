import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAuditData, AdminFeedbackData, NewsListData } from '@waihui/contracts';
import { pgErrorOf } from '../../db/pg-errors';
import { createTestApp, insertUserWithSession } from '../../../test/fixtures';
import { insertOperator, OPERATOR_PASSWORD, TEST_TOTP_KEY } from './backoffice.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

async function auditRows(t: Awaited<ReturnType<typeof createTestApp>>, token: string) {
  const res = await t.call<AdminAuditData>('GET', '/api/admin/audit/list', { token });
  return res.body.data.list;
}

describe('audit log', () => {
  it('a sign-in lock writes one row with before and after, actor and IP; the user cannot log in', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin', 'support']);
    // A plain account with a known password and a live app session.
    const target = await insertOperator(t.database.db, [], { session: false, label: 'customer' });
    const appLogin = await t.call('POST', '/api/user/login', {
      body: { type: 'password', account: target.email, password: OPERATOR_PASSWORD },
    });
    expect(appLogin.body.code).toBe(1);
    const appToken = (appLogin.body.data as { token: string }).token;

    const locked = await t.call('POST', '/api/admin/users/lock', {
      token: admin.token,
      body: { user_id: target.userId, locked: true },
    });
    expect(locked.body.data).toMatchObject({ user_id: target.userId, sign_in_locked: true });

    const rows = await auditRows(t, admin.token);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      at: '2026-11-22T10:00:00.000Z',
      actor_id: admin.userId,
      action: 'user.lock',
      target: `user:${target.userId}`,
      before: { sign_in_locked: false, email: target.email },
      after: { sign_in_locked: true, email: target.email },
      ip: '127.0.0.1',
    });
    // Locking ended the app session and refuses a new one.
    expect((await t.call('GET', '/api/user/info', { token: appToken })).status).toBe(401);
    const again = await t.call('POST', '/api/user/login', {
      body: { type: 'password', account: target.email, password: OPERATOR_PASSWORD },
    });
    expect(again.body.data).toEqual({ reason: 'SIGN_IN_LOCKED' });

    await t.call('POST', '/api/admin/users/lock', {
      token: admin.token,
      body: { user_id: target.userId, locked: false },
    });
    const [unlock] = await auditRows(t, admin.token);
    expect(unlock).toMatchObject({
      action: 'user.unlock',
      before: { sign_in_locked: true },
      after: { sign_in_locked: false },
    });
  });

  it('answering feedback and publishing a notice in two languages are audited; users see them', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const user = await insertUserWithSession(t.database.db);
    await t.call('POST', '/api/feedback/submit', {
      token: user.token,
      body: { content: 'Hello?' },
    });
    const queue = await t.call<AdminFeedbackData>('GET', '/api/admin/feedback/list', {
      token: admin.token,
    });
    expect(queue.body.data.counts).toEqual({ open: 1, answered: 0 });
    const id = queue.body.data.list[0]!.id;
    const answered = await t.call('POST', '/api/admin/feedback/answer', {
      token: admin.token,
      body: { id, answer: 'Hi, how can we help?' },
    });
    expect(answered.body.data).toMatchObject({ id, answer: 'Hi, how can we help?' });
    const twice = await t.call('POST', '/api/admin/feedback/answer', {
      token: admin.token,
      body: { id, answer: 'Again' },
    });
    expect(twice.body.data).toEqual({ reason: 'FEEDBACK_ALREADY_ANSWERED' });

    const saved = await t.call<{ id: number }>('POST', '/api/admin/content/articles/save', {
      token: admin.token,
      body: {
        slug: 'maintenance-window',
        category: 'notice',
        texts: [
          {
            lang: 'en',
            title: 'Maintenance',
            summary: 'Sunday 02:00 UTC',
            body_markdown: 'Short.',
          },
          { lang: 'de', title: 'Wartung', summary: 'Sonntag 02:00 UTC', body_markdown: 'Kurz.' },
        ],
      },
    });
    expect(saved.body.code).toBe(1);

    const rows = await auditRows(t, admin.token);
    expect(rows.map((row) => [row.action, row.target])).toEqual([
      ['article.save', `article:${saved.body.data.id}`],
      ['feedback.answer', `feedback:${id}`],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]).toMatchObject({
      before: { answer: null },
      after: { answer: 'Hi, how can we help?' },
    });
    const filtered = await t.call<AdminAuditData>(
      'GET',
      '/api/admin/audit/list?action=feedback.answer',
      { token: admin.token },
    );
    expect(filtered.body.data.list.map((row) => row.action)).toEqual(['feedback.answer']);

    for (const [lang, title] of [
      ['de', 'Wartung'],
      ['en', 'Maintenance'],
    ] as const) {
      const news = await t.call<NewsListData>('GET', '/api/news/list?category=notice', { lang });
      expect(news.body.data.list.find((item) => item.slug === 'maintenance-window')).toMatchObject({
        title,
        lang,
        fallback: false,
      });
    }
  });

  it('the audit table refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin', 'support']);
    await t.call('POST', '/api/admin/users/lock', {
      token: admin.token,
      body: { user_id: admin.userId, locked: false },
    });
    const db = t.database.db;
    const refusal = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => null,
        (caught: unknown) => pgErrorOf(caught),
      );
      return error && `${error.code} ${error.constraint}`;
    };
    expect(await refusal(db.execute(sql`update audit_log set action = 'x'`))).toBe(
      '23514 audit_log_append_only',
    );
    expect(await refusal(db.execute(sql`delete from audit_log`))).toBe(
      '23514 audit_log_append_only',
    );
    expect(await refusal(db.execute(sql`truncate audit_log`))).toBe('23514 audit_log_append_only');
    expect(await auditRows(t, admin.token)).toHaveLength(1);
  });
});
