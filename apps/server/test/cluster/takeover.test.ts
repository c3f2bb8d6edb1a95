import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Position, SubmitOrderData } from '@waihui/contracts';
import { type Database, openDatabase } from '../../src/db/database';
import { creditDeposit } from '../../src/modules/ledger';
import { auditBooks } from '../../src/modules/ledger/ledger.fixtures';
import { CONSENT, quoteOf, REPLAY, rows } from '../../src/modules/trading/trading.fixtures';
import { postgresFor } from '../needs';
import { insertUserWithSession } from '../users';
import { isAlive, startSupervised, type SupervisedServer } from '../supervised-start';

/*
 * Takeover between two real server processes on one PostgreSQL database (product.md §17.3): the leader is
 * killed with SIGKILL (its lock connection dies with it), the follower takes the advisory lock within
 * a bound, reloads the open position from the database and fires its take-profit exactly once when a
 * quote crosses it. Each process plays the replay fixture (modules/trading/fixtures/README.md)
 * stepped by hand through the dev-feed route. Without REDIS_URL the processes share no bus, so what
 * is proven here is the database side: election, reload, one fill, one posting.
 */

const url = postgresFor('leader takeover');
/** Attempts every 200 ms: the follower must lead within 50 of them (a loaded 2-core machine). */
const RETRY_MS = 200;
const TAKEOVER_BOUND_MS = 10_000;
const SLOW = { timeout: 240_000 };

const servers: SupervisedServer[] = [];
let database: Database | null = null;
let databaseName: string | null = null;

afterAll(async () => {
  for (const server of servers) {
    for (const pid of [server.pid, ...server.descendants()])
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await server.exited;
    server.cleanup();
  }
  await database?.close();
  if (url !== undefined && databaseName !== null) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

/** A migrated database of its own (the run's template), shared by both processes. */
async function createSharedDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  databaseName = `waihui_takeover_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${databaseName} template ${inject('postgresTemplate')}`);
  await admin.end();
  const shared = new URL(url ?? '');
  shared.pathname = `/${databaseName}`;
  return shared.toString();
}

function startServer(databaseUrl: string): Promise<SupervisedServer> {
  return startSupervised({
    DATABASE_URL: databaseUrl,
    DEMO_MODE: 'false',
    EXPOSE_OUTBOX: 'true',
    MARKET_FEED: REPLAY,
    MARKET_REPLAY_SPEED: '0',
    // The replay keeps its recorded times (2026-11-22) on the wall clock: deal on them anyway.
    MARKET_STALENESS: 'false',
    LEADER_RETRY_MS: String(RETRY_MS),
  });
}

async function post<T>(server: SupervisedServer, route: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${server.port}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: T };
}

/** Polls `check` every 50 ms for up to 20 s; whether it held (what it checks is exact). */
async function until(check: () => Promise<boolean>): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Plays the next `count` ticks of the server's replay feed (its leader's feed only runs). */
async function step(server: SupervisedServer, count: number): Promise<number> {
  return (await post<{ played: number }>(server, '/api/dev/feed/step', { count })).data.played;
}

describe.skipIf(url === undefined)(
  'leader takeover (PostgreSQL: runs in npm test with TEST_DATABASE_URL)',
  () => {
    it(
      'kills the leader with SIGKILL; the follower leads within the bound, resumes the position and fires its TP once',
      SLOW,
      async () => {
        const databaseUrl = await createSharedDatabase();
        database = await openDatabase({ engine: 'postgres', url: databaseUrl, maxConnections: 2 });
        const db = database.db;

        const first = await startServer(databaseUrl);
        servers.push(first);
        await first.waitForOutput('leadership taken');
        const second = await startServer(databaseUrl);
        servers.push(second);
        await second.waitForOutput('this process follows');
        expect(second.output()).not.toContain('leadership taken');

        // A trader with 2000 USD in the contract account, through the leader's HTTP.
        const alice = await insertUserWithSession(db);
        await creditDeposit(db, {
          userId: alice.userId,
          currency: 'USD',
          amount: '2000',
          idempotencyKey: `test:${alice.userId}`,
        });
        const moved = await post(
          first,
          '/api/biaddress/huazhuan',
          { from_account: 'coin', to_account: 'contract', currency: 'USD', quantity: '2000' },
          alice.token,
        );
        expect(moved.code).toBe(1);
        expect(await step(first, 6)).toBe(6); // … 55000.00 / 55010.00
        // long 10 lots 10x at ask 55010, TP 60000 (fixture README: the file opens at 60000 / 60010)
        const opened = await post<SubmitOrderData>(
          first,
          '/api/lever/submit',
          {
            symbol: 'BTCUSD',
            type: 'market',
            side: 'long',
            lots: 10,
            leverage: 10,
            take_profit: '60000.00',
            consent: CONSENT,
          },
          alice.token,
        );
        expect(opened.code).toBe(1);
        const positionId = (opened.data.position as Position).id;

        // SIGKILL: no shutdown runs, the lock connection dies with the process.
        const killedAt = Date.now();
        for (const pid of [first.pid, ...first.descendants()]) process.kill(pid, 'SIGKILL');
        expect((await first.exited).signal).toBe('SIGKILL');
        await Promise.race([
          second.waitForOutput('leadership taken'),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('no takeover within the bound')), TAKEOVER_BOUND_MS),
          ),
        ]);
        expect(Date.now() - killedAt).toBeLessThan(TAKEOVER_BOUND_MS);
        await second.waitForOutput(
          '"positions":1,"orders":0,"triggers":1,"msg":"trading engine resumed"',
        );

        // The new leader's feed opens at 60000.00 / 60010.00: its first quote crosses the TP. Later
        // quotes (the file goes on below and above 60000) must not close it again.
        expect(await step(second, 1)).toBe(1);
        interface FillRow {
          action: string;
          cause: string;
          price: string;
          bid: string;
          ask: string;
          quote_seq: string;
          after_restart: boolean;
          ledger_entry_id: string;
        }
        const readFills = () =>
          rows<FillRow>(
            db.execute(sql`select action, cause, price, bid, ask, quote_seq::text, after_restart,
                                  ledger_entry_id::text
                             from trading_fills where position_id = ${positionId} order by id`),
          );
        // The fill is written off the quote tick: wait (bounded) for it, then play more quotes.
        expect(await until(async () => (await readFills()).length === 2)).toBe(true);
        expect(await step(second, 5)).toBe(5);
        // Time for a stray second close to commit before the count; the exact rows decide.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const fills = await readFills();
        // The second process reserved the feed's second block of sequence numbers at its start
        // (market-feed/sequence.ts SEQ_BLOCK = 100,000) and, promoted, a third above every number the dead
        // leader could have used: its first quote as leader is 200001.
        expect(fills.map(quoteOf)).toEqual([
          ['open', 'user', '55010', '55000.00', '55010.00', '6', false],
          ['close', 'take_profit', '60000', '60000.00', '60010.00', '200001', true],
        ]);
        const closeEntry = fills[1]?.ledger_entry_id ?? '';
        const sameEntries = await rows<{ count: string }>(
          db.execute(sql`select count(*)::text as count
                           from ledger_entries e
                           join ledger_entries c
                             on c.kind = e.kind and c.reference is not distinct from e.reference
                          where e.id = ${closeEntry}`),
        );
        expect(sameEntries).toEqual([{ count: '1' }]);
        expect(await auditBooks(db)).toEqual([]);
      },
    );
  },
);
