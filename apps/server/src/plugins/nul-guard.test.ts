import { describe, expect, it } from 'vitest';
import { createTestApp, insertUserWithSession } from '../../test/fixtures';
import { nulPath } from './nul-guard';

describe('U+0000 guard (product.md §17.5: feedback content with U+0000 answered 500)', () => {
  it('refuses a body string with U+0000 that the route schema accepts, naming the field', async () => {
    const t = await createTestApp();
    const alice = await insertUserWithSession(t.database.db);
    const res = await t.call('POST', '/api/feedback/submit', {
      token: alice.token,
      body: { content: '\u202e\u0000x' },
    });
    expect([res.status, res.body]).toEqual([
      200,
      {
        code: 0,
        msg: expect.any(String) as string,
        data: {
          reason: 'VALIDATION_FAILED',
          issues: [{ path: 'body.content', message: 'must not contain the character U+0000' }],
        },
      },
    ]);
    const list = await t.call('GET', '/api/feedback/list', { token: alice.token });
    expect(list.body.code).toBe(1);
  });

  it('finds U+0000 in nested values and keys, and nothing in clean input', () => {
    expect(nulPath({ a: [{ b: 'x\u0000' }] }, 'body')).toBe('body.a.0.b');
    expect(nulPath({ ['k\u0000']: 1 }, 'query')).toBe('query.k\u0000');
    expect(nulPath({ a: 'clean', b: [1, null, { c: 'ok' }] }, 'body')).toBeNull();
    expect(nulPath(undefined, 'body')).toBeNull();
  });
});
