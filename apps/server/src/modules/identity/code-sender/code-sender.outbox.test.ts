import { afterEach, describe, expect, it } from 'vitest';
import { appWithLogLines, createTestDatabase } from '../../../../test/fixtures';
import { outboxMessages } from '../../../db/schema';

let closing: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closing?.();
  closing = undefined;
});

describe('outbox sender (product.md §15.9)', () => {
  it('keeps the message in the outbox and logs that it did, never the code', async () => {
    const database = await createTestDatabase();
    const { app, lines } = await appWithLogLines(database, { LOG_LEVEL: 'trace' });
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

    const outboxLine = lines().find((line) => line.includes('outbox: message not sent'));
    expect(JSON.parse(outboxLine!)).toMatchObject({ channel: 'email', purpose: 'register' });
    // As a whole number: a log line's epoch milliseconds may hold the same six digits inside.
    expect(lines().join('\n')).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});
