import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { CODE_RESEND_SECONDS } from '@waihui/core';
import { REPO_ROOT as repoRoot } from './paths';

/** One TRUST_PROXY item: an IP address, a range `address/prefix`, or a proxy-addr name. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', prefix, extra] = item.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Environment the server reads at start-up; anything invalid stops the process with a clear message. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Listen address. Unset: 127.0.0.1 in demo mode (its printed passwords and readable codes stay on
   * this machine; set HOST=0.0.0.0 to show a demo on a network on purpose), else 0.0.0.0.
   */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** PGlite data directory, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** PostgreSQL connection string; when set, the embedded PGlite is not used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * Redis for running several processes side by side (product.md §17.3, docs/architecture.md "Scale-out"):
   * quotes and private events fan out through its pub/sub, rate limits count in it. Unset: one
   * process, everything in memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Directory of the built web app (served at /). */
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Open connections in total (docs/deploy.md "Connection limits"): at most this, and never more than the open-file limit read
   * at start less 128 descriptors kept for the database, files and logs. Default 10,000.
   */
  MAX_CONNECTIONS: z.coerce.number().int().min(16).optional(),
  /**
   * Open connections per client address; more are closed before a byte is read. A trusted proxy's
   * own address (TRUST_PROXY) is exempt: it limits each client itself (deploy/nginx.conf).
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(100),
  /** A request's headers must arrive within this (ms), else 408 and the connection closes. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /** A whole request, body included, must arrive within this (ms), else 408 and the connection closes. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Requests per minute per IP across the API, on top of tighter per-route limits. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** Demo mode: seeded demo accounts and a "demo" label in the app. On by default for the embedded database. */
  DEMO_MODE: booleanFromEnv.optional(),
  /**
   * Reverse proxies whose X-Forwarded-For is believed: `false` (none, the default), the number of
   * proxies in front (`1` for one nginx: the client is the address that proxy saw), or their
   * addresses and ranges (`10.0.0.0/8,127.0.0.1`; `loopback`, `uniquelocal`). `true` is refused: it
   * would take the leftmost address, which the client writes itself (product.md §17.4).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) => value.trim())
    .refine((value) => value !== 'true', {
      message:
        'true would trust the leftmost X-Forwarded-For, which any client can set; give the number of proxies in front (1 for one nginx) or their addresses (10.0.0.0/8,127.0.0.1)',
    })
    .pipe(
      z.union([
        z.literal('false').transform(() => false as const),
        z
          .string()
          .regex(/^\d{1,2}$/)
          .transform((hops) => Number(hops))
          .transform((hops) => (hops === 0 ? (false as const) : hops)),
        z
          .string()
          .refine(
            (list) => list.split(',').every((item) => isProxyAddress(item.trim())),
            'must be false, a hop count, or addresses/ranges like 10.0.0.0/8,127.0.0.1',
          )
          .transform((list) => list.split(',').map((item) => item.trim())),
      ]),
    ),

  // Identity (modules/identity/README.md)
  /** Countries whose residents cannot register (terms, product.md §1.4): ISO alpha-2, comma-separated. */
  BARRED_COUNTRIES: z
    .string()
    .default('US,JP,KR,CN')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => code !== ''),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO alpha-2 codes like US,JP'))),
  /** Lifetime of a login session. */
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(720),
  /** A login session unused this long ends before its lifetime (product.md §15.1): 168 = 7 days. */
  SESSION_IDLE_HOURS: z.coerce.number().int().positive().default(168),
  /** Lifetime of a back-office operator session (minutes): much shorter than a user's. */
  OPERATOR_SESSION_MINUTES: z.coerce.number().int().positive().max(1440).default(60),
  /**
   * Bearer token that opens GET /metrics (Prometheus text) to any address; unset, it answers only
   * clients on this machine (docs/operations.md, Metrics). At least 32 characters.
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Key (64 hex digits = 32 bytes) that encrypts operators' TOTP secrets (AES-256-GCM); unset = a
   * random key kept in DATA_DIR/operator-totp.key (mode 0600), made on first use.
   */
  OPERATOR_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits')
    .optional(),
  /**
   * Secret (at least 32 characters) that signs device tokens: the cookie a browser gets at a sign-in,
   * whose wrong tries then count on that device's own back-off counter (product.md §15.2). Unset: a
   * random one kept in DATA_DIR/device-token.key (mode 0600), made on first use; several processes
   * need the same value.
   */
  DEVICE_TOKEN_SECRET: z.string().min(32).optional(),
  /** SMTP for e-mailed codes, e.g. smtp://user:pass@mail.example.com:587; unset = outbox only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Waihui <no-reply@waihui.local>'),
  /** SMS provider: codes are POSTed as JSON {to, text, purpose, lang}; unset = outbox only. */
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Sent as `Authorization: Bearer <token>` to the SMS provider when set. */
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  /** Codes one phone or e-mail address may receive per 24 hours (SMS pumping guard). */
  CODE_DAILY_LIMIT: z.coerce.number().int().positive().default(10),
  /** Per-IP requests per minute on login, register, code sending and captcha images. */
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_REGISTER_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CODE_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CAPTCHA_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Per-IP requests per minute on POST /api/user/fund_password (wrong codes also count toward its lockout). */
  RATE_LIMIT_FUND_PASSWORD_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /**
   * Contract trading rules in force (product.md §10.9): `standard` follows the spec (each instrument's maximum
   * leverage, up to 100x for BTC/ETH); `strict` caps leverage by asset class as EU retail rules do and
   * closes out at 50% at the latest. Shown by GET /api/default/setting.
   */
  COMPLIANCE_PROFILE: z.enum(['standard', 'strict']).default('standard'),
  /** Margin level (%) at or below which positions are stopped out (product.md §10.7). */
  STOP_OUT_LEVEL_PCT: z.coerce.number().int().min(1).max(100).default(50),
  /** Support contact shown by GET /api/default/setting. */
  SUPPORT_EMAIL: z.string().min(3).default('support@waihui.local'),
  SUPPORT_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Location pages (product.md §2.8): the company's place on Contact Us, its map and the place search
  /** The company's name and postal address, shown on Contact Us and its location page; empty = none. */
  COMPANY_NAME: z.string().default(''),
  COMPANY_ADDRESS: z.string().default(''),
  /** The company's coordinates in decimal degrees (WGS 84), both or neither; north and east positive. */
  COMPANY_LATITUDE: z.coerce.number().min(-90).max(90).optional(),
  COMPANY_LONGITUDE: z.coerce.number().min(-180).max(180).optional(),
  /**
   * Map tiles for the location page: an http(s) URL template with `{z}`, `{x}` and `{y}` (one host, no
   * `{s}`). Unset: no map, a card with "open in maps" links, and no request to any tile server. Its
   * origin is added to the pages' img-src.
   */
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'must contain {z}, {x} and {y}',
    })
    .optional(),
  /** The tile server's attribution (HTML as the tile provider asks for it), shown on the map. */
  MAP_TILE_ATTRIBUTION: z.string().default(''),
  /**
   * Place search for the choose-location page: the base URL of a service speaking Nominatim's search
   * API (`<url>/search?q=…&format=jsonv2`). Unset: addresses are entered by hand and nothing is
   * asked of any search service. Its origin is added to the pages' connect-src.
   */
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Identity verification (modules/verification/README.md)
  /** Directory of uploaded ID photos; never inside a public folder. Default: <DATA_DIR>/id-photos. */
  ID_PHOTO_DIR: z.string().min(1).optional(),
  /**
   * Secret (at least 32 characters) that signs ID photo links. Unset: a random one per process, so
   * links of the previous run stop working after a restart (they live minutes anyway).
   */
  ID_PHOTO_LINK_SECRET: z.string().min(32).optional(),
  /** How long a signed ID photo link works. */
  ID_PHOTO_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /**
   * Development and browser tests only: GET /api/dev/outbox (latest outbox message of an address)
   * and GET /api/dev/captcha (a captcha's answer). Never on in production: refused at start-up.
   */
  EXPOSE_OUTBOX: booleanFromEnv.default(false),
  /**
   * Browser tests only: seconds between two codes to one address, instead of the rule's 60 (spec
   * §4), so a journey that sends a second code waits seconds, not a minute. Production refuses any
   * other value than 60.
   */
  CODE_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(CODE_RESEND_SECONDS),

  // Funding (modules/funding/README.md, docs/funding.md)
  /**
   * Extended public keys (xpub) of the operator's USDT wallets at the account level, m/44'/60'/0'
   * (ERC-20) and m/44'/195'/0' (TRC-20); a user's address is child 0/<uid>. The server never holds a
   * private key. Unset: demo mode makes a throwaway key once (kept in app_settings); otherwise no
   * crypto deposits are offered.
   */
  DEPOSIT_XPUB_ERC20: z
    .string()
    .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an xpub')
    .optional(),
  DEPOSIT_XPUB_TRC20: z
    .string()
    .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an xpub')
    .optional(),
  /** The operator's bank account for bank deposits; no bank deposits when the account number is unset. */
  DEPOSIT_BANK_NAME: z.string().min(1).default('Waihui Demo Bank'),
  DEPOSIT_BANK_ACCOUNT_NAME: z.string().min(1).default('Waihui Ltd'),
  DEPOSIT_BANK_ACCOUNT_NUMBER: z.string().min(1).optional(),
  DEPOSIT_BANK_SWIFT: z.string().min(1).default('DEMOXXHH'),
  /**
   * Demo mode only: a deposit notice is confirmed by the system this many seconds after it is filed
   * (funding.demo-deposits.ts), so a new demo user has money without an operator. 0 = never.
   */
  DEMO_DEPOSIT_CONFIRM_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  DEPOSIT_BANK_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  /**
   * Withdrawal fee and minimum per currency and method, `CURRENCY:method:fee:minimum` comma-separated
   * (method erc20, trc20 or bank; amounts in that currency, the fee taken from the amount).
   */
  WITHDRAWAL_FEES: z
    .string()
    .default('USDT:erc20:5:20,USDT:trc20:1:10,USD:bank:15:50')
    .transform((value) =>
      value
        .split(',')
        .filter((item) => item.trim() !== '')
        .map((item) => {
          const [currency = '', method = '', fee = '', minimum = ''] = item.trim().split(':');
          return { currency, method, fee, minimum };
        }),
    )
    .pipe(
      z.array(
        z.object({
          currency: z.string().regex(/^[A-Z0-9]{2,12}$/),
          method: z.enum(['erc20', 'trc20', 'bank']),
          fee: z.string().regex(/^(0|[1-9]\d{0,17})(\.\d{1,8})?$/),
          minimum: z.string().regex(/^(0|[1-9]\d{0,17})(\.\d{1,8})?$/),
        }),
      ),
    ),
  /** Seconds before a newly bound or edited card or wallet can receive a withdrawal (default 24 h). */
  WITHDRAWAL_DESTINATION_DELAY_SECONDS: z.coerce.number().int().min(0).default(86_400),

  // Delivery contracts (modules/delivery/README.md)
  /**
   * Browser tests only: the periods offered, `seconds:payoutRate` comma-separated (`15:0.8`),
   * written over the database's at start-up so a contract settles within seconds. Unset: the
   * periods the back-office saved (the migration seeds 60 s and up). Refused in production.
   */
  DELIVERY_PERIODS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .filter((item) => item.trim() !== '')
        .map((item) => {
          const [seconds = '', payoutRate = ''] = item.trim().split(':');
          return { seconds: Number(seconds), payoutRate };
        }),
    )
    .pipe(
      z
        .array(
          z.object({
            seconds: z.number().int().min(1).max(86_400),
            // A win pays back the stake and this share of it: above 0, at most 1.
            payoutRate: z.string().regex(/^(0\.\d{0,3}[1-9]|1)$/, 'must be a rate like 0.8'),
          }),
        )
        .min(1, 'must list at least one period, e.g. 15:0.8'),
    )
    .optional(),

  // Market data (apps/server/src/market-feed/README.md). Defaults marked "test" apply under NODE_ENV=test.
  /**
   * Quote source: "simulated" (seeded random walk), "replay:<file>" (JSON lines of ticks) or
   * "sources" (live providers from PRICE_SOURCES_FILE, docs/market-data.md).
   */
  MARKET_FEED: z
    .string()
    .regex(/^(simulated|sources|replay:.+)$/, 'must be "simulated", "sources" or "replay:<file>"')
    .default('simulated'),
  /** MARKET_FEED=sources: the JSON sources file (providers, routes, policy; docs/market-data.md). */
  PRICE_SOURCES_FILE: z.string().min(1).optional(),
  /** Seed of the simulated feed and its backfill: same seed and start state, same ticks. */
  MARKET_SEED: z.coerce.number().int().min(0).max(4294967295).default(20260101),
  /** Simulated feed step in ms (each instrument may tick once per step); 0 = stepped by hand. Default 250, test 0. */
  MARKET_TICK_MS: z.coerce.number().int().min(0).optional(),
  /** Candles per interval simulated on a fresh database and gap-filled after a restart. Default 500, test 0. */
  MARKET_BACKFILL_CANDLES: z.coerce.number().int().min(0).max(5000).optional(),
  /** Replay pace: 1 = as recorded, 10 = ten times faster, 0 = stepped by hand. Default 1, test 0. */
  MARKET_REPLAY_SPEED: z.coerce.number().min(0).max(1000).optional(),
  /** Start the replay file again when it ends (demos). */
  MARKET_REPLAY_LOOP: booleanFromEnv.default(false),
  /**
   * Honour the trading-session calendars (market-feed/feed-condition.ts): outside its session an
   * instrument is closed and nothing deals on it. Off by default: the simulated and replay feeds
   * quote around the clock, so a demo always moves.
   */
  MARKET_SESSIONS: booleanFromEnv.default(false),
  /**
   * Refuse deals on a quote older than its category's limit (market-feed/feed-condition.ts). Off
   * only for browser tests, whose replay file keeps its recorded times on a real clock; refused in
   * production.
   */
  MARKET_STALENESS: booleanFromEnv.default(true),
  /** Least time between two WebSocket update frames to one connection. */
  MARKET_WS_BATCH_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  /** WebSocket ping interval; a connection that has not answered the previous ping is closed. */
  MARKET_WS_HEARTBEAT_MS: z.coerce.number().int().min(50).default(30_000),
  /** Open /ws connections in total; more are refused with 429 before the upgrade (product.md §17.4). */
  WS_MAX_CONNECTIONS: z.coerce.number().int().positive().default(10_000),
  /** Open /ws connections per client address (request.ip, see TRUST_PROXY). */
  WS_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().default(50),
  /** A connection following nothing (no tickers, candles or account) this long is closed (4000). */
  WS_IDLE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Messages a connection may send per second; the excess is refused, 5x the limit closes it (1008). */
  WS_MESSAGES_PER_SECOND: z.coerce.number().int().positive().default(20),
  /** How often forming candles and last quotes are written to the database. */
  MARKET_PERSIST_MS: z.coerce.number().int().min(100).default(5000),

  // Operations (docs/operations.md)
  /**
   * Longest a SIGTERM/SIGINT shutdown may take (ms): in-flight requests, WebSocket closes, workers
   * and the database close must finish within it, or the process logs what hung and exits 1.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** How often each process looks for due scheduled jobs (ms); 0 = never. Default 60000, test 0. */
  SCHEDULER_POLL_MS: z.coerce.number().int().min(0).optional(),
  /**
   * How often a follower tries to become the leader, and the leader checks its lock connection (ms;
   * cluster/leadership.ts): a dead leader is replaced within about this time. PostgreSQL only.
   */
  LEADER_RETRY_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Where `npm run backup` writes (docs/operations.md: schedule and retention). */
  BACKUP_DIR: z.string().min(1).default(path.join(repoRoot, 'backups')),
});

export type Config = Omit<z.infer<typeof configSchema>, 'DEMO_MODE' | 'HOST'> & {
  DEMO_MODE: boolean;
  HOST: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  if (parsed.data.HEADERS_TIMEOUT_MS > parsed.data.REQUEST_TIMEOUT_MS)
    throw new Error(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  if (parsed.data.MARKET_FEED === 'sources' && parsed.data.PRICE_SOURCES_FILE === undefined)
    throw new Error(
      'Invalid configuration:\n  PRICE_SOURCES_FILE: must name the sources file when MARKET_FEED=sources',
    );
  if (
    (parsed.data.COMPANY_LATITUDE === undefined) !==
    (parsed.data.COMPANY_LONGITUDE === undefined)
  )
    throw new Error(
      'Invalid configuration:\n  COMPANY_LATITUDE, COMPANY_LONGITUDE: set both or neither',
    );
  const { DEMO_MODE, HOST, ...rest } = parsed.data;
  const demo = DEMO_MODE ?? rest.DATABASE_URL === undefined;
  const config = { ...rest, DEMO_MODE: demo, HOST: HOST ?? (demo ? '127.0.0.1' : '0.0.0.0') };
  if (config.NODE_ENV === 'production') {
    const problems = productionProblems(config);
    if (problems.length > 0) {
      throw new Error(`Invalid configuration for NODE_ENV=production:\n${problems.join('\n')}`);
    }
  }
  return config;
}

/**
 * What a production start refuses (product.md §17.2): the embedded database (one process, no
 * backups, demo accounts by default), demo mode (public codes and printed passwords) and any code
 * delivery that is not a real provider (the outbox keeps codes where an operator can read them).
 */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.DATABASE_URL === undefined)
    problems.push(
      '  DATABASE_URL: required in production; the embedded PGlite database is for development and demos',
    );
  if (config.DEMO_MODE)
    problems.push('  DEMO_MODE: demo accounts and readable codes are not allowed in production');
  if (config.EXPOSE_OUTBOX)
    problems.push('  EXPOSE_OUTBOX: reveals codes and captchas; not allowed in production');
  if (config.CODE_RESEND_SECONDS !== CODE_RESEND_SECONDS)
    problems.push(
      `  CODE_RESEND_SECONDS: browser tests only; production keeps the rule's ${CODE_RESEND_SECONDS} s`,
    );
  if (!config.MARKET_STALENESS)
    problems.push('  MARKET_STALENESS: browser tests only; production never deals an old quote');
  if (config.DELIVERY_PERIODS !== undefined)
    problems.push(
      '  DELIVERY_PERIODS: browser tests only; production offers the periods the back-office saves',
    );
  if (config.SMTP_URL === undefined)
    problems.push(
      '  SMTP_URL: required in production; without it e-mailed codes would only go to the outbox',
    );
  if (config.SMS_WEBHOOK_URL === undefined)
    problems.push(
      '  SMS_WEBHOOK_URL: required in production; without it SMS codes would only go to the outbox',
    );
  return problems;
}
