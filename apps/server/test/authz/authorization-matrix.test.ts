import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type ApiRoute } from '@waihui/contracts';
import { T0, createTestApp, insertUserWithSession, type TestApp, type TestUser } from '../fixtures';
import { REPLAY, step, trader } from '../../src/modules/trading/trading.fixtures';
import { AUTHORIZATION_MATRIX, tokenRoutes } from './authorization-matrix';

/*
 * product.md §17.5: every route that takes a token × (no token, garbage, expired, logged out, a user token on
 * operator routes, another user's ids) → 401 / code 999, 403 FORBIDDEN for the role, or a not-found
 * identical to the one for an id that never existed. Generated from the contracts' route table.
 */

const ALL = Object.values(routes) as ApiRoute[];
const NEVER_EXISTED = 2_000_000_000;
/** For a field whose ids are UUIDs (verification photos). */
const NEVER_EXISTED_UUID = '00000000-0000-4000-8000-00000000dead';

interface Answer {
  status: number;
  body: { code?: number; msg?: string; data?: { reason?: string } | null };
}

async function send(
  t: TestApp,
  route: ApiRoute,
  input: Record<string, unknown> | string,
  authorization: string | undefined,
): Promise<Answer> {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  let url = route.path;
  let payload: string | undefined;
  if (route.method === 'GET') {
    const query =
      typeof input === 'string'
        ? input
        : new URLSearchParams(
            Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString();
    if (query !== '') url = `${url}?${query}`;
  } else {
    payload = typeof input === 'string' ? input : JSON.stringify(input);
    headers['content-type'] = 'application/json';
  }
  const res = await t.app.inject({
    method: route.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, body: res.json() };
}

const MALFORMED: Record<'GET' | 'BODY', string> = {
  GET: 'limit=-1&page=abc&id=x',
  BODY: '{"broken":',
};

let t: TestApp;
let attacker: TestUser;
let badCredentials: { name: string; header: string | undefined }[];

beforeAll(async () => {
  // The trading replay feed; per-route limits out of the way (the matrix sends many bad requests).
  t = await createTestApp({
    config: {
      MARKET_FEED: REPLAY,
      DEMO_MODE: 'false',
      RATE_LIMIT_CODE_PER_MINUTE: '100000',
      RATE_LIMIT_FUND_PASSWORD_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    },
  });
  step(t, 2); // quotes for BTCUSD and ETHUSD
  attacker = await trader(t, '100000');
  const expired = await insertUserWithSession(t.database.db, {
    expiresAt: new Date(T0.getTime() - 1000),
  });
  const loggedOut = await insertUserWithSession(t.database.db);
  const logout = await t.call('POST', '/api/user/logout', { token: loggedOut.token });
  expect(logout.body.code).toBe(1);
  badCredentials = [
    { name: 'no token', header: undefined },
    { name: 'garbage bearer', header: 'Bearer not-a-real-token' },
    { name: 'garbage bare', header: 'not-a-real-token' },
    { name: 'oversize', header: `Bearer ${'x'.repeat(300)}` },
    { name: 'basic auth', header: 'Basic dXNlcjpwYXNz' },
    { name: 'expired', header: `Bearer ${expired.token}` },
    { name: 'logged out', header: `Bearer ${loggedOut.token}` },
  ];
});

describe('authorisation matrix (product.md §17.5)', () => {
  it('has an entry for every route that takes a token, and none for a route that is gone', () => {
    const needed = tokenRoutes(ALL).map((route) => route.operationId);
    expect(needed.filter((key) => !(key in AUTHORIZATION_MATRIX))).toEqual([]);
    expect(Object.keys(AUTHORIZATION_MATRIX).filter((key) => !needed.includes(key))).toEqual([]);
  });

  describe.each(tokenRoutes(ALL).map((route) => [route.operationId, route] as const))(
    '%s',
    (key, route) => {
      const entry = AUTHORIZATION_MATRIX[key];

      it('refuses missing, garbage, expired and logged-out tokens', async () => {
        expect(entry, `${key}: add an entry to test/authz/authorization-matrix.ts`).toBeDefined();
        const malformed = MALFORMED[route.method === 'GET' ? 'GET' : 'BODY'];
        for (const input of [entry!.input, malformed]) {
          const anonymous = await send(t, route, input, undefined);
          for (const { name, header } of badCredentials) {
            const answer = await send(t, route, input, header);
            const refused =
              answer.status === 401 &&
              answer.body.code === 999 &&
              answer.body.data?.reason === 'UNAUTHENTICATED';
            if (route.auth === 'optional') {
              // A public route: a bad token may read as anonymous, never as anyone else.
              expect(
                refused || JSON.stringify(answer) === JSON.stringify(anonymous),
                `${name}: ${JSON.stringify(answer)}`,
              ).toBe(true);
            } else {
              expect(
                refused,
                `${name} with ${JSON.stringify(input)}: ${JSON.stringify(answer)}`,
              ).toBe(true);
            }
          }
        }
      });

      if (typeof route.auth === 'object') {
        it('refuses a user token on an operator route with 403 FORBIDDEN', async () => {
          const answer = await send(t, route, entry?.input ?? {}, `Bearer ${attacker.token}`);
          expect([answer.status, answer.body.data?.reason]).toEqual([403, 'FORBIDDEN']);
        });
      }

      for (const [field, make] of Object.entries(entry?.owned ?? {})) {
        it(`answers another user's ${field} exactly like one that never existed`, async () => {
          // A fresh owner per field: one maker's state never reaches another's.
          const owner = await trader(t, '100000');
          const victimsId = await make(t, owner);
          const never = typeof victimsId === 'string' ? NEVER_EXISTED_UUID : NEVER_EXISTED;
          const attackersInput = (await entry!.ownInput?.(t, attacker)) ?? entry!.input;
          const withVictims = await send(
            t,
            route,
            { ...attackersInput, [field]: victimsId },
            `Bearer ${attacker.token}`,
          );
          const withNone = await send(
            t,
            route,
            { ...attackersInput, [field]: never },
            `Bearer ${attacker.token}`,
          );
          expect(withVictims.body.code).toBe(0);
          expect(withVictims).toEqual(withNone);
          // The owner still reaches it: the refusal was about who asked, not a broken id.
          const ownersInput = (await entry!.ownInput?.(t, owner)) ?? entry!.input;
          const own = await send(
            t,
            route,
            { ...ownersInput, [field]: victimsId },
            `Bearer ${owner.token}`,
          );
          expect(own.body.code, JSON.stringify(own.body)).toBe(1);
        });
      }
    },
  );
});
