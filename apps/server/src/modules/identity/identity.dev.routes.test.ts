import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  createTestApp,
  latestCode,
  solveCaptcha,
  emailRegistrationBody,
} from '../../../test/fixtures';

interface OutboxData {
  channel: string;
  destination: string;
  subject: string | null;
  body: string;
  code: string | null;
  created_at: string;
}

describe('dev routes (EXPOSE_OUTBOX or DEMO_MODE)', () => {
  it('are not there without EXPOSE_OUTBOX or DEMO_MODE: 404 for all three', async () => {
    const t = await createTestApp({ config: { DEMO_MODE: 'false' } });
    await t.call('POST', '/api/notify/send_email', {
      body: { purpose: 'register', email: 'off@example.com' },
    });
    const outbox = await t.call('GET', '/api/dev/outbox?to=off@example.com');
    expect(outbox.status).toBe(404);
    expect(outbox.body).toEqual({ code: 0, msg: 'Not found', data: { reason: 'NOT_FOUND' } });
    const inbox = await t.call('GET', '/api/dev/inbox?to=off@example.com');
    expect(inbox.status).toBe(404);
    expect(inbox.body).toEqual({ code: 0, msg: 'Not found', data: { reason: 'NOT_FOUND' } });
    const captcha = await t.call<{ captcha_key: string }>('GET', '/captcha/api/flat');
    const answer = await t.call('GET', `/api/dev/captcha?key=${captcha.body.data.captcha_key}`);
    expect(answer.status).toBe(404);
  });

  it('answer only clients on this machine: from another address all five are 404, as if not there', async () => {
    const t = await createTestApp({ config: { DEMO_MODE: 'true', EXPOSE_OUTBOX: 'true' } });
    const email = 'far.away@example.com';
    await t.call('POST', '/api/notify/send_email', { body: { purpose: 'register', email } });
    const from = async (remoteAddress: string, method: 'GET' | 'POST', url: string) => {
      const res = await t.app.inject({
        method,
        url,
        remoteAddress,
        payload: method === 'POST' ? {} : undefined,
      });
      return [res.statusCode, res.json<{ data: { reason?: string } }>().data.reason ?? 'ok'];
    };
    const dev = [
      ['GET', `/api/dev/outbox?to=${email}`],
      ['GET', `/api/dev/inbox?to=${email}`],
      ['GET', '/api/dev/captcha?key=00000000-0000-0000-0000-000000000000'],
      ['POST', '/api/dev/feed/step'],
      ['POST', '/api/dev/verification/approve'],
    ] as const;
    for (const address of ['203.0.113.9', '::ffff:198.51.100.7', '2001:db8::1']) {
      const answers = await Promise.all(dev.map(([method, url]) => from(address, method, url)));
      expect(answers).toEqual(dev.map(() => [404, 'NOT_FOUND']));
    }
    // This machine, as IPv4, IPv4-in-IPv6 and IPv6: the outbox and inbox answer.
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) {
      expect(await from(address, 'GET', `/api/dev/outbox?to=${email}`)).toEqual([200, 'ok']);
      expect(await from(address, 'GET', `/api/dev/inbox?to=${email}`)).toEqual([200, 'ok']);
    }
  });

  it('in demo mode (EXPOSE_OUTBOX off), GET /api/dev/inbox lists the codes sent, newest first', async () => {
    const t = await createTestApp({ config: { DEMO_MODE: 'true', EXPOSE_OUTBOX: 'false' } });
    const email = 'demo.newcomer@example.com';
    await t.call('POST', '/api/notify/send_email', { body: { purpose: 'register', email } });
    const first = await latestCode(t, email);
    t.clock.advanceSeconds(61);
    await t.call('POST', '/api/notify/send_email', { body: { purpose: 'register', email } });
    const second = await latestCode(t, email);

    const res = await t.call<{ messages: OutboxData[] }>(
      'GET',
      '/api/dev/inbox?to=Demo.Newcomer@example.com',
    );
    expect(res.status).toBe(200);
    expect(res.raw.headers['cache-control']).toBe('no-store');
    expect(res.body.code).toBe(1);
    expect(
      res.body.data.messages.map((m) => [m.channel, m.destination, m.code, m.created_at]),
    ).toEqual([
      ['email', email, second, '2026-11-22T10:01:01.000Z'],
      ['email', email, first, '2026-11-22T10:00:00.000Z'],
    ]);
    expect(res.body.data.messages[0]?.subject).toBe(`Your Waihui verification code: ${second}`);

    // An address nothing was sent to: an empty inbox, not an error.
    const empty = await t.call<{ messages: OutboxData[] }>(
      'GET',
      '/api/dev/inbox?to=x@example.com',
    );
    expect(empty.body).toEqual({ code: 1, msg: 'Success', data: { messages: [] } });
    // The single-message route the browser tests use is there too.
    const latest = await t.call<OutboxData>('GET', `/api/dev/outbox?to=${email}`);
    expect(latest.body.data.code).toBe(second);
  });

  it('config refuses EXPOSE_OUTBOX in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://waihui@127.0.0.1/waihui',
      SMTP_URL: 'smtp://127.0.0.1:25',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
    };
    expect(() => loadConfig({ ...production, EXPOSE_OUTBOX: 'true' })).toThrow(
      /EXPOSE_OUTBOX: reveals codes and captchas; not allowed in production/,
    );
    expect(loadConfig(production).EXPOSE_OUTBOX).toBe(false);
  });

  it('when on, GET /api/dev/outbox answers the newest message to an address, with its code', async () => {
    const t = await createTestApp({ config: { EXPOSE_OUTBOX: 'true' } });
    const sent = await t.call('POST', '/api/notify/send_email', {
      body: { purpose: 'register', email: 'Dev.Reader@Example.com' },
    });
    expect(sent.body.code).toBe(1);
    const expected = await latestCode(t, 'dev.reader@example.com');

    // Any capitalisation of the address finds it (addresses are stored lower-cased).
    const res = await t.call<OutboxData>('GET', '/api/dev/outbox?to=DEV.reader@example.com');
    expect(res.status).toBe(200);
    expect(res.raw.headers['cache-control']).toBe('no-store');
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      channel: 'email',
      destination: 'dev.reader@example.com',
      subject: `Your Waihui verification code: ${expected}`,
      code: expected,
      created_at: '2026-11-22T10:00:00.000Z',
    });
    expect(res.body.data.body).toContain(`Your registration code is ${expected}.`);

    // A newer code (after the 60 s resend interval) replaces it in the answer.
    t.clock.advanceSeconds(61);
    const resent = await t.call('POST', '/api/notify/send_email', {
      body: { purpose: 'register', email: 'dev.reader@example.com' },
    });
    expect(resent.body.code).toBe(1);
    const newer = await t.call<OutboxData>('GET', '/api/dev/outbox?to=dev.reader@example.com');
    expect(newer.body.data.created_at).toBe('2026-11-22T10:01:01.000Z');
    expect(newer.body.data.code).toBe(await latestCode(t, 'dev.reader@example.com'));

    // SMS: the E.164 number, spaces allowed.
    await t.call('POST', '/api/notify/send_sms', {
      body: {
        purpose: 'register',
        phone: '01512 3456789',
        country: 'DE',
        ...(await solveCaptcha(t)),
      },
    });
    const sms = await t.call<OutboxData>(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent('+49 1512 3456789')}`,
    );
    expect(sms.body.data).toMatchObject({
      channel: 'sms',
      destination: '+4915123456789',
      subject: null,
      code: await latestCode(t, '+4915123456789'),
    });

    const none = await t.call('GET', '/api/dev/outbox?to=nobody@example.com');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ code: 0, msg: 'Not found', data: { reason: 'NOT_FOUND' } });
  });

  it('when on, GET /api/dev/captcha reads the answer without using it up; the check stays strict', async () => {
    const t = await createTestApp({ config: { EXPOSE_OUTBOX: 'true' } });
    const email = 'captcha.reader@example.com';
    await t.call('POST', '/api/notify/send_email', { body: { purpose: 'register', email } });
    const code = await latestCode(t, email);
    const register = (captcha_key: string, captcha: string) =>
      t.call('POST', '/api/user/register', {
        body: { ...emailRegistrationBody(email, code), captcha_key, captcha },
      });

    // A wrong answer still fails and still uses the captcha up.
    const first = await t.call<{ captcha_key: string }>('GET', '/captcha/api/flat');
    const firstKey = first.body.data.captcha_key;
    const peeked = await t.call<{ answer: string; expires_at: string }>(
      'GET',
      `/api/dev/captcha?key=${firstKey}`,
    );
    expect(peeked.body.data.answer).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(peeked.body.data.expires_at).toBe('2026-11-22T10:05:00.000Z');
    expect((await register(firstKey, 'zzzzz')).body.data.reason).toBe('CAPTCHA_WRONG');
    expect((await t.call('GET', `/api/dev/captcha?key=${firstKey}`)).body.data).toEqual({
      reason: 'NOT_FOUND',
    });

    // Peeking twice does not use it up; the answer then registers.
    const second = await t.call<{ captcha_key: string }>('GET', '/captcha/api/flat');
    const key = second.body.data.captcha_key;
    const answer = (await t.call<{ answer: string }>('GET', `/api/dev/captcha?key=${key}`)).body
      .data.answer;
    expect(
      (await t.call<{ answer: string }>('GET', `/api/dev/captcha?key=${key}`)).body.data,
    ).toMatchObject({ answer });
    const ok = await register(key, answer);
    expect(ok.body.code).toBe(1);

    expect((await t.call('GET', '/api/dev/captcha?key=not-a-key')).body.data).toEqual({
      reason: 'NOT_FOUND',
    });
  });
});
