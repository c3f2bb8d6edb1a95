import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { DeliverySubmitData, SpotSubmitData } from '@waihui/contracts';
import { auditBooks } from '../ledger/ledger.fixtures';
import { createTestApp, T0, type TestApp } from '../../../test/fixtures';
import { outcomeTally, transferOutcome } from '../../../test/property';
import { player } from './delivery.fixtures';

/*
 * A property test across the three ways to trade of product.md §10.12–§10.13 (the rule: "books balanced after a
 * property test mixing all three with transfers"): random 60 s delivery contracts on BTCUSD, spot
 * orders on BTCUSD, conversions on EURUSD, transfers between the coin and contract accounts and
 * price steps, for two users on fixtures/mixed.jsonl (12 runs × 14 actions; the clock follows the
 * feed). After every action, with the settlement worker and the spot engine idle, the books audit
 * clean (every currency sums to zero, no negative user balance); at the end the last tick settles
 * every contract, and the audit is clean again.
 */

const MIXED = 'replay:apps/server/src/modules/delivery/fixtures/mixed.jsonl';
/** Each tick's time after T0, in seconds (fixtures/mixed.jsonl, in order). */
const TICK_SECONDS = [0, 0, 20, 40, 60, 80, 100, 120, 140, 180, 200, 300];

type Action =
  | { kind: 'delivery'; user: number; direction: 'up' | 'down'; stake: string }
  | { kind: 'spot'; user: number; symbol: string; side: 'buy' | 'sell'; amount: string }
  | { kind: 'transfer'; user: number; out: boolean; amount: string }
  | { kind: 'step' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('delivery' as const),
    user: fc.integer({ min: 0, max: 1 }),
    direction: fc.constantFrom('up' as const, 'down' as const),
    stake: fc.constantFrom('10', '25.5', '400'),
  }),
  fc.record({
    kind: fc.constant('spot' as const),
    user: fc.integer({ min: 0, max: 1 }),
    symbol: fc.constant('BTCUSD'),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    amount: fc.constantFrom('0.001', '0.004'),
  }),
  fc.record({
    kind: fc.constant('spot' as const),
    user: fc.integer({ min: 0, max: 1 }),
    symbol: fc.constant('EURUSD'),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    amount: fc.constantFrom('20', '150'),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    user: fc.integer({ min: 0, max: 1 }),
    out: fc.boolean(),
    amount: fc.constantFrom('10', '150'),
  }),
  fc.constant({ kind: 'step' as const }),
);

async function idleAndAudited(t: TestApp): Promise<void> {
  await t.app.delivery.worker.idle();
  await t.app.spot.engine.idle();
  expect(await auditBooks(t.database.db)).toEqual([]);
}

describe('delivery, spot and conversions with transfers: property', () => {
  it('keep the books balanced, and every contract settles by the last tick', async () => {
    const { count, expectReached } = outcomeTally();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 14, maxLength: 14 }), async (actions) => {
        const t = await createTestApp({ config: { MARKET_FEED: MIXED, DEMO_MODE: 'false' } });
        try {
          const users = [await player(t, '1500'), await player(t, '300')];
          let played = 0;
          /** Plays the next tick with the clock moved to its time. */
          const playNext = () => {
            const seconds = TICK_SECONDS[played]!;
            t.clock.advance(T0.getTime() + seconds * 1000 - t.clock.now().getTime());
            t.app.market.replayFeed().step(1);
            played += 1;
          };
          playNext();
          playNext();
          for (const a of actions) {
            const token = 'user' in a ? users[a.user]!.token : '';
            if (a.kind === 'step') {
              if (played < TICK_SECONDS.length - 1) playNext();
            } else if (a.kind === 'delivery') {
              const res = await t.call<DeliverySubmitData>('POST', '/api/microtrade/submit', {
                token,
                body: { symbol: 'BTCUSD', direction: a.direction, seconds: 60, stake: a.stake },
              });
              count(res.body.code === 1 ? 'delivery:open' : `delivery:${res.body.data.reason}`);
            } else if (a.kind === 'spot') {
              const res = await t.call<SpotSubmitData>('POST', '/api/spot_goods/submit', {
                token,
                body: { type: 'market', symbol: a.symbol, side: a.side, amount: a.amount },
              });
              count(res.body.code === 1 ? 'spot:filled' : `spot:${res.body.data.reason}`);
            } else {
              count(await transferOutcome(t, token, a));
            }
            await idleAndAudited(t);
          }
          while (played < TICK_SECONDS.length) playNext();
          await idleAndAudited(t);
          const open = (await t.database.db.execute(
            sql`select count(*)::int as n from delivery_contracts where status = 'open'`,
          )) as { rows: { n: number }[] };
          expect(open.rows[0]?.n).toBe(0);
          const settled = (await t.database.db.execute(
            sql`select outcome, count(*)::int as n from delivery_contracts group by 1`,
          )) as { rows: { outcome: string; n: number }[] };
          for (const row of settled.rows) count(`settled:${row.outcome}`, row.n);
        } finally {
          await t.close();
        }
      }),
      // A fixed seed: the same runs every time, so the coverage check below cannot flake.
      { numRuns: 12, seed: 20261123 },
    );
    // The runs placed, settled, traded, converted and transferred (a generator that never does
    // cannot pass).
    expectReached(
      [
        'delivery:open',
        'spot:filled',
        'transfer:done',
        'settled:win',
        'settled:loss',
        'settled:tie',
      ],
      'delivery+spot property',
    );
  }, 240_000);
});
