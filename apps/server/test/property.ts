import { expect } from 'vitest';
import type { TestApp } from './fixtures';

/*
 * What the property tests share (delivery.books.property.test.ts, spot.property.test.ts): the
 * outcomes their runs reached, tallied so a generator that never reaches one cannot pass, and the
 * transfer between a user's coin and contract accounts they mix into the other actions.
 */

/** A count per outcome ("spot:filled", "transfer:INSUFFICIENT_BALANCE"…) over all the runs. */
export function outcomeTally() {
  const outcomes = new Map<string, number>();
  return {
    count: (key: string, n = 1): void => {
      outcomes.set(key, (outcomes.get(key) ?? 0) + n);
    },
    /** Each of `keys` was reached at least once; then prints the tally under `label`. */
    expectReached: (keys: readonly string[], label: string): void => {
      for (const key of keys) expect(outcomes.get(key) ?? 0, key).toBeGreaterThan(0);
      console.info(`${label}: outcomes`, Object.fromEntries(outcomes));
    },
  };
}

/** Moves `amount` USD coin → contract (`out`) or back; the outcome: "transfer:done" or the reason. */
export async function transferOutcome(
  t: TestApp,
  token: string,
  move: { out: boolean; amount: string },
): Promise<string> {
  const res = await t.call('POST', '/api/biaddress/huazhuan', {
    token,
    body: {
      from_account: move.out ? 'coin' : 'contract',
      to_account: move.out ? 'contract' : 'coin',
      currency: 'USD',
      quantity: move.amount,
    },
  });
  return res.body.code === 1 ? 'transfer:done' : `transfer:${res.body.data.reason}`;
}
