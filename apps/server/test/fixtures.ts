import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Bus } from '../src/cluster/bus';
import type { Database } from '../src/db/database';
import { TestClock } from './clock';
import { dropFileDatabase, fileDatabase } from './db';

/*
 * The one way server tests start the app or reach the database (see test/README.md):
 *   const t = await createTestApp({ config: { DEMO_MODE: 'false' } });
 *   const alice = await insertUserWithSession(t.database.db);
 *   const res = await t.call('GET', '/api/user/info', { token: alice.token });
 * Apps started in a test are closed after it; each test starts on an emptied database.
 */

export { T0, TestClock } from './clock';
export * from './users';

/** Config overrides, as the environment would give them. */
export type ConfigOverrides = Partial<Record<keyof Config, string>>;

export interface TestAppOptions {
  config?: ConfigOverrides;
  /**
   * The app's clock: a start instant moved by hand through `t.clock` (default T0), a clock to share
   * with an earlier app (restarts), or 'real' for wall time.
   */
  now?: Date | TestClock | 'real';
  /** Adds routes or hooks before the app is ready (tests of plugins). */
  extend?: (app: FastifyInstance) => void;
  /** Start on the data the previous app of this test left (a restart) instead of an emptied database. */
  keepData?: boolean;
  /** The bus between server processes (cluster/bus.ts); default: the app's own local bus. */
  bus?: Bus;
}

/** The response envelope (product.md §7.1): success data, or a failure's `{reason, …}`. */
export interface Envelope<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T & { reason?: string };
}

export interface CallOptions {
  /** JSON body. */
  body?: unknown;
  /** Session token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** The `lang` header. */
  lang?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  raw: LightMyRequestResponse;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** Injects a request and parses the envelope it answers. */
  call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: CallOptions,
  ): Promise<CallResult<T>>;
  /** Closes the app (idempotent); the database stays for the next test. */
  close(): Promise<void>;
}

/** Open apps; those started inside a test are closed after it, the others after the file. */
const open = new Set<TestApp>();
const startedInTest = new Set<TestApp>();
let inTest = false;

/** Before each test (test/setup.ts registers it for every file): apps started now close after it. */
export function enterTest(): void {
  inTest = true;
}

/** After each test: closes the apps started inside it. */
export async function closeTestApps(): Promise<void> {
  inTest = false;
  for (const t of startedInTest) await t.close();
  startedInTest.clear();
}

/** After each file: closes the file's other apps and its database. */
export async function closeFileApps(): Promise<void> {
  for (const t of open) await t.close();
  await dropFileDatabase();
}

/**
 * This test file's database, emptied of what earlier tests wrote (`keepData`: as the previous caller
 * left it). Refuses while an app of this file is open on it: close that app first.
 */
export async function createTestDatabase(options: { keepData?: boolean } = {}): Promise<Database> {
  if (!options.keepData && open.size > 0)
    throw new Error('an app is still open on the test database: close it first, or pass keepData');
  return fileDatabase(options);
}

function clockOf(now: TestAppOptions['now']): TestClock {
  if (now instanceof TestClock) return now;
  if (now === 'real') return TestClock.real();
  return TestClock.at(now);
}

/** The app on a replay file (`replay:<path>`, stepped by hand with stepReplay), outside demo mode. */
export function replayApp(replay: string, config: ConfigOverrides = {}): Promise<TestApp> {
  return createTestApp({ config: { MARKET_FEED: replay, DEMO_MODE: 'false', ...config } });
}

/** Plays the next `ticks` quotes of the replay file (all of them must be there). */
export function stepReplay(t: TestApp, ticks: number): void {
  expect(t.app.market.replayFeed().step(ticks)).toBe(ticks);
}

/** config.DEVICE_TOKEN_SECRET of every test app. */
export const TEST_DEVICE_TOKEN_SECRET = 'test-device-token-secret-0123456789abcdef';

/** The real app, silent and without a web build, on this file's database (emptied, unless keepData). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Signs device tokens, so no key file is written into DATA_DIR.
    DEVICE_TOKEN_SECRET: TEST_DEVICE_TOKEN_SECRET,
    ...options.config,
  });
  const database = await createTestDatabase({ keepData: options.keepData ?? false });
  const clock = clockOf(options.now);
  const app = await buildApp({
    config,
    database,
    logger: false,
    now: clock.now,
    ...(options.bus === undefined ? {} : { bus: options.bus }),
  });
  options.extend?.(app);
  await app.ready();
  let closed = false;
  const t: TestApp = {
    app,
    database,
    clock,
    async call(method, url, callOptions = {}) {
      const raw = await app.inject({
        method,
        url,
        headers: {
          ...(callOptions.token ? { authorization: `Bearer ${callOptions.token}` } : {}),
          ...(callOptions.lang ? { lang: callOptions.lang } : {}),
          ...callOptions.headers,
        },
        ...(callOptions.body === undefined ? {} : { payload: callOptions.body as object }),
      });
      return { status: raw.statusCode, body: raw.json(), raw };
    },
    async close() {
      if (closed) return;
      closed = true;
      open.delete(t);
      startedInTest.delete(t);
      await app.close();
    },
  };
  open.add(t);
  if (inTest) startedInTest.add(t);
  return t;
}

/**
 * The real app on `database` at LOG_LEVEL info (or what `env` sets), its pino JSON lines captured
 * instead of printed: for tests of what the server logs. The caller closes the app.
 */
export async function appWithLogLines(
  database: Database,
  env: Partial<Record<keyof Config, string>> = {},
): Promise<{ app: FastifyInstance; lines: () => string[] }> {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const app = await buildApp({ config, database, logStream: stream });
  await app.ready();
  return {
    app,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line !== ''),
  };
}

/**
 * A refusal's envelope as the server answers it (product.md §7.1): code 0, the message, the reason
 * and the details the reason carries (`available`, `captcha_required`…).
 */
export function refusal(
  reason: string,
  msg: string,
  details: Record<string, unknown> = {},
): Envelope {
  return { code: 0, msg, data: { reason, ...details } };
}

/** A user's or an operator's sign-in refused for its account or password; `captchaRequired`: the next needs the image code. */
export const wrongCredentials = (captchaRequired: boolean) =>
  refusal('WRONG_CREDENTIALS', 'Incorrect account or password', {
    captcha_required: captchaRequired,
  });

/** A sign-in refused until the image code is solved. */
export const CAPTCHA_REQUIRED = refusal('CAPTCHA_REQUIRED', 'Enter the image code', {
  captcha_required: true,
});

/** A candle as the wire carries it: start time in ms, OHLC of the mid as decimal strings. */
export function candle(startIso: string, open: string, high: string, low: string, close: string) {
  return { time: Date.parse(startIso), open, high, low, close };
}
