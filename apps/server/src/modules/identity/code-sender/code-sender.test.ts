import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages, verificationCodes } from '../../../db/schema';
import { createTestApp, solveCaptcha, refusal } from '../../../../test/fixtures';
import { createCodeSenders } from './code-sender.config';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A local SMTP server on 127.0.0.1 (no TLS, no auth) that records what it receives. */
async function startSmtp(options: { reject?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(options.reject ? new Error('mailbox unavailable') : null);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  cleanups.push(() => new Promise<void>((resolve) => server.close(resolve)));
  return { url: `smtp://127.0.0.1:${port}`, received };
}

interface ReceivedSms {
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** A local HTTP "SMS provider" on 127.0.0.1 answering `status`. */
async function startSmsProvider(status: { code: number }) {
  const received: ReceivedSms[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      received.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      response.statusCode = status.code;
      response.end(status.code < 300 ? '{"ok":true}' : '{"error":"down"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/sms`, received };
}

/** The quoted-printable soft line breaks of a raw mail removed. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('SMTP delivery (SMTP_URL)', () => {
  it('e-mails the code through the SMTP server, not the outbox', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({
      config: { SMTP_URL: smtp.url, SMTP_FROM: 'Waihui <codes@waihui.test>' },
    });
    const res = await t.call('POST', '/api/notify/send_email', {
      body: { purpose: 'register', email: 'mail@example.com' },
    });
    expect(res.body.code).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('codes@waihui.test');
    expect(mail.to).toEqual(['mail@example.com']);
    const code = /Subject: Your Waihui verification code: (\d{6})/.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(unfold(mail.raw)).toContain(
      `[Waihui] Your registration code is ${code}. It is valid for 10 minutes.`,
    );
    expect(await t.database.db.select().from(outboxMessages)).toEqual([]);
  });

  it('a refusing SMTP server → CODE_DELIVERY_FAILED, and a retry is not "too soon"', async () => {
    const smtp = await startSmtp({ reject: true });
    const t = await createTestApp({ config: { SMTP_URL: smtp.url } });
    const send = () =>
      t.call('POST', '/api/notify/send_email', {
        body: { purpose: 'register', email: 'mail@example.com' },
      });
    expect((await send()).body).toEqual(
      refusal(
        'CODE_DELIVERY_FAILED',
        'We could not send the code just now, please try again later',
      ),
    );
    expect(await t.database.db.select().from(verificationCodes)).toEqual([]);
    expect((await send()).body.data).toEqual({ reason: 'CODE_DELIVERY_FAILED' });
  });
});

describe('HTTP SMS provider (SMS_WEBHOOK_URL)', () => {
  it('POSTs JSON {to, text, purpose, lang} with the bearer token', async () => {
    const provider = await startSmsProvider({ code: 200 });
    const t = await createTestApp({
      config: { SMS_WEBHOOK_URL: provider.url, SMS_WEBHOOK_TOKEN: 'provider-secret' },
    });
    const res = await t.call('POST', '/api/notify/send_sms', {
      body: {
        purpose: 'register',
        phone: '0151 2345 6789',
        country: 'DE',
        ...(await solveCaptcha(t)),
      },
      lang: 'zh-HK',
    });
    expect(res.body.data).toEqual({
      channel: 'sms',
      destination_masked: '+491****6789',
      expires_in_seconds: 600,
      resend_after_seconds: 60,
    });
    expect(provider.received).toHaveLength(1);
    const sms = provider.received[0]!;
    expect(sms.authorization).toBe('Bearer provider-secret');
    expect(sms.contentType).toBe('application/json');
    expect(sms.body).toEqual({
      to: '+4915123456789',
      text: expect.stringMatching(
        /^【Waihui】你的註冊驗證碼為\d{6}，10分鐘內有效。請勿告訴任何人，包括我們的職員。$/,
      ) as unknown,
      purpose: 'register',
      lang: 'zh-HK',
    });
    expect(await t.database.db.select().from(outboxMessages)).toEqual([]);
  });

  it('a failing provider → CODE_DELIVERY_FAILED; the code is dropped so the user may retry at once', async () => {
    const status = { code: 503 };
    const provider = await startSmsProvider(status);
    const t = await createTestApp({ config: { SMS_WEBHOOK_URL: provider.url } });
    const send = async () =>
      t.call('POST', '/api/notify/send_sms', {
        body: { purpose: 'register', phone: '+4915123456789', ...(await solveCaptcha(t)) },
      });
    expect((await send()).body.data).toEqual({ reason: 'CODE_DELIVERY_FAILED' });
    expect(provider.received[0]?.authorization).toBeUndefined();
    expect(await t.database.db.select().from(verificationCodes)).toEqual([]);
    status.code = 200;
    expect((await send()).body.code).toBe(1);
    expect(provider.received).toHaveLength(2);
  });

  it('e-mail still goes to the outbox when only SMS is configured', async () => {
    const provider = await startSmsProvider({ code: 200 });
    const t = await createTestApp({ config: { SMS_WEBHOOK_URL: provider.url } });
    await t.call('POST', '/api/notify/send_email', {
      body: { purpose: 'register', email: 'mail@example.com' },
    });
    expect(await t.database.db.select().from(outboxMessages)).toHaveLength(1);
    expect(provider.received).toEqual([]);
  });
});

describe('createCodeSenders', () => {
  it('picks SMTP / webhook when configured, else the outbox', async () => {
    const t = await createTestApp();
    const pick = (config: { SMTP_URL?: string; SMS_WEBHOOK_URL?: string }) => {
      const senders = createCodeSenders(
        {
          SMTP_FROM: 'Waihui <x@waihui.test>',
          SMS_WEBHOOK_TOKEN: undefined,
          SMTP_URL: undefined,
          SMS_WEBHOOK_URL: undefined,
          ...config,
        },
        t.database.db,
        t.app.log,
        t.clock.now,
      );
      return [senders.email.name, senders.sms.name];
    };
    expect(pick({})).toEqual(['outbox', 'outbox']);
    expect(pick({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual(['smtp', 'outbox']);
    expect(pick({ SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' })).toEqual(['outbox', 'sms-webhook']);
  });
});
