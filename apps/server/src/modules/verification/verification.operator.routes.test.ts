import { describe, expect, it } from 'vitest';
import type {
  AdminAuditData,
  AdminVerificationsData,
  VerificationCenterData,
} from '@waihui/contracts';
import { createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';
import { insertOperator, TEST_TOTP_KEY } from '../backoffice/backoffice.fixtures';
import { findUserView } from '../identity';
import { validForm } from './verification.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user who submitted the identity form: their id, token and the submission's id. */
async function applicant(t: TestApp, reviewerId: string) {
  const user = await insertUserWithSession(t.database.db);
  const res = await t.call('POST', '/api/user_real/real_name', {
    token: user.token,
    body: await validForm(t, user),
  });
  expect(res.body.code).toBe(1);
  const pending = await t.app.verification.listPending(reviewerId, 'en');
  const id = pending.find((row) => row.user_id === user.userId)!.id;
  return { ...user, verificationId: id };
}

async function center(t: TestApp, token: string): Promise<VerificationCenterData> {
  return (await t.call<VerificationCenterData>('GET', '/api/user_real/center', { token })).body
    .data;
}

describe('identity-verification queue (back-office)', () => {
  it('lists pending submissions oldest first, masked, with links made for the operator', async () => {
    const t = await createTestApp({ config: CONFIG });
    const reviewer = await insertOperator(t.database.db, ['compliance']);
    const first = await applicant(t, reviewer.userId);
    t.clock.advanceSeconds(60);
    const second = await applicant(t, reviewer.userId);

    const res = await t.call<AdminVerificationsData>('GET', '/api/admin/verifications/list', {
      token: reviewer.token,
    });
    const { list, counts } = res.body.data;
    expect(counts).toEqual({ pending: 2 });
    expect(list.map((row) => [row.id, row.user_id, row.submitted_at])).toEqual([
      [first.verificationId, first.userId, '2026-11-22T10:00:00.000Z'],
      [second.verificationId, second.userId, '2026-11-22T10:01:00.000Z'],
    ]);
    expect(list[0]!.details).toMatchObject({
      name: 'Hanako Yamada',
      id_type: 'passport',
      id_number_masked: 'TK*****67',
    });
    // The links point to the reviewer's photo route and open with this operator's token only.
    const url = list[0]!.details.front_photo.url;
    expect(url).toMatch(/^\/api\/admin\/verifications\/photo\?id=/);
    const photo = await t.app.inject({ method: 'GET', url, headers: bearer(reviewer.token) });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(photo.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const other = await insertOperator(t.database.db, ['compliance']);
    const borrowed = await t.app.inject({ method: 'GET', url, headers: bearer(other.token) });
    expect(borrowed.statusCode).toBe(403);
    const finance = await insertOperator(t.database.db, ['finance']);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(finance.token) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: first.auth })).statusCode).toBe(403);
    // Expired after the configured lifetime.
    t.clock.advanceSeconds(24 * 60 * 60);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: bearer(reviewer.token) })).statusCode,
    ).toBe(403);
  });

  it('pages the queue like the other queues: page and limit, has_more, the count of all', async () => {
    const t = await createTestApp({ config: CONFIG });
    const reviewer = await insertOperator(t.database.db, ['compliance']);
    const applicants = [];
    for (let i = 0; i < 3; i += 1) {
      applicants.push(await applicant(t, reviewer.userId));
      t.clock.advanceSeconds(60);
    }
    const page = async (query: string) =>
      (
        await t.call<AdminVerificationsData>('GET', `/api/admin/verifications/list?${query}`, {
          token: reviewer.token,
        })
      ).body.data;
    const first = await page('page=1&limit=2');
    expect([first.list.map((row) => row.user_id), first.page, first.limit, first.has_more]).toEqual(
      [[applicants[0]!.userId, applicants[1]!.userId], 1, 2, true],
    );
    expect(first.counts).toEqual({ pending: 3 });
    const second = await page('page=2&limit=2');
    expect([second.list.map((row) => row.user_id), second.has_more]).toEqual([
      [applicants[2]!.userId],
      false,
    ]);
    // Defaults: page 1 of 20.
    expect(await page('')).toMatchObject({ page: 1, limit: 20, has_more: false });
    expect((await page('')).list).toHaveLength(3);
    // More than 100 a page is refused by the contract.
    const tooMany = await t.call('GET', '/api/admin/verifications/list?limit=101', {
      token: reviewer.token,
    });
    expect(tooMany.body.data).toMatchObject({ reason: 'VALIDATION_FAILED' });
  });

  it('approve: the user is verified, the audit row holds before and after; a second decision is refused', async () => {
    const t = await createTestApp({ config: CONFIG });
    const reviewer = await insertOperator(t.database.db, ['compliance']);
    const user = await applicant(t, reviewer.userId);

    const approved = await t.call('POST', '/api/admin/verifications/approve', {
      token: reviewer.token,
      body: { id: user.verificationId },
    });
    expect(approved.body).toMatchObject({
      code: 1,
      data: {
        id: user.verificationId,
        user_id: user.userId,
        status: 'verified',
        rejection_reason: null,
        reviewed_at: '2026-11-22T10:00:00.000Z',
      },
    });
    expect((await center(t, user.token)).status).toBe('verified');
    expect(await t.app.verification.isIdentityVerified(user.userId)).toBe(true);

    const again = await t.call('POST', '/api/admin/verifications/reject', {
      token: reviewer.token,
      body: { id: user.verificationId, reason: 'Too late' },
    });
    expect(again.body.data).toEqual({ reason: 'VERIFICATION_NOT_PENDING' });

    const auditor = await insertOperator(t.database.db, ['admin']);
    const audit = await t.call<AdminAuditData>('GET', '/api/admin/audit/list', {
      token: auditor.token,
    });
    // Only the approval is logged: the refused reject changed nothing and left no row.
    expect(audit.body.data.list).toHaveLength(1);
    expect(audit.body.data.list[0]).toMatchObject({
      actor_id: reviewer.userId,
      action: 'verification.approve',
      target: `verification:${user.verificationId}`,
      before: { status: 'pending', rejection_reason: null, reviewed_at: null },
      after: {
        status: 'verified',
        rejection_reason: null,
        reviewed_at: '2026-11-22T10:00:00.000Z',
      },
      ip: '127.0.0.1',
    });
    const queue = await t.call<AdminVerificationsData>('GET', '/api/admin/verifications/list', {
      token: reviewer.token,
    });
    expect(queue.body.data).toEqual({
      list: [],
      counts: { pending: 0 },
      page: 1,
      limit: 20,
      has_more: false,
    });
  });

  it('the full ID number: shown to the compliance reviewer, each view an audit row without the number', async () => {
    const t = await createTestApp({ config: CONFIG });
    const reviewer = await insertOperator(t.database.db, ['compliance']);
    const user = await applicant(t, reviewer.userId);
    const owner = (await findUserView(t.database.db, user.userId))!;

    // The queue names the user by uid and e-mail and keeps the number masked.
    const queue = await t.call<AdminVerificationsData>('GET', '/api/admin/verifications/list', {
      token: reviewer.token,
    });
    expect(queue.body.data.list.map((row) => [row.user, row.details.id_number_masked])).toEqual([
      [{ uid: owner.uid, contact: owner.email }, 'TK*****67'],
    ]);

    const view = () =>
      t.call('POST', '/api/admin/verifications/id-number', {
        token: reviewer.token,
        body: { id: user.verificationId },
      });
    expect((await view()).body).toMatchObject({
      code: 1,
      data: { id: user.verificationId, id_type: 'passport', id_number: 'TK1234567' },
    });
    t.clock.advanceSeconds(30);
    expect((await view()).body.data).toEqual({
      id: user.verificationId,
      id_type: 'passport',
      id_number: 'TK1234567',
    });
    // Other roles never see it (the route answers the compliance role only).
    const finance = await insertOperator(t.database.db, ['finance', 'support']);
    const refused = await t.call('POST', '/api/admin/verifications/id-number', {
      token: finance.token,
      body: { id: user.verificationId },
    });
    expect(refused.status).toBe(403);
    const unknown = await t.call('POST', '/api/admin/verifications/id-number', {
      token: reviewer.token,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body.data).toEqual({ reason: 'NOT_FOUND' });

    const auditor = await insertOperator(t.database.db, ['admin']);
    const audit = await t.call<AdminAuditData>('GET', '/api/admin/audit/list', {
      token: auditor.token,
    });
    const reviewerLabel = await findUserView(t.database.db, reviewer.userId);
    // Two views, two rows (newest first); the refused ones left none; no row holds the number.
    expect(
      audit.body.data.list.map((row) => [
        row.at,
        row.actor,
        row.action,
        row.target,
        row.before,
        row.after,
      ]),
    ).toEqual(
      ['2026-11-22T10:00:30.000Z', '2026-11-22T10:00:00.000Z'].map((at) => [
        at,
        { uid: reviewerLabel!.uid, contact: reviewerLabel!.email },
        'verification.id_number_view',
        `verification:${user.verificationId}`,
        null,
        { viewed: 'id_number', user_id: user.userId },
      ]),
    );
    expect(JSON.stringify(audit.body.data)).not.toContain('1234567');
  });

  it('reject: the user sees the trimmed reason; an empty reason and an unknown id are refused', async () => {
    const t = await createTestApp({ config: CONFIG });
    const reviewer = await insertOperator(t.database.db, ['compliance']);
    const user = await applicant(t, reviewer.userId);

    const empty = await t.call('POST', '/api/admin/verifications/reject', {
      token: reviewer.token,
      body: { id: user.verificationId, reason: '   ' },
    });
    expect(empty.body.data).toEqual({ reason: 'REJECTION_REASON_REQUIRED' });
    const unknown = await t.call('POST', '/api/admin/verifications/approve', {
      token: reviewer.token,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect([unknown.status, unknown.body.data]).toEqual([200, { reason: 'NOT_FOUND' }]);

    const rejected = await t.call('POST', '/api/admin/verifications/reject', {
      token: reviewer.token,
      body: { id: user.verificationId, reason: '  The back photo is blurred ' },
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The back photo is blurred',
    });
    expect(await center(t, user.token)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The back photo is blurred',
    });
  });

  it('two operators deciding at once: one decision lands, the other is refused', async () => {
    const t = await createTestApp({ config: CONFIG });
    const a = await insertOperator(t.database.db, ['compliance']);
    const b = await insertOperator(t.database.db, ['compliance']);
    const user = await applicant(t, a.userId);
    const answers = await Promise.all([
      t.call('POST', '/api/admin/verifications/approve', {
        token: a.token,
        body: { id: user.verificationId },
      }),
      t.call('POST', '/api/admin/verifications/reject', {
        token: b.token,
        body: { id: user.verificationId, reason: 'Blurred' },
      }),
    ]);
    const codes = answers.map((res) => res.body.code).sort();
    expect(codes).toEqual([0, 1]);
    const refused = answers.find((res) => res.body.code === 0)!;
    expect(refused.body.data).toEqual({ reason: 'VERIFICATION_NOT_PENDING' });
  });
});
