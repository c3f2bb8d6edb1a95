import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDecimal } from '@waihui/core';
import { sql } from 'drizzle-orm';
import type { OpenTradesData } from '@waihui/contracts';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';
import { type TestApp } from '../../../test/fixtures';
import { CONSENT, rows, trader, tradingApp, WALK_REPLAY } from './trading.fixtures';

/*
 * A property test: random market and limit orders, closes, cancels and price steps for two users on
 * the walk fixture (30 runs × 20 actions; fixtures/trading-walk.jsonl: BTCUSD swinging from 30000 to 90000, so 100x
 * positions are stopped out and the house covers shortfalls). After every action, with the engine
 * idle: the books audit clean, no user balance is negative, and every closed position has exactly
 * one close fill (and no open one has any).
 */

type Action =
  | {
      kind: 'open';
      user: number;
      side: 'long' | 'short';
      limitOffset: number | null;
      lots: number;
      leverage: number;
    }
  | { kind: 'close' | 'cancel'; user: number; index: number }
  | { kind: 'step' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('open' as const),
    user: fc.integer({ min: 0, max: 1 }),
    side: fc.constantFrom('long' as const, 'short' as const),
    // null: market; otherwise a limit this far from the opening side (negative: below it)
    limitOffset: fc.option(fc.constantFrom(-3000, -500, 0, 500, 3000), { nil: null }),
    lots: fc.integer({ min: 1, max: 5 }),
    leverage: fc.constantFrom(1, 10, 50, 100),
  }),
  fc.record({
    kind: fc.constantFrom('close' as const, 'cancel' as const),
    user: fc.integer({ min: 0, max: 1 }),
    index: fc.nat(3),
  }),
  fc.constant({ kind: 'step' as const }),
);

async function checkInvariants(t: TestApp, userIds: string[]): Promise<void> {
  await t.app.trading.engine.idle();
  expect(await auditBooks(t.database.db)).toEqual([]);
  for (const userId of userIds) {
    const { available, locked } = await balanceOf(t.database.db, userId, 'contract');
    expect([parseDecimal(available).isNegative(), parseDecimal(locked).isNegative()]).toEqual([
      false,
      false,
    ]);
  }
  const wrong = await rows(
    t.database.db.execute(sql`
    select p.id, p.status, count(f.id)::int as closes from trading_positions p
    left join trading_fills f on f.position_id = p.id and f.action = 'close'
    group by p.id, p.status
    having count(f.id) <> case when p.status = 'closed' then 1 else 0 end`),
  );
  expect(wrong).toEqual([]);
}

describe('contract trading: property', () => {
  it('random orders, closes, cancels and prices keep the books balanced and every balance ≥ 0', async () => {
    // What the runs did (fills by cause), so a generator that never trades cannot pass unnoticed.
    const causes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 20, maxLength: 20 }), async (actions) => {
        const t = await tradingApp(WALK_REPLAY);
        try {
          const users = [await trader(t, '1000'), await trader(t, '300')];
          t.app.market.replayFeed().step(1);
          for (const a of actions) {
            if (a.kind === 'step') {
              t.app.market.replayFeed().step(1);
            } else {
              const user = users[a.user]!;
              if (a.kind === 'open') {
                const quote = t.app.market.quotes.latest('BTCUSD')!;
                const at = parseDecimal(a.side === 'long' ? quote.ask : quote.bid);
                const res = await t.call('POST', '/api/lever/submit', {
                  token: user.token,
                  body: {
                    symbol: 'BTCUSD',
                    side: a.side,
                    lots: a.lots,
                    leverage: a.leverage,
                    consent: CONSENT,
                    ...(a.limitOffset === null
                      ? { type: 'market' }
                      : { type: 'limit', limit_price: at.plus(a.limitOffset).toFixed(2) }),
                  },
                });
                expect(res.status).toBe(200);
              } else {
                const open = await t.call<OpenTradesData>('GET', '/api/lever/dealall/v2', {
                  token: user.token,
                });
                const list = a.kind === 'close' ? open.body.data.positions : open.body.data.orders;
                const target = list[a.index % Math.max(list.length, 1)];
                if (target !== undefined) {
                  const res = await t.call(
                    'POST',
                    a.kind === 'close' ? '/api/lever/close' : '/api/lever/cancel',
                    {
                      token: user.token,
                      body:
                        a.kind === 'close' ? { position_id: target.id } : { order_id: target.id },
                    },
                  );
                  expect(res.body.code).toBe(1);
                }
              }
            }
            await checkInvariants(
              t,
              users.map((u) => u.userId),
            );
          }
          const fills = await rows<{ cause: string; n: number }>(
            t.database.db.execute(sql`
            select action || ':' || cause as cause, count(*)::int as n from trading_fills group by 1`),
          );
          for (const row of fills) causes.set(row.cause, (causes.get(row.cause) ?? 0) + row.n);
        } finally {
          await t.close();
        }
      }),
      { numRuns: 30 },
    );
    expect(causes.get('open:user')).toBeGreaterThan(0);
    expect(causes.get('close:user')).toBeGreaterThan(0);
    console.info('trading property: fills by cause', Object.fromEntries(causes));
  }, 120_000);
});
