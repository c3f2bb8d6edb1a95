import { expect } from 'vitest';
import type { SpotHistoryData, SpotSubmitData } from '@waihui/contracts';
import { creditDeposit } from '../ledger';
import { createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';

/* Tests only: the spot module's fixtures (fixtures/README.md describes the replay file). */

export const SPOT_REPLAY = 'replay:apps/server/src/modules/spot/fixtures/spot.jsonl';

/** The app on the spot replay fixture, stepped by hand; outside demo mode. */
export function spotApp(): Promise<TestApp> {
  return createTestApp({ config: { MARKET_FEED: SPOT_REPLAY, DEMO_MODE: 'false' } });
}

/** A user with `usd` in the coin account. */
export async function spotUser(t: TestApp, usd: string) {
  const user = await insertUserWithSession(t.database.db);
  await creditDeposit(t.database.db, {
    userId: user.userId,
    currency: 'USD',
    amount: usd,
    idempotencyKey: `test:${user.userId}`,
  });
  return user;
}

/** Plays the next `ticks` quotes and waits until the spot engine has filled what they crossed. */
export async function stepSpot(t: TestApp, ticks: number): Promise<void> {
  expect(t.app.market.replayFeed().step(ticks)).toBe(ticks);
  await t.app.spot.engine.idle();
}

export function submitSpot(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call<SpotSubmitData>('POST', '/api/spot_goods/submit', {
    token,
    body: { type: 'market', ...body },
  });
}

/** A submit that must succeed; its order. */
export async function placeSpot(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await submitSpot(t, token, body);
  expect(res.body.code).toBe(1);
  return res.body.data.order;
}

export async function spotHistory(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await t.call<SpotHistoryData>('POST', '/api/spot_goods/my_spotgoods', {
    token,
    body: { page: 1, limit: 20, ...body },
  });
  expect(res.body.code).toBe(1);
  return res.body.data;
}
