import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { SpotHistoryData } from '@waihui/contracts';
import { auditBooks } from '../ledger/ledger.fixtures';
import type { TestApp } from '../../../test/fixtures';
import { outcomeTally, transferOutcome } from '../../../test/property';
import { spotApp, spotUser, submitSpot } from './spot.fixtures';

/*
 * A property test: random spot orders (market and limit, BTCUSD), conversions (EURUSD, USDJPY both
 * ways), cancels, transfers between the coin and contract accounts and price steps, for two users on
 * the spot fixture (20 runs × 15 actions). After every action, with the engine idle: the books audit
 * clean (every currency sums to zero, no negative user balance), and each user's locked coin balance
 * per currency equals the reserves of their pending orders in it.
 */

type Action =
  | {
      kind: 'spot';
      user: number;
      symbol: string;
      side: 'buy' | 'sell';
      amount: string;
      limit: string | null;
    }
  | { kind: 'transfer'; user: number; out: boolean; amount: string }
  | { kind: 'cancel'; user: number; index: number }
  | { kind: 'step' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('spot' as const),
    user: fc.integer({ min: 0, max: 1 }),
    symbol: fc.constant('BTCUSD'),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    amount: fc.constantFrom('0.001', '0.005', '0.02'),
    limit: fc.option(fc.constantFrom('59550.00', '60000.00', '60995.00', '61000.00'), {
      nil: null,
    }),
  }),
  fc.record({
    kind: fc.constant('spot' as const),
    user: fc.integer({ min: 0, max: 1 }),
    symbol: fc.constantFrom('EURUSD', 'USDJPY'),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    amount: fc.constantFrom('1', '37.5', '200'),
    limit: fc.constant(null),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    user: fc.integer({ min: 0, max: 1 }),
    out: fc.boolean(),
    amount: fc.constantFrom('10', '150'),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    user: fc.integer({ min: 0, max: 1 }),
    index: fc.nat(3),
  }),
  fc.constant({ kind: 'step' as const }),
);

async function checkInvariants(t: TestApp): Promise<void> {
  await t.app.spot.engine.idle();
  expect(await auditBooks(t.database.db)).toEqual([]);
  const mismatched = (await t.database.db.execute(sql`
    select a.user_id, a.currency, a.locked::text, coalesce(r.reserved, 0)::text as reserved
    from ledger_accounts a
    left join (select user_id, reserved_currency, sum(reserved) as reserved from spot_orders
               where status = 'pending' group by 1, 2) r
      on r.user_id = a.user_id and r.reserved_currency = a.currency
    where a.type = 'coin' and a.locked <> coalesce(r.reserved, 0)`)) as { rows: unknown[] };
  expect(mismatched.rows).toEqual([]);
}

describe('spot: property', () => {
  it('random spot orders, conversions, cancels, transfers and prices keep the books balanced', async () => {
    const { count, expectReached } = outcomeTally();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 15, maxLength: 15 }), async (actions) => {
        const t = await spotApp();
        try {
          const users = [await spotUser(t, '2000'), await spotUser(t, '300')];
          t.app.market.replayFeed().step(3);
          let ticksLeft = 4;
          for (const a of actions) {
            if (a.kind === 'step') {
              if (ticksLeft > 0) {
                t.app.market.replayFeed().step(1);
                ticksLeft -= 1;
              }
            } else if (a.kind === 'spot') {
              const res = await submitSpot(t, users[a.user]!.token, {
                symbol: a.symbol,
                side: a.side,
                amount: a.amount,
                ...(a.limit === null ? {} : { type: 'limit', limit_price: a.limit }),
              });
              expect(res.status).toBe(200);
              count(
                res.body.code === 1
                  ? `spot:${res.body.data.order.status}`
                  : `spot:${res.body.data.reason}`,
              );
            } else if (a.kind === 'transfer') {
              count(await transferOutcome(t, users[a.user]!.token, a));
            } else {
              const open = await t.call<SpotHistoryData>('POST', '/api/spot_goods/my_spotgoods', {
                token: users[a.user]!.token,
                body: { status: 'open' },
              });
              const target = open.body.data.list[a.index % Math.max(open.body.data.list.length, 1)];
              if (target !== undefined) {
                const res = await t.call('POST', '/api/spot_goods/cancel', {
                  token: users[a.user]!.token,
                  body: { order_id: target.id },
                });
                count(res.body.code === 1 ? 'cancel:done' : `cancel:${res.body.data.reason}`);
              }
            }
            await checkInvariants(t);
          }
          const byFeed = (await t.database.db.execute(
            sql`select count(*)::int as n from spot_orders where fill_cause = 'limit'`,
          )) as { rows: { n: number }[] };
          count('fill:limit', byFeed.rows[0]?.n ?? 0);
        } finally {
          await t.close();
        }
      }),
      // A fixed seed: the same 20 runs every time, so the coverage check below cannot flake.
      { numRuns: 20, seed: 20261123 },
    );
    // The runs traded, rested, cancelled and transferred (a generator that never does cannot pass).
    expectReached(
      ['spot:filled', 'spot:pending', 'spot:INSUFFICIENT_BALANCE', 'transfer:done', 'cancel:done'],
      'spot property',
    );
  }, 180_000);
});
