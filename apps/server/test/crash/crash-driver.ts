import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { auditCrashRun, type CrashAudit, type DownWindow } from './crash-audit';
import {
  emptyTally,
  KEYED_KINDS,
  runClient,
  type ClientGate,
  type ClientState,
  type ClientTally,
  type KeyedKind,
} from './crash-clients';
import { CRASH_DELIVERY_SECONDS, crashServer, type CrashDatabase } from './crash-server';
import { api, openCrashDatabase, prepareUser, seedCrashDatabase } from './crash-setup';
import { seededRandom } from '../seeded-random';

/*
 * Crash safety (product.md §17.5), shared by `npm run crash` (long runs) and crash.test.ts (npm test): a real
 * server process takes a stream of keyed requests from several clients (transfers, market and limit
 * orders, closes, delivery contracts, withdrawals and their cancellation) while it is killed with
 * SIGKILL at seeded random moments and restarted on the same database; every request whose answer was
 * lost is sent again with the same idempotency key. Every few kills the server stays down longer than
 * a delivery period, so contracts expire while it is down. After the stream, one last such kill; the
 * restarted server must list every open position and pending order, settle every delivery contract
 * (flagged when it expired while down), and the database (read directly after a final kill) must hold
 * every accepted request once, nothing unaccounted, balanced books and locks equal to withdrawals.
 */

export interface CrashOptions {
  database: CrashDatabase;
  /** SIGKILLs during the stream (one more follows it). */
  kills: number;
  clients: number;
  seed: number;
  /**
   * When each kill comes: once the clients got a random number of answers (min … max) since the
   * restart, then after a random delay of up to `afterMs` ms. Counting answers instead of waiting a
   * fixed time keeps every interval productive however slow the loaded machine answers.
   */
  killAfter: { answers: { min: number; max: number }; afterMs: number };
  /** Every n-th kill keeps the server down longer than a delivery period (0: never). */
  longDownEvery: number;
  log: (line: string) => void;
}

export interface CrashReport {
  engine: CrashDatabase['engine'];
  kills: number;
  restarts: number;
  seconds: number;
  /** Restart durations: SIGKILL sent → /api/health answers (ms). */
  restartMs: { min: number; median: number; max: number };
  requests: number;
  unanswered: number;
  accepted: Record<KeyedKind | 'close' | 'cancel', number>;
  replayedAnswers: number;
  refused: Record<string, number>;
  /** Open positions and pending orders in the database the restarted server did not list. */
  notResumed: number;
  openPositions: number;
  pendingOrders: number;
  audit: CrashAudit;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OpenTrades {
  positions: { id: number }[];
  orders: { id: number; status: string }[];
}

interface DeliveryRecords {
  list: { id: number; status: string }[];
}

export async function runCrash(options: CrashOptions): Promise<CrashReport> {
  const started = performance.now();
  const random = seededRandom(options.seed);
  const seeded = await seedCrashDatabase(options.database, options.clients);
  const server = await crashServer(options.database);
  try {
    await server.start();
    const users = await Promise.all(
      seeded.map((user, index) => prepareUser(server.base, user, index)),
    );
    options.log(`crash: ${users.length} users verified with fund password, wallet and deposits`);

    const gate: ClientGate = { up: true, running: true, answers: 0 };
    const tallies: ClientTally[] = users.map(() => emptyTally());
    const states: ClientState[] = users.map((user) => ({
      user,
      openPositions: [],
      pendingWithdrawals: [],
    }));
    const clients = states.map((state, i) =>
      runClient(server.base, state, i, random, gate, tallies[i]!),
    );

    const down: DownWindow[] = [];
    const restartMs: number[] = [];
    /** SIGKILL, optionally a downtime longer than a delivery period, restart. */
    const killAndRestart = async (long: boolean) => {
      gate.up = false;
      const killing = performance.now();
      await server.kill();
      const killedAt = Date.now();
      if (long) await sleep((CRASH_DELIVERY_SECONDS + 1) * 1000);
      const spawnedAt = Date.now();
      const spawning = performance.now();
      await server.start();
      down.push({ killedAt, spawnedAt });
      restartMs.push(performance.now() - spawning + (long ? 0 : spawning - killing));
      gate.up = true;
    };

    for (let kill = 1; kill <= options.kills; kill += 1) {
      const { answers, afterMs } = options.killAfter;
      const target =
        gate.answers + answers.min + Math.floor(random() * (answers.max - answers.min + 1));
      while (gate.answers < target) await sleep(10);
      await sleep(random() * afterMs);
      await killAndRestart(options.longDownEvery > 0 && kill % options.longDownEvery === 0);
      if (kill % 5 === 0)
        options.log(
          `crash: ${kill} kills, ${tallies.reduce((n, t) => n + t.requests, 0)} requests`,
        );
    }
    const last = gate.answers + options.killAfter.answers.max;
    while (gate.answers < last) await sleep(10);
    gate.running = false;
    await Promise.all(clients);

    // One more delivery contract per client, then the last kill: they expire while it is down.
    for (const [i, user] of users.entries()) {
      const key = `crash-${i}-${1_000_000}`;
      const placed = await api(server.base, 'POST', '/api/microtrade/submit', {
        token: user.token,
        body: {
          symbol: 'BTCUSD',
          direction: 'up',
          seconds: CRASH_DELIVERY_SECONDS,
          stake: '10',
          idempotency_key: key,
        },
      });
      if (placed.code === 1)
        tallies[i]!.accepted.push({ kind: 'delivery', userId: user.userId, key });
    }

    await killAndRestart(true);

    // What the restarted server lists: every open position and pending order, and, once their quotes
    // came, every delivery contract settled.
    const listedPositions = new Set<number>();
    const listedOrders = new Set<number>();
    for (const user of users) {
      const open = await api<OpenTrades>(server.base, 'GET', '/api/lever/dealall/v2', {
        token: user.token,
      });
      for (const position of open.data.positions) listedPositions.add(position.id);
      for (const order of open.data.orders) listedOrders.add(order.id);
    }
    const settleDeadline = Date.now() + 120_000;
    for (const user of users) {
      for (;;) {
        const records = await api<DeliveryRecords>(
          server.base,
          'GET',
          '/api/account_log/micro?limit=100',
          {
            token: user.token,
          },
        );
        if (!records.data.list.some((c) => c.status === 'open') || Date.now() > settleDeadline)
          break;
        await sleep(250);
      }
    }
    await server.kill();

    const database = await openCrashDatabase(options.database);
    const accepted = tallies.flatMap((t) => t.accepted);
    const changes = tallies.flatMap((t) => t.changes);
    let audit: CrashAudit;
    let openPositions: number[];
    let pendingOrders: number[];
    try {
      audit = await auditCrashRun(database.db, accepted, changes, down);
      openPositions = await idsWhere(
        database,
        `select id::int as id from trading_positions where status = 'open'`,
      );
      pendingOrders = await idsWhere(
        database,
        `select id::int as id from trading_orders where status = 'pending'`,
      );
    } finally {
      await database.close();
    }

    const refused: Record<string, number> = {};
    for (const tally of tallies)
      for (const [reason, n] of tally.refused) refused[reason] = (refused[reason] ?? 0) + n;
    const count = (kind: KeyedKind) => accepted.filter((a) => a.kind === kind).length;
    const sorted = [...restartMs].sort((a, b) => a - b);
    return {
      engine: options.database.engine,
      kills: down.length,
      restarts: down.length,
      seconds: (performance.now() - started) / 1000,
      restartMs: {
        min: Math.round(sorted[0] ?? 0),
        median: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        max: Math.round(sorted.at(-1) ?? 0),
      },
      requests: tallies.reduce((n, t) => n + t.requests, 0),
      unanswered: tallies.reduce((n, t) => n + t.unanswered, 0),
      accepted: {
        ...(Object.fromEntries(KEYED_KINDS.map((kind) => [kind, count(kind)])) as Record<
          KeyedKind,
          number
        >),
        close: changes.filter((c) => c.kind === 'close').length,
        cancel: changes.filter((c) => c.kind === 'cancel').length,
      },
      replayedAnswers: tallies.reduce((n, t) => n + t.replayedAnswers, 0),
      refused,
      notResumed:
        openPositions.filter((id) => !listedPositions.has(id)).length +
        pendingOrders.filter((id) => !listedOrders.has(id)).length,
      openPositions: openPositions.length,
      pendingOrders: pendingOrders.length,
      audit,
    };
  } finally {
    await server.dispose();
  }
}

async function idsWhere(database: Database, query: string): Promise<number[]> {
  const result: unknown = await database.db.execute(sql.raw(query));
  return (result as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/** The figures, one line each, for the test log and the CLI. */
export function describeCrashReport(report: CrashReport): string[] {
  const { audit } = report;
  const accepted = Object.entries(report.accepted)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const refused = Object.entries(report.refused)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
  return [
    `crash safety on ${report.engine}: ${report.kills} SIGKILLs, ${report.restarts} restarts in ${report.seconds.toFixed(0)} s; restart ${report.restartMs.min}/${report.restartMs.median}/${report.restartMs.max} ms (min/median/max)`,
    `requests sent ${report.requests}, unanswered (killed mid-flight, then resent) ${report.unanswered}, answers flagged replayed ${report.replayedAnswers}`,
    `accepted: ${accepted}`,
    `refused by a rule: ${refused === '' ? 'none' : refused}`,
    `keyed rows: ${Object.entries(audit.rows)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}; unaccounted ${audit.unaccounted}`,
    `lost ${audit.lost}, doubled ${audit.doubled}, closes/cancels missing ${audit.changesMissing}`,
    `resumed: open positions ${report.openPositions}, pending orders ${report.pendingOrders}, not listed after restart ${report.notResumed}`,
    `delivery: ${audit.delivery.total} contracts, open at the end ${audit.delivery.open}, settled after a restart (flagged) ${audit.delivery.settledAfterRestart}, expired while down but not flagged ${audit.delivery.expiredDownUnflagged}`,
    `withdrawal locks: ${audit.lockMismatches.length === 0 ? 'equal to pending withdrawals' : audit.lockMismatches.join('; ')}`,
    `books: ${audit.books.length === 0 ? 'balanced' : audit.books.join('; ')}`,
  ];
}

/** True when the run proves what it must. */
export function crashRunPassed(report: CrashReport): boolean {
  const { audit } = report;
  return (
    audit.lost === 0 &&
    audit.doubled === 0 &&
    audit.unaccounted === 0 &&
    audit.changesMissing === 0 &&
    audit.books.length === 0 &&
    audit.lockMismatches.length === 0 &&
    audit.delivery.open === 0 &&
    audit.delivery.expiredDownUnflagged === 0 &&
    audit.delivery.settledAfterRestart > 0 &&
    report.notResumed === 0
  );
}
