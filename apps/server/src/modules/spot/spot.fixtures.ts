import { expect } from 'vitest';
import type { SpotHistoryData, SpotSubmitData } from '@waihui/contracts';
import { insertFundedUser, replayApp, stepReplay, type TestApp } from '../../../test/fixtures';

/* Tests only: the spot module's fixtures (fixtures/README.md describes the replay file). */

export const SPOT_REPLAY = 'replay:apps/server/src/modules/spot/fixtures/spot.jsonl';

/** The app on the spot replay fixture, stepped by hand; outside demo mode. */
export function spotApp(): Promise<TestApp> {
  return replayApp(SPOT_REPLAY);
}

/** A user with `usd` in the coin account. */
export function spotUser(t: TestApp, usd: string) {
  return insertFundedUser(t.database.db, usd);
}

/** The spot app, a user `alice` with `usd` in the coin account, then the first `ticks` quotes played. */
export async function spotAppWithUser(usd: string, ticks: number) {
  const t = await spotApp();
  const alice = await spotUser(t, usd);
  await stepSpot(t, ticks);
  return { t, alice };
}

/** Plays the next `ticks` quotes and waits until the spot engine has filled what they crossed. */
export async function stepSpot(t: TestApp, ticks: number): Promise<void> {
  stepReplay(t, ticks);
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

/** A BTCUSD limit order of `amount` at `limitPrice` that must be accepted; its order. */
export function placeSpotLimit(
  t: TestApp,
  token: string,
  side: 'buy' | 'sell',
  amount: string,
  limitPrice: string,
) {
  return placeSpot(t, token, {
    symbol: 'BTCUSD',
    side,
    type: 'limit',
    amount,
    limit_price: limitPrice,
  });
}

export async function spotHistory(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  const res = await t.call<SpotHistoryData>('POST', '/api/spot_goods/my_spotgoods', {
    token,
    body: { page: 1, limit: 20, ...body },
  });
  expect(res.body.code).toBe(1);
  return res.body.data;
}
