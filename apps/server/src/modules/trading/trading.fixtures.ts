import { expect } from 'vitest';
import type { Position, SubmitOrderData, TradeHistoryData } from '@waihui/contracts';
import { insertFundedUser, replayApp, type TestApp } from '../../../test/fixtures';

export { stepReplay as step } from '../../../test/fixtures';

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
  return replayApp(replay);
}

/** A user with `contractUsd` in the contract account (deposited, then transferred through the API). */
export async function trader(t: TestApp, contractUsd: string) {
  const user = await insertFundedUser(t.database.db, contractUsd);
  const moved = await t.call('POST', '/api/biaddress/huazhuan', {
    token: user.token,
    body: { from_account: 'coin', to_account: 'contract', currency: 'USD', quantity: contractUsd },
  });
  expect(moved.body.code).toBe(1);
  return user;
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

/** A successful BTCUSD limit order at `limitPrice` (1 lot at 10x unless `terms` says otherwise). */
export function submitLimit(
  t: TestApp,
  token: string,
  side: 'long' | 'short',
  limitPrice: string,
  terms: { lots?: number; leverage?: number } = {},
) {
  return submit(t, token, {
    side,
    type: 'limit',
    limit_price: limitPrice,
    lots: terms.lots ?? 1,
    leverage: terms.leverage ?? 10,
  });
}

/** The first page of the user's closed positions, newest first. */
export async function history(t: TestApp, token: string) {
  const res = await t.call<TradeHistoryData>('POST', '/api/lever/my_trade', {
    token,
    body: { page: 1, limit: 20 },
  });
  return res.body.data.list;
}

/**
 * A fill and the quote it was made on: [action, cause, price, bid, ask, quote seq, after restart];
 * of a fill as the API answers it or as its row reads raw (quote_seq as text).
 */
export function quoteOf(f: {
  action: string;
  cause: string;
  price: string;
  bid: string;
  ask: string;
  quote_seq: number | string;
  after_restart: boolean;
}) {
  return [f.action, f.cause, f.price, f.bid, f.ask, f.quote_seq, f.after_restart];
}

/** How a position closed: [cause, close price, realised PnL in USD, close fee in USD]. */
export function closeOf(position: Position | undefined) {
  return (
    position && [
      position.close_cause,
      position.close_price,
      position.realized_pnl,
      position.close_fee,
    ]
  );
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rows<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}
