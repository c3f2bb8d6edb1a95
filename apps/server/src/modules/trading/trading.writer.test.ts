import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Decimal, stopOutLevelFor } from '@waihui/core';
import { auditBooks, balanceOf } from '../ledger/ledger.fixtures';
import { BusinessError } from '../../lib/business-error';
import type { TradingChange, TradingDeps } from './trading.deps';
import { CONSENT, rows, step, trader, tradingApp } from './trading.fixtures';
import { tradingMarketOf } from './trading.market-feed';
import { type SubmitInput, submitOrder } from './trading.submit';
import { TradingWriter } from './trading.writer';

/*
 * The trading group commit (trading.writer.ts): actions queued in one turn share one transaction,
 * each decided as it would have been alone, in arrival order. BTCUSD at 60000.00 / 60010.00 (the
 * replay's first quote); 1 lot = 0.01 BTC, fee 0.05%: margin at 10x 60.01, fee 0.30005.
 */

const MARKET_LONG: Omit<SubmitInput, 'idempotencyKey'> = {
  symbol: 'BTCUSD',
  side: 'long',
  type: 'market',
  lots: 1,
  leverage: 10,
  limitPrice: null,
  takeProfit: null,
  stopLoss: null,
  consent: CONSENT,
};

async function settle<T>(promises: Promise<T>[]) {
  return (await Promise.allSettled(promises)).map((r) =>
    r.status === 'fulfilled'
      ? r.value
      : r.reason instanceof BusinessError
        ? r.reason.reason
        : String(r.reason),
  );
}

describe('the trading writer', () => {
  it('commits a batch in which one order is refused: the others fill, the refused leaves nothing', async () => {
    const t = await tradingApp();
    step(t, 1);
    const db = t.database.db;
    const now = t.clock.now;
    const deps: TradingDeps = {
      db,
      now,
      market: tradingMarketOf(t.app.market, now),
      settings: {
        profile: 'standard',
        stopOutLevel: stopOutLevelFor('standard', new Decimal(50)),
        consentVersion: 1,
      },
    };
    const alice = await trader(t, '1000');
    const bob = await trader(t, '50'); // short of 60.01 + 0.30005
    const carol = await trader(t, '1000');
    const heard: [string, TradingChange['kind']][] = [];
    const writer = new TradingWriter(
      db,
      {
        apply: (userId, changes) => {
          for (const change of changes) heard.push([userId, change.kind]);
        },
      },
      { maxBatch: 64, lanes: 1 },
    );
    const order = (userId: string, idempotencyKey: string) =>
      writer.run(userId, submitOrder(deps, userId, { ...MARKET_LONG, idempotencyKey }));

    // Four actions in one turn: one batch. Alice's key comes twice: the second answers the first.
    const answers = await settle([
      order(alice.userId, 'a-1'),
      order(bob.userId, 'b-1'),
      order(carol.userId, 'c-1'),
      order(alice.userId, 'a-1'),
    ]);

    expect(writer.committed).toEqual({ batches: 1, actions: 4 });
    const [first, refused, third, replay] = answers as [
      Awaited<ReturnType<typeof order>>,
      string,
      Awaited<ReturnType<typeof order>>,
      Awaited<ReturnType<typeof order>>,
    ];
    expect(refused).toBe('INSUFFICIENT_MARGIN');
    expect([first.order.status, first.position?.openPrice, first.position?.margin]).toEqual([
      'filled',
      '60010',
      '60.01000000',
    ]);
    expect([third.order.status, third.position?.openPrice]).toEqual(['filled', '60010']);
    expect([replay.replayed, replay.order.id, replay.position?.id]).toEqual([
      true,
      first.order.id,
      first.position?.id,
    ]);
    // Only the committed actions were applied, in arrival order; the replay changed nothing.
    expect(heard).toEqual([
      [alice.userId, 'position_opened'],
      [carol.userId, 'position_opened'],
    ]);
    const stored = await rows<{ user_id: string; n: number }>(
      db.execute(sql`select user_id, count(*)::int as n from trading_orders group by user_id`),
    );
    expect(Object.fromEntries(stored.map((r) => [r.user_id, r.n]))).toEqual({
      [alice.userId]: 1,
      [carol.userId]: 1,
    });
    // 1000 − 60.01 − 0.30005 each; Bob's 50 untouched.
    expect(await balanceOf(db, alice.userId, 'contract', 'USD')).toEqual({
      available: '939.68995',
      locked: '60.01',
    });
    expect(await balanceOf(db, carol.userId, 'contract', 'USD')).toEqual({
      available: '939.68995',
      locked: '60.01',
    });
    expect(await balanceOf(db, bob.userId, 'contract', 'USD')).toEqual({
      available: '50',
      locked: '0',
    });
    expect(await auditBooks(db)).toEqual([]);
  });
});
