import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { routes, type ApiRoute } from '@waihui/contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/identity/identity.fixtures';
import { auditBooks } from '../../src/modules/ledger/ledger.fixtures';
import { creditDemoMoney } from '../../src/modules/ledger';
import { rawHttp } from '../raw-http';
import { insertUserWithSession } from '../users';
import type { FuzzCase } from './fuzz-cases';

/*
 * Sends fuzz cases to the real app (app.inject: no socket, nothing leaves the process) and checks
 * every answer: a JSON envelope {code, msg, data} with a message, never a 5xx, never a stack trace.
 */

export interface FuzzApp {
  app: FastifyInstance;
  /** A live session of a user with money in the coin account; renewed when a case ends it. */
  token(): string;
  renewSession(): Promise<void>;
  close(): Promise<void>;
}

/** The app with every route on (EXPOSE_OUTBOX for the dev routes) and rate limits out of the way. */
export async function startFuzzApp(database: Database): Promise<FuzzApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DEMO_MODE: 'false',
    EXPOSE_OUTBOX: 'true',
    MARKET_BACKFILL_CANDLES: '2',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000000',
    RATE_LIMIT_REGISTER_PER_MINUTE: '100000000',
    RATE_LIMIT_CODE_PER_MINUTE: '100000000',
    RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000000',
    RATE_LIMIT_FUND_PASSWORD_PER_MINUTE: '100000000',
    CODE_DAILY_LIMIT: '100000000',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  // A password the base inputs never guess, so amend_password & co. keep the session.
  const passwordHash = await hashPassword('fuzz-real-password-9');
  let current = '';
  const renewSession = async () => {
    const user = await insertUserWithSession(database.db, { label: 'fuzz' });
    await database.db.update(users).set({ passwordHash }).where(eq(users.id, user.userId));
    await creditDemoMoney(database.db, user.userId);
    current = user.token;
  };
  await renewSession();
  return { app, token: () => current, renewSession, close: () => app.close() };
}

/** Every route of the table, logout last (it ends the session the others use). */
export function fuzzRoutes(): ApiRoute[] {
  const all = Object.values(routes) as ApiRoute[];
  return [
    ...all.filter((r) => r.operationId !== 'logout'),
    ...all.filter((r) => r.operationId === 'logout'),
  ];
}

/** A stack frame or a source path in a body: an internal detail that must never leave. */
const LEAK = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|"stack"/;

/** The problem with an answer, or null when it is a clean envelope. */
export function answerProblem(status: number, text: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (LEAK.test(text)) return 'stack trace or source path in the body';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'not an object';
  const envelope = body as { code?: unknown; msg?: unknown; data?: unknown };
  if (typeof envelope.code !== 'number') return 'no numeric code';
  if (typeof envelope.msg !== 'string' || envelope.msg.trim() === '') return 'no message';
  if (!('data' in envelope)) return 'no data';
  return null;
}

export interface FuzzStats {
  requests: number;
  byStatus: Record<number, number>;
  fiveXx: number;
  nonEnvelope: number;
  /** The first problems found (route, case, status, what). */
  problems: string[];
}

export function emptyStats(): FuzzStats {
  return { requests: 0, byStatus: {}, fiveXx: 0, nonEnvelope: 0, problems: [] };
}

/** Sends one case and records its answer in `stats`. */
export async function sendCase(fuzz: FuzzApp, fuzzCase: FuzzCase, stats: FuzzStats): Promise<void> {
  const { route } = fuzzCase;
  const authenticated = route.auth !== 'none';
  const n = stats.requests;
  const res = await fuzz.app.inject({
    // A new client address per request: per-IP limits (some fixed in code) would otherwise answer
    // 429 before the handler and hide what the input does.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    method: route.method,
    url: fuzzCase.query === '' ? route.path : `${route.path}?${fuzzCase.query}`,
    headers: {
      ...(authenticated ? { authorization: `Bearer ${fuzz.token()}` } : {}),
      ...(fuzzCase.contentType ? { 'content-type': fuzzCase.contentType } : {}),
    },
    ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }),
  });
  stats.requests += 1;
  stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
  const problem = answerProblem(res.statusCode, res.body);
  if (problem !== null) {
    if (res.statusCode >= 500) stats.fiveXx += 1;
    else stats.nonEnvelope += 1;
    if (stats.problems.length < 20)
      stats.problems.push(
        `${route.operationId} [${fuzzCase.label}] → ${res.statusCode} ${problem}: ${res.body.slice(0, 200)}`,
      );
  }
  // A case that ended the session (logout) must not turn every later case into a 401.
  if (authenticated && res.statusCode === 401) await fuzz.renewSession();
}

/** Past Node's 16 KB limit of request line and headers: refused by the parser, before any route. */
export const OVERSIZED_URL_PAD = 17_000;

/**
 * Sends the route a URL over 16 KB through a real socket (app.inject skips Node's parser, where a
 * 431 comes from) and records the answer in `stats`; `port` is the fuzz app listening on loopback.
 */
export async function sendOversizedUrl(
  port: number,
  route: ApiRoute,
  stats: FuzzStats,
): Promise<number> {
  const url = `${route.path}?pad=${'a'.repeat(OVERSIZED_URL_PAD)}`;
  const { status, text } = await rawHttp(
    port,
    `${route.method} ${url} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
  stats.requests += 1;
  stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
  const problem = answerProblem(status, text);
  if (problem !== null) {
    if (status >= 500) stats.fiveXx += 1;
    else stats.nonEnvelope += 1;
    if (stats.problems.length < 20)
      stats.problems.push(`${route.operationId} [oversized URL] → ${status} ${problem}`);
  }
  return status;
}

/** The books after the run: every violation auditBooks finds (empty when balanced). */
export function booksProblems(database: Database): Promise<string[]> {
  return auditBooks(database.db);
}
