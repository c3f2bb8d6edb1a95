import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { createTestDatabase } from '../../../../test/fixtures';
import { outboxMessages } from '../../../db/schema';

let closing: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closing?.();
  closing = undefined;
});

describe('outbox sender (product.md §15.9)', () => {
  it('keeps the message in the outbox and logs that it did, never the code', async () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk.toString('utf8'));
        callback();
      },
    });
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database, logStream: stream });
    await app.ready();
    closing = () => app.close();

    const res = await app.inject({
      method: 'POST',
      url: '/api/notify/send_email',
      payload: { purpose: 'register', email: 'log@example.com' },
    });
    expect(res.json<{ code: number }>().code).toBe(1);
    const [kept] = await database.db.select().from(outboxMessages);
    const code = /\b(\d{6})\b/.exec(kept!.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const log = chunks.join('');
    const outboxLine = log.split('\n').find((line) => line.includes('outbox: message not sent'));
    expect(JSON.parse(outboxLine!)).toMatchObject({ channel: 'email', purpose: 'register' });
    // As a whole number: a log line's epoch milliseconds may hold the same six digits inside.
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});
