import { expect } from 'vitest';
import type { DeliveryContract, DeliverySubmitData } from '@waihui/contracts';
import { insertFundedUser, replayApp, stepReplay, type TestApp } from '../../../test/fixtures';

export { stepReplay as step };

/* Tests only: the delivery module's fixtures (the replay files are described in fixtures/README.md). */

export const REPLAY = 'replay:apps/server/src/modules/delivery/fixtures/delivery.jsonl';
export const AFTER_RESTART_REPLAY =
  'replay:apps/server/src/modules/delivery/fixtures/delivery-after-restart.jsonl';

export function deliveryApp(config: Record<string, string> = {}): Promise<TestApp> {
  return replayApp(REPLAY, config);
}

/** A user with `coinUsd` in the coin account. */
export function player(t: TestApp, coinUsd: string) {
  return insertFundedUser(t.database.db, coinUsd);
}

/** Plays `ticks` quotes and waits until the worker wrote what they settled. */
export async function stepAndSettle(t: TestApp, ticks: number): Promise<void> {
  stepReplay(t, ticks);
  await t.app.delivery.worker.idle();
}

/** A successful placement on BTCUSD. */
export async function place(
  t: TestApp,
  token: string,
  body: { direction: 'up' | 'down'; seconds: number; stake: string; symbol?: string },
): Promise<DeliveryContract> {
  const res = await t.call<DeliverySubmitData>('POST', '/api/microtrade/submit', {
    token,
    body: { symbol: 'BTCUSD', ...body },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.contract;
}

/** Every record of the user (first page of 100), newest first. */
export async function records(t: TestApp, token: string): Promise<DeliveryContract[]> {
  const res = await t.call<{ list: DeliveryContract[] }>(
    'GET',
    '/api/account_log/micro?limit=100',
    { token },
  );
  expect(res.body.code).toBe(1);
  return res.body.data.list;
}

/** The parts of a record a settlement decides: status, outcome, payout, settlement quote, flag. */
export function settledPart(c: DeliveryContract | undefined) {
  return c === undefined
    ? undefined
    : {
        status: c.status,
        outcome: c.outcome,
        payout: c.payout,
        settlement: c.settlement,
        settled_after_restart: c.settled_after_restart,
        settled_after_pause: c.settled_after_pause,
      };
}

/** The recorded source of a replayed quote: the replay feed, its own bid/ask, no markup. */
export function replayedSource(bid: string, ask: string) {
  return { id: 'replay', bid, ask, markup_bid: '0', markup_ask: '0' };
}
