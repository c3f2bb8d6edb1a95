import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Ticker } from '@waihui/contracts';
import { withDatabase } from '../global-setup';
import { postgresFor, redisFor } from '../needs';
import {
  demoCredentials,
  isAlive,
  type SupervisedServer,
  startSupervised,
} from '../supervised-start';
import { connectWs, type WsTestClient } from '../ws-client';

/*
 * Scale-out (product.md §17.3): two `npm start` processes on one PostgreSQL database and one Redis, one
 * leading the feed (the first to start wins the election) and one following it, a WebSocket client on each. Needs
 * TEST_DATABASE_URL and REDIS_URL, which `npm test` sets (scripts/run-all-tests.mjs).
 */

const DATABASE = postgresFor('two server processes');
const REDIS = redisFor('two server processes');

const SLOW = { timeout: 180_000 };
/** Requests per minute per client address, counted across both processes in Redis. */
const RATE_LIMIT = 60;
/** Longest wait for a quote or event to show up on the other process (ms). */
const BOUND_MS = 5_000;

describe.skipIf(DATABASE === undefined || REDIS === undefined)(
  'two server processes behind one Redis',
  () => {
    const name = `waihui_two_${randomBytes(5).toString('hex')}`;
    const servers: SupervisedServer[] = [];
    let lead: SupervisedServer;
    let follow: SupervisedServer;

    beforeAll(async () => {
      await admin(`create database ${name}`);
      const env = {
        DATABASE_URL: withDatabase(DATABASE!, name),
        REDIS_URL: REDIS!,
        DEMO_MODE: 'true',
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        // Shorter than the 250 ms feed step: every step leaves as its own frame on both processes.
        MARKET_WS_BATCH_MS: '50',
      };
      // The leader migrates and seeds first; the follower then starts on the ready database.
      lead = await startSupervised(env);
      servers.push(lead);
      follow = await startSupervised(env);
      servers.push(follow);
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) {
        process.kill(server.pid, 'SIGTERM');
        const stopped = await Promise.race([
          server.exited.then(() => true),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000)),
        ]);
        for (const pid of stopped ? [] : [server.pid, ...server.descendants()])
          if (isAlive(pid)) process.kill(pid, 'SIGKILL');
        server.cleanup();
      }
      await admin(`drop database if exists ${name} with (force)`);
    }, 60_000);

    it(
      'gives a client on each process the same quotes, and the follower runs no feed',
      SLOW,
      async () => {
        expect(follow.output()).toContain('"role":"follow","msg":"market feed role"');
        expect(lead.output()).toContain('"role":"lead","msg":"market feed role"');
        const onLead = await tickerClient(lead.port);
        const onFollow = await tickerClient(follow.port);

        // Every quote the leader's client gets during one second reaches the follower's client too.
        await sleep(500);
        const from = onLead.received.length;
        await sleep(1_000);
        const sent = tickersOf(onLead.received.slice(from));
        expect(sent.length).toBeGreaterThan(5);
        const deadline = performance.now() + BOUND_MS;
        let missing = sent;
        while (missing.length > 0 && performance.now() < deadline) {
          await sleep(100);
          const heard = new Map(tickersOf(onFollow.received).map((t) => [t.seq, t]));
          missing = sent.filter((t) => !heard.has(t.seq));
        }
        expect(missing).toEqual([]);
        const heard = new Map(tickersOf(onFollow.received).map((t) => [t.seq, t]));
        for (const ticker of sent) {
          const other = heard.get(ticker.seq)!;
          expect([other.symbol, other.bid, other.ask, other.last, other.ts]).toEqual([
            ticker.symbol,
            ticker.bid,
            ticker.ask,
            ticker.last,
            ticker.ts,
          ]);
        }
      },
    );

    it(
      'pushes an order placed through the leader to the user’s socket on the follower',
      SLOW,
      async () => {
        // Each process has its own data directory; the follower, seeding last, reset the demo password.
        const token = await login(lead.port, demoCredentials(follow.dataDir));
        const ws = await connectWs(`ws://127.0.0.1:${follow.port}/ws`);
        ws.send({ op: 'subscribe', channel: 'account', token });
        expect(await ws.next('subscribed')).toEqual({ op: 'subscribed', channel: 'account' });

        const transfer = await api(lead.port, 'POST', '/api/biaddress/huazhuan', token, {
          from_account: 'coin',
          to_account: 'contract',
          currency: 'USD',
          quantity: '1000',
        });
        expect(transfer.body).toMatchObject({ code: 1 });
        const order = await api(lead.port, 'POST', '/api/lever/submit', token, {
          symbol: 'BTCUSD',
          side: 'long',
          type: 'market',
          lots: 1,
          leverage: 10,
          consent: {
            accepted: true,
            answers: { leverage_loss: 'more_than_margin_possible', stop_out: 'positions_closed' },
          },
        });
        expect(order.body).toMatchObject({ code: 1 });
        const { position } = (order.body as { data: { position: { id: number } } }).data;

        const pushed = await ws.next('account');
        expect([pushed.event, pushed.position?.id, pushed.position?.symbol]).toEqual([
          'position_opened',
          position.id,
          'BTCUSD',
        ]);
      },
    );

    it('counts a rate limit hit through one process on the other', SLOW, async () => {
      const path = '/api/market/index';
      let throughLead = 0;
      let status = 200;
      while (status !== 429 && throughLead <= RATE_LIMIT) {
        status = (await api(lead.port, 'GET', path)).status;
        throughLead += 1;
      }
      expect(status).toBe(429);
      // The follower itself served only the two WebSocket upgrades above, far below the limit.
      expect((await api(follow.port, 'GET', path)).status).toBe(429);
    });
  },
);

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function tickerClient(port: number): Promise<WsTestClient> {
  const client = await connectWs(`ws://127.0.0.1:${port}/ws`);
  client.send({ op: 'subscribe', channel: 'tickers' });
  await client.next('tickers');
  return client;
}

function tickersOf(received: WsTestClient['received']): Ticker[] {
  return received.flatMap(({ message }) => (message.op === 'update' ? message.tickers : []));
}

async function api(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function login(port: number, user: { email: string; password: string }): Promise<string> {
  const response = await api(port, 'POST', '/api/user/login', undefined, {
    type: 'password',
    account: user.email,
    password: user.password,
  });
  return (response.body as { data: { token: string } }).data.token;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
