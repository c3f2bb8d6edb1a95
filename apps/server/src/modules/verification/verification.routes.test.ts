import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatMessage, LANGUAGES, type VerificationCenterData } from '@waihui/contracts';
import { users } from '../../db/schema';
import {
  createTestApp,
  insertSession,
  insertUserWithSession,
  type TestApp,
  type TestUser,
} from '../../../test/fixtures';
import { insertOperator } from '../backoffice/backoffice.fixtures';
import { RULE_MESSAGES } from '../../../test/messages';
import {
  GPS_POINTER_TAG,
  makeImage,
  makeJpegWithGps,
  uploadFile,
  validForm,
} from './verification.fixtures';

async function start(config: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    config: {
      DEMO_MODE: 'false',
      ID_PHOTO_DIR: mkdtempSync(path.join(tmpdir(), 'waihui-id-photos-')),
      ID_PHOTO_LINK_TTL_SECONDS: '300',
      ...config,
    },
  });
}

async function center(t: TestApp, user: TestUser) {
  return t.call<VerificationCenterData>('GET', '/api/user_real/center', { token: user.token });
}

async function submit(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  return t.call<VerificationCenterData>('POST', '/api/user_real/real_name', {
    token: user.token,
    body,
  });
}

async function fetchLink(t: TestApp, url: string, user: TestUser) {
  return t.app.inject({ method: 'GET', url, headers: user.auth });
}

/** A reviewer (role compliance) signed in twice: a user session, and `operatorToken` for the back-office. */
async function makeOperator(t: TestApp): Promise<TestUser & { operatorToken: string }> {
  const operator = await insertOperator(t.database.db, ['compliance'], { label: 'operator' });
  return {
    ...(await insertSession(t.database.db, operator.userId)),
    operatorToken: operator.token,
  };
}

describe('POST /api/user_real/upload_photo', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'accepts a real %s and stores it as JPEG',
    async (format) => {
      const t = await start();
      const alice = await insertUserWithSession(t.database.db);
      const res = await uploadFile(t, alice, await makeImage(format, 40, 30), {
        filename: `id.${format}`,
        contentType: `image/${format}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(1);
      expect(res.body.data).toMatchObject({ width: 40, height: 30 });
      expect(res.body.data.photo_id).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  async function refusalsInEveryLanguage(
    bytes: Buffer,
    filename: string,
    contentType: string,
    reason: string,
    params: Record<string, string> = {},
  ): Promise<void> {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    for (const lang of LANGUAGES) {
      const res = await uploadFile(t, alice, bytes, { filename, contentType, lang });
      expect(res.body.code).toBe(0);
      expect(res.body.data.reason).toBe(reason);
      expect(res.body.msg).toBe(formatMessage(RULE_MESSAGES[lang][reason] ?? '?', params));
    }
  }

  it('refuses a PDF renamed to .jpg, whatever it declares, in every language', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
    await refusalsInEveryLanguage(pdf, 'passport.jpg', 'image/jpeg', 'PHOTO_TYPE_NOT_ALLOWED');
  });

  it('refuses an HTML file declared as a PNG', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    await refusalsInEveryLanguage(html, 'front.png', 'image/png', 'PHOTO_TYPE_NOT_ALLOWED');
  });

  it('refuses a file over 5 MiB', async () => {
    const jpeg = await makeImage('jpeg');
    const oversize = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length, 0)]);
    expect(oversize.length).toBe(5 * 1024 * 1024 + 1);
    await refusalsInEveryLanguage(oversize, 'big.jpg', 'image/jpeg', 'PHOTO_TOO_LARGE', {
      max_mb: '5',
    });
  });

  it('refuses a zero-byte file', async () => {
    await refusalsInEveryLanguage(Buffer.alloc(0), 'empty.jpg', 'image/jpeg', 'PHOTO_EMPTY');
  });

  it('refuses a damaged JPEG (right magic bytes, nothing decodable)', async () => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await uploadFile(t, alice, broken);
    expect(res.body.data.reason).toBe('PHOTO_UNREADABLE');
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'x'],
    [
      'cut off inside the file part',
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    ],
  ])('answers a multipart body %s with PHOTO_REQUIRED, not a 500', async (_, type, payload) => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user_real/upload_photo',
      headers: { ...alice.auth, 'content-type': type, lang: 'en' },
      payload,
    });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { code: 0, msg: RULE_MESSAGES.en.PHOTO_REQUIRED, data: { reason: 'PHOTO_REQUIRED' } },
    ]);
  });

  it('removes the EXIF GPS position (and all other metadata) before storing', async () => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const original = await makeJpegWithGps();
    const originalExif = (await sharp(original).metadata()).exif;
    expect(originalExif?.includes(GPS_POINTER_TAG)).toBe(true);

    const submitted = await submit(t, alice, await validForm(t, alice));
    expect(submitted.body.code).toBe(1);
    // Upload the GPS photo and read it back through a signed link of a fresh submission.
    const uploaded = await uploadFile(t, alice, original);
    const photoId = uploaded.body.data.photo_id as string;
    const link = t.app.verification.deps.links.sign(photoId, alice.userId, t.clock.now());
    const res = await fetchLink(t, link.url, alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(res.rawPayload).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
  });
});

describe('signed photo links', () => {
  it('work for the owner until they expire, never for another user or without a token', async () => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db, { label: 'alice' });
    const bob = await insertUserWithSession(t.database.db, { label: 'bob' });
    await submit(t, alice, await validForm(t, alice));
    const details = (await center(t, alice)).body.data.details;
    const url = details?.front_photo.url ?? '';
    expect(url).toMatch(/^\/api\/user_real\/photo\?id=[0-9a-f-]{36}&expires=\d+&sig=[\w-]+$/);
    expect(details?.front_photo.expires_at).toBe('2026-11-22T10:05:00.000Z');

    expect((await fetchLink(t, url, alice)).statusCode).toBe(200);
    const byBob = await fetchLink(t, url, bob);
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json()).toMatchObject({ code: 0, data: { reason: 'PHOTO_LINK_INVALID' } });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // An altered expiry breaks the signature.
    const stretched = url.replace(/expires=\d+/, 'expires=4102444800');
    expect((await fetchLink(t, stretched, alice)).statusCode).toBe(403);

    t.clock.advanceSeconds(299);
    expect((await fetchLink(t, url, alice)).statusCode).toBe(200);
    t.clock.advanceSeconds(1);
    const expired = await fetchLink(t, url, alice);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ data: { reason: 'PHOTO_LINK_INVALID' } });
  });

  it('reach operators only through links made for them by the review queue', async () => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const operator = await makeOperator(t);
    await submit(t, alice, await validForm(t, alice));
    const ownersUrl = (await center(t, alice)).body.data.details?.front_photo.url ?? '';
    expect((await fetchLink(t, ownersUrl, operator)).statusCode).toBe(403);

    const [pending] = await t.app.verification.listPending(operator.userId, 'en');
    expect(pending?.user_id).toBe(alice.userId);
    expect(pending?.details.id_number_masked).toBe('TK*****67');
    const operatorsUrl = pending?.details.back_photo.url ?? '';
    expect(operatorsUrl).toMatch(/^\/api\/admin\/verifications\/photo\?id=/);
    const byOperator = { authorization: `Bearer ${operator.operatorToken}` };
    const opened = await t.app.inject({ method: 'GET', url: operatorsUrl, headers: byOperator });
    expect(opened.statusCode).toBe(200);
    expect((await fetchLink(t, operatorsUrl, operator)).statusCode).toBe(403);
    // The user route serves the owner's photo only: a link signed for the reviewer's user session,
    // or for a plain user, to someone else's photo is refused, whatever roles the viewer holds.
    const photoId = pending?.details.front_photo.url.match(/id=([0-9a-f-]+)/)?.[1] ?? '';
    const bob = await insertUserWithSession(t.database.db);
    for (const viewer of [operator, bob]) {
      const forged = t.app.verification.deps.links.sign(photoId, viewer.userId, t.clock.now());
      const refused = await fetchLink(t, forged.url, viewer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ data: { reason: 'PHOTO_LINK_INVALID' } });
    }
  });
});

describe('POST /api/user_real/real_name and GET /api/user_real/center', () => {
  it('answers unverified before any submission', async () => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const res = await center(t, alice);
    expect(res.body.data).toEqual({
      status: 'unverified',
      rejection_reason: null,
      submitted_at: null,
      reviewed_at: null,
      details: null,
    });
  });

  it('stores a normalised submission as pending and shows the ID number masked only', async () => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const res = await submit(t, alice, await validForm(t, alice));
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      rejection_reason: null,
      submitted_at: '2026-11-22T10:00:00.000Z',
      reviewed_at: null,
      details: {
        country: 'DE',
        country_name: 'Germany',
        name: 'Hanako Yamada',
        gender: 'female',
        birth_date: '1990-04-01',
        id_type: 'passport',
        id_number_masked: 'TK*****67',
      },
    });
    const shown = await center(t, alice);
    expect(shown.body.data.details?.id_number_masked).toBe('TK*****67');
    expect(shown.raw.body.includes('TK1234567')).toBe(false);
    expect(shown.raw.headers['cache-control']).toBe('no-store');
  });

  it('refuses anyone under 18 on the day (T0 is 2026-11-22), with the age in the message', async () => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const young = await submit(t, alice, await validForm(t, alice, { birth_date: '2008-11-23' }));
    expect(young.body.data.reason).toBe('UNDER_MIN_AGE');
    expect(young.body.msg).toBe('You must be at least 18 years old to verify your identity');
    const justEighteen = await submit(
      t,
      alice,
      await validForm(t, alice, { birth_date: '2008-11-22' }),
    );
    expect(justEighteen.body.data.status).toBe('pending');
  });

  it.each([
    [{ name: ' ' }, 'REAL_NAME_REQUIRED'],
    [{ gender: 'other' }, 'GENDER_REQUIRED'],
    [{ birth_date: '1990-02-30' }, 'BIRTH_DATE_INVALID'],
    [{ id_type: 'visa' }, 'ID_TYPE_REQUIRED'],
    [{ id_number: 'AB<1234>' }, 'ID_NUMBER_INVALID'],
    [{ country: 'XX' }, 'INVALID_COUNTRY'],
  ])('refuses %j with %s', async (override, reason) => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const res = await submit(t, alice, await validForm(t, alice, override));
    expect(res.body.data.reason).toBe(reason);
    expect((await center(t, alice)).body.data.status).toBe('unverified');
  });

  it('refuses an identity document issued by a barred country, naming it, as registration does', async () => {
    const t = await start({ BARRED_COUNTRIES: 'KP,US' });
    const alice = await insertUserWithSession(t.database.db);
    const barred = await submit(t, alice, await validForm(t, alice, { country: 'US' }));
    expect(barred.body).toMatchObject({
      code: 0,
      msg: 'Identity documents issued by United States cannot be accepted under our terms of service',
      data: { reason: 'ID_COUNTRY_BARRED', country: 'US' },
    });
    expect((await center(t, alice)).body.data.status).toBe('unverified');
    const allowed = await submit(t, alice, await validForm(t, alice, { country: 'DE' }));
    expect(allowed.body.data.status).toBe('pending');
  });

  it('goes pending → rejected with a reason → pending again → verified, and no further', async () => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const operator = await makeOperator(t);
    const service = t.app.verification;

    await submit(t, alice, await validForm(t, alice));
    const pendingInfo = await t.call('GET', '/api/user/info', { token: alice.token });
    expect(pendingInfo.body.data.verification_status).toBe('pending');
    const again = await submit(t, alice, await validForm(t, alice));
    expect(again.body.data.reason).toBe('VERIFICATION_PENDING');

    const [first] = await service.listPending(operator.userId, 'en');
    await expect(service.reject(first?.id ?? '', operator.userId, '  ')).rejects.toMatchObject({
      reason: 'REJECTION_REASON_REQUIRED',
    });
    t.clock.advanceSeconds(60);
    await service.reject(first?.id ?? '', operator.userId, '  The back photo is blurred ');
    const rejected = (await center(t, alice)).body.data;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The back photo is blurred',
      reviewed_at: '2026-11-22T10:01:00.000Z',
    });
    expect(await service.isIdentityVerified(alice.userId)).toBe(false);
    await expect(service.approve(first?.id ?? '', operator.userId)).rejects.toMatchObject({
      reason: 'VERIFICATION_NOT_PENDING',
    });

    t.clock.advanceSeconds(60);
    const resubmitted = await submit(t, alice, await validForm(t, alice, { id_type: 'id_card' }));
    expect(resubmitted.body.data).toMatchObject({ status: 'pending', rejection_reason: null });
    const [second] = await service.listPending(operator.userId, 'en');
    expect(second?.id).not.toBe(first?.id);
    await service.approve(second?.id ?? '', operator.userId);
    expect((await center(t, alice)).body.data.status).toBe('verified');
    expect(await service.isIdentityVerified(alice.userId)).toBe(true);
    expect(await service.listPending(operator.userId, 'en')).toEqual([]);

    const info = await t.call('GET', '/api/user/info', { token: alice.token });
    expect(info.body.data.verification_status).toBe('verified');

    const afterApproval = await submit(t, alice, await validForm(t, alice));
    expect(afterApproval.body.data.reason).toBe('VERIFICATION_ALREADY_APPROVED');
  });

  it("keeps another user's photos and status out of reach", async () => {
    const t = await start();
    const alice = await insertUserWithSession(t.database.db);
    const bob = await insertUserWithSession(t.database.db);
    const aliceForm = await validForm(t, alice);
    await submit(t, alice, aliceForm);
    expect((await center(t, bob)).body.data.status).toBe('unverified');
    const stolen = await submit(t, bob, {
      ...(await validForm(t, bob)),
      front_photo_id: aliceForm.front_photo_id,
    });
    expect(stolen.body.data.reason).toBe('PHOTO_NOT_FOUND');
  });
});

describe('POST /api/dev/verification/approve', () => {
  it('approves the pending verification of a login account when EXPOSE_OUTBOX is on', async () => {
    const t = await start({ EXPOSE_OUTBOX: 'true' });
    const alice = await insertUserWithSession(t.database.db);
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, alice.userId));
    const account = row?.email ?? '';
    const none = await t.call('POST', '/api/dev/verification/approve', { body: { account } });
    expect(none.status).toBe(404);
    await submit(t, alice, await validForm(t, alice));
    const res = await t.call('POST', '/api/dev/verification/approve', { body: { account } });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'verified' } });
    expect((await center(t, alice)).body.data.status).toBe('verified');
  });

  it('does not exist when EXPOSE_OUTBOX is off', async () => {
    const t = await start();
    const res = await t.call('POST', '/api/dev/verification/approve', {
      body: { account: 'a@example.com' },
    });
    expect(res.status).toBe(404);
    expect(res.body.data.reason).toBe('NOT_FOUND');
  });
});
