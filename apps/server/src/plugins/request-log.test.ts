import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { appWithLogLines, createTestDatabase, insertUserWithSession } from '../../test/fixtures';
import { loggedUrl } from './request-log';

const PASSWORD = 'Hunter2-secret-pw';
const TOKEN = 'tok_9f8e7d6c5b4a39281706';
const CODE = '864209';
const CAPTCHA = 'xq7zk';

let closing: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closing?.();
  closing = undefined;
});

/** The real app at LOG_LEVEL info, its log lines (pino JSON) captured instead of printed. */
async function appWithLog(): Promise<{
  app: FastifyInstance;
  database: Database;
  lines: () => string[];
}> {
  const database: Database = await createTestDatabase();
  const { app, lines } = await appWithLogLines(database);
  // The database is this test file's (test/fixtures): emptied before the next test, closed after the file.
  closing = () => app.close();
  return { app, database, lines };
}

/** The request lines only, as { keys, msg }, the duration replaced by N so they compare exactly. */
function requestLines(lines: string[]): { keys: string[]; level: number; msg: string }[] {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => typeof entry.msg === 'string' && / \d+ms user=/.test(entry.msg))
    .map((entry) => ({
      keys: Object.keys(entry).sort(),
      level: entry.level as number,
      msg: (entry.msg as string).replace(/ \d+ms /, ' Nms '),
    }));
}

describe('request log (product.md §17.6)', () => {
  it('writes one line per API request, without health checks or secrets', async () => {
    const { app, lines } = await appWithLog();

    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { cookie: `session=${TOKEN}` },
      payload: { type: 'password', account: 'nobody@example.com', password: PASSWORD },
    });
    await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { type: 'code', account: 'nobody@example.com', code: CODE },
    });
    await app.inject({
      method: 'POST',
      url: '/api/notify/send_email',
      payload: { purpose: 'register', email: 'new@example.com' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        type: 'email',
        email: 'new@example.com',
        country: 'DE',
        password: PASSWORD,
        confirm_password: PASSWORD,
        code: CODE,
        terms_accepted: true,
        captcha_key: 'k1',
        captcha: CAPTCHA,
      },
    });
    await app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    await app.inject({
      method: 'GET',
      url: `/api/nothing-here?lang=de&code=${CODE}&reset_token=${TOKEN}&password=${PASSWORD}`,
    });

    expect(requestLines(lines())).toEqual(
      [
        'POST /api/user/login 200 Nms user=-',
        'POST /api/user/login 200 Nms user=-',
        'POST /api/notify/send_email 200 Nms user=-',
        'POST /api/user/register 200 Nms user=-',
        'GET /api/user/info 401 Nms user=-',
        'GET /api/nothing-here?lang=de&code=***&reset_token=***&password=*** 404 Nms user=-',
      ].map((msg) => ({
        keys: ['hostname', 'level', 'msg', 'pid', 'reqId', 'time'],
        level: 30,
        msg,
      })),
    );
    // The code the server generated is only in the outbox channel's own line (demo delivery);
    // the secrets the client sent appear nowhere.
    const text = lines().join('\n');
    for (const secret of [PASSWORD, TOKEN, CODE, CAPTCHA]) expect(text).not.toContain(secret);
    expect(text).not.toContain('authorization');
    expect(text).not.toContain('cookie');
  });

  it('names the user of an authenticated request', async () => {
    const { app, database, lines } = await appWithLog();
    const user = await insertUserWithSession(database.db);
    const res = await app.inject({ method: 'GET', url: '/api/user/info', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(requestLines(lines()).map((line) => line.msg)).toEqual([
      `GET /api/user/info 200 Nms user=${user.userId}`,
    ]);
    expect(lines().join('\n')).not.toContain(user.token);
  });
});

describe('loggedUrl', () => {
  it('keeps the path and harmless query values, masks secret-looking keys', () => {
    expect(loggedUrl('/api/market/deal?symbol=EURUSD&limit=20')).toBe(
      '/api/market/deal?symbol=EURUSD&limit=20',
    );
    expect(loggedUrl('/api/dev/captcha?key=abc&t=1')).toBe('/api/dev/captcha?key=***&t=1');
    expect(loggedUrl('/x?Code=1&PassWord=2&access_token=3&captcha=4&to=a%40b.c')).toBe(
      '/x?Code=***&PassWord=***&access_token=***&captcha=***&to=a%40b.c',
    );
    expect(loggedUrl('/api/user/info')).toBe('/api/user/info');
    // A signed photo link: whoever reads the log must not be able to open the photo.
    expect(loggedUrl('/api/verification/photo?id=p1&expires=1795000000&sig=AbC-_1')).toBe(
      '/api/verification/photo?id=p1&expires=1795000000&sig=***',
    );
    expect(loggedUrl('/x?signature=s&design=d')).toBe('/x?signature=***&design=d');
  });
});
