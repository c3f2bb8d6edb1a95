import { expect } from 'vitest';
import type { SubmitOrderData, TradeHistoryData } from '@waihui/contracts';
import { creditDeposit } from '../ledger';
import { createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';

/*
 * Tests only: the trading module's own fixtures beside the shared ones of test/fixtures.ts. The
 * replay files are described in fixtures/README.md.
 */

export const REPLAY = 'replay:apps/server/src/modules/trading/fixtures/trading.jsonl';
export const STRICT_REPLAY = 'replay:apps/server/src/modules/trading/fixtures/trading-strict.jsonl';
export const WALK_REPLAY = 'replay:apps/server/src/modules/trading/fixtures/trading-walk.jsonl';

/** The risk consent with the appropriateness answers that pass (core's APPROPRIATENESS_QUESTIONS; trading.submit.ts). */
export const CONSENT = {
  accepted: true,
  answers: { leverage_loss: 'more_than_margin_possible', stop_out: 'positions_closed' },
};

/** The app on a replay fixture, stepped by hand; outside demo mode (no demo user). */
export function tradingApp(replay: string = REPLAY): Promise<TestApp> {
  return createTestApp({ config: { MARKET_FEED: replay, DEMO_MODE: 'false' } });
}

/** A user with `contractUsd` in the contract account (deposited, then transferred through the API). */
export async function trader(t: TestApp, contractUsd: string) {
  const user = await insertUserWithSession(t.database.db);
  await creditDeposit(t.database.db, {
    userId: user.userId,
    currency: 'USD',
    amount: contractUsd,
    idempotencyKey: `test:${user.userId}`,
  });
  const moved = await t.call('POST', '/api/biaddress/huazhuan', {
    token: user.token,
    body: { from_account: 'coin', to_account: 'contract', currency: 'USD', quantity: contractUsd },
  });
  expect(moved.body.code).toBe(1);
  return user;
}

/** Plays the next `ticks` quotes of the replay file (all of them must be there). */
export function step(t: TestApp, ticks: number): void {
  expect(t.app.market.replayFeed().step(ticks)).toBe(ticks);
}

/** A successful BTCUSD order (market unless `type` says otherwise) with the consent. */
export async function submit(t: TestApp, token: string, body: Record<string, unknown>) {
  const res = await t.call<SubmitOrderData>('POST', '/api/lever/submit', {
    token,
    body: { symbol: 'BTCUSD', type: 'market', consent: CONSENT, ...body },
  });
  expect(res.body.code).toBe(1);
  return res.body.data;
}

/** The first page of the user's closed positions, newest first. */
export async function history(t: TestApp, token: string) {
  const res = await t.call<TradeHistoryData>('POST', '/api/lever/my_trade', {
    token,
    body: { page: 1, limit: 20 },
  });
  return res.body.data.list;
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rows<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}
