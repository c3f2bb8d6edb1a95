import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Position, SubmitOrderData } from '@waihui/contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { CONSENT, REPLAY, history, trader } from '../../src/modules/trading/trading.fixtures';
import { createTestApp } from '../fixtures';
import { postgresFor } from '../needs';
import { localBus } from '../../src/cluster/bus';

/*
 * A follower's order reaches the leader's engine (product.md §17.3): two apps in this process on one
 * PostgreSQL database share a bus (the local one standing in for Redis). The first app leads; the
 * second follows, so its engines do not run and it prices at the leader's quotes, heard on the bus.
 * A position opened through the follower travels on the bus as a trading change
 * (modules/trading/trading.cluster.ts); the leader's engine tracks it and its take-profit fires on
 * the leader's feed. The leader plays the replay fixture (modules/trading/fixtures/README.md) by hand.
 */

const url = postgresFor('follower to leader');
const CONFIG = { MARKET_FEED: REPLAY, DEMO_MODE: 'false' };

let follower: FastifyInstance | null = null;
afterEach(async () => {
  await follower?.close();
  follower = null;
});

describe.skipIf(url === undefined)(
  'follower to leader (PostgreSQL: runs in npm test with TEST_DATABASE_URL)',
  () => {
    it('a position opened through the follower is tracked and closed by the leader’s engine', async () => {
      const bus = localBus();
      const leader = await createTestApp({ config: CONFIG, bus });
      follower = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          WEB_DIST: '/nonexistent',
          ...CONFIG,
        }),
        database: leader.database,
        logger: false,
        now: leader.clock.now,
        bus,
      });
      await follower.ready();
      expect([leader.app.leadership.leading, follower.leadership.leading]).toEqual([true, false]);

      const alice = await trader(leader, '2000');
      expect(leader.app.market.replayFeed().step(4)).toBe(4); // leader: … 59490.00 / 59500.00
      // The follower heard the leader's quotes (published once the step ended) and prices at them.
      await new Promise((resolve) => setImmediate(resolve));
      expect(follower.market.quotes.latest('BTCUSD')).toMatchObject({
        bid: '59490.00',
        ask: '59500.00',
      });
      // long 10 lots 10x at the leader's ask 59500.00, TP 61000.00
      const opened = await follower.inject({
        method: 'POST',
        url: '/api/lever/submit',
        headers: { authorization: `Bearer ${alice.token}` },
        payload: {
          symbol: 'BTCUSD',
          type: 'market',
          side: 'long',
          lots: 10,
          leverage: 10,
          take_profit: '61000.00',
          consent: CONSENT,
        },
      });
      const body = opened.json<{ code: number; data: SubmitOrderData }>();
      expect(body.code).toBe(1);
      const positionId = (body.data.position as Position).id;
      // The follower's engine holds no trigger; the leader's heard the change and tracks it.
      await leader.app.trading.engine.idle();
      expect(follower.trading.engine.triggerCount).toBe(0);
      expect(leader.app.trading.engine.triggerCount).toBe(1);

      expect(leader.app.market.replayFeed().step(1)).toBe(1); // 61000.00 / 61010.00: bid ≥ TP
      await leader.app.trading.engine.idle();
      const closed = await history(leader, alice.token);
      expect(closed.map((p) => p.id)).toEqual([positionId]);
      // PnL (61000 − 59500) × 0.1 = 150; the leader's feed numbers its quotes 1, 2, … (first seq
      // block), and both fills record the leader's quotes.
      expect(closed[0]).toMatchObject({
        close_cause: 'take_profit',
        close_price: '61000.00',
        realized_pnl: '150',
      });
      expect(
        closed[0]?.fills.map((f) => [f.action, f.cause, f.quote_seq, f.after_restart]),
      ).toEqual([
        ['open', 'user', 4, false],
        ['close', 'take_profit', 5, false],
      ]);
    });
  },
);
