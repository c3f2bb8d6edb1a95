import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { SubmitOrderData } from '@waihui/contracts';
import { auditBooks } from '../../src/modules/ledger/ledger.fixtures';
import { CONSENT } from '../../src/modules/trading/trading.fixtures';
import { keepAliveClient } from '../keep-alive-client';
import { crashServer } from './crash-server';
import { crashDatabase } from './crash-database';
import { api, openCrashDatabase, seedCrashDatabase } from './crash-setup';

/*
 * A SIGKILL in the middle of the trading writer's batches (trading.writer.ts): 32 users send keyed
 * market orders without pause over 32 keep-alive connections, so batches of many users' orders are
 * always being written; the server is killed once 40 have been answered. After the restart every
 * key sent is sent again: an answered order answers as a replay with the same order and position
 * (nothing answered was lost), and every key holds exactly one order (nothing doubled); the books
 * balance.
 */

const USERS = 32;
const ANSWERED_BEFORE_KILL = 40;

const crashDb = crashDatabase('batch-crash');
afterAll(() => crashDb.drop());

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const orderBody = (key: string) => ({
  symbol: 'BTCUSD',
  side: 'long',
  type: 'market',
  lots: 1,
  leverage: 10,
  consent: CONSENT,
  idempotency_key: key,
});

it(
  'a SIGKILL mid-batch loses no answered order and doubles none on replay by key',
  async () => {
    const database = await crashDb.open();
    const users = await seedCrashDatabase(database, USERS);
    const sent: { token: string; key: string }[] = [];
    const server = await crashServer(database);
    try {
      await server.start();
      for (const [u, user] of users.entries()) {
        const moved = await api(server.base, 'POST', '/api/biaddress/huazhuan', {
          token: user.token,
          body: {
            from_account: 'coin',
            to_account: 'contract',
            currency: 'USD',
            quantity: '100000',
            idempotency_key: `batch-crash-${u}`,
          },
        });
        expect(moved.code).toBe(1);
      }

      const answered = new Map<string, { order: number; position: number | null }>();
      let killed = false;
      const client = keepAliveClient(server.base, USERS);
      const clients = users.map(async (user, u) => {
        for (let k = 0; !killed; k += 1) {
          const key = `batch-crash-${u}-${k}`;
          sent.push({ token: user.token, key });
          try {
            const answer = await client.post<Envelope<SubmitOrderData>>(
              '/api/lever/submit',
              user.token,
              orderBody(key),
            );
            if (answer.code !== 1) throw new Error(`${key} refused: ${answer.msg}`);
            answered.set(key, {
              order: answer.data.order.id,
              position: answer.data.position?.id ?? null,
            });
          } catch (error) {
            if (killed) return; // the connection died with the server
            throw error;
          }
          if (answered.size >= ANSWERED_BEFORE_KILL && !killed) {
            killed = true;
            await server.kill();
          }
        }
      });
      await Promise.all(clients);
      client.close();
      expect(answered.size).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
      // Sent but never answered: in flight when the server died, in a batch or queued for one.
      const unanswered = sent.filter(({ key }) => !answered.has(key));
      expect(unanswered.length).toBeGreaterThan(0);

      await server.start();
      const lost: string[] = [];
      for (const { token, key } of sent) {
        const again = await api<SubmitOrderData>(server.base, 'POST', '/api/lever/submit', {
          token,
          body: orderBody(key),
        });
        const before = answered.get(key);
        if (again.code !== 1) lost.push(`${key}: ${again.msg}`);
        else if (
          before !== undefined &&
          (!again.data.replayed ||
            again.data.order.id !== before.order ||
            (again.data.position?.id ?? null) !== before.position)
        )
          lost.push(
            `${key}: answered ${JSON.stringify(before)}, now ${JSON.stringify(again.data)}`,
          );
      }
      expect(lost).toEqual([]);
    } finally {
      await server.dispose();
    }

    const opened = await openCrashDatabase(database);
    try {
      const perKey = (await opened.db.execute(sql`
        select count(*)::int as keys, coalesce(max(n), 0)::int as most
        from (select count(*) as n from trading_orders
              where idempotency_key like 'batch-crash-%' group by user_id, idempotency_key) k`)) as {
        rows: { keys: number; most: number }[];
      };
      expect(perKey.rows[0]).toEqual({ keys: sent.length, most: 1 });
      expect(await auditBooks(opened.db)).toEqual([]);
    } finally {
      await opened.close();
    }
  },
  5 * 60_000,
);
