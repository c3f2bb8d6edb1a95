import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Environment the server reads at start-up; anything invalid stops the process with a clear message. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** PGlite data directory, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** PostgreSQL connection string; when set, the embedded PGlite is not used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Directory of the built web app (served at /). */
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per IP across the API, on top of tighter per-route limits. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** Demo mode: seeded demo accounts and a "demo" label in the app. On by default for the embedded database. */
  DEMO_MODE: booleanFromEnv.optional(),
  /** Trust X-Forwarded-For from a reverse proxy (set when behind nginx or a load balancer). */
  TRUST_PROXY: booleanFromEnv.default(false),

  // Identity (modules/identity/README.md)
  /** Countries whose residents cannot register (terms, spec §1): ISO alpha-2, comma-separated. */
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
  /** Lifetime of a back-office operator session (minutes): much shorter than a user's. */
  OPERATOR_SESSION_MINUTES: z.coerce.number().int().positive().max(1440).default(60),
  /**
   * Key (64 hex digits = 32 bytes) that encrypts operators' TOTP secrets (AES-256-GCM); unset = a
   * random key kept in DATA_DIR/operator-totp.key (mode 0600), made on first use.
   */
  OPERATOR_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits')
    .optional(),
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
  /**
   * Contract trading rules in force (issue 8): `standard` follows the spec (each instrument's maximum
   * leverage, up to 100x for BTC/ETH); `strict` caps leverage by asset class as EU retail rules do and
   * closes out at 50% at the latest. Shown by GET /api/default/setting.
   */
  COMPLIANCE_PROFILE: z.enum(['standard', 'strict']).default('standard'),
  /** Margin level (%) at or below which positions are stopped out (design §5). */
  STOP_OUT_LEVEL_PCT: z.coerce.number().int().min(1).max(100).default(50),
  /** Support contact shown by GET /api/default/setting. */
  SUPPORT_EMAIL: z.string().min(3).default('support@waihui.local'),
  SUPPORT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Development and browser tests only: GET /api/dev/outbox (latest outbox message of an address)
   * and GET /api/dev/captcha (a captcha's answer). Never on in production: refused at start-up.
   */
  EXPOSE_OUTBOX: booleanFromEnv.default(false),

  // Market data (apps/server/src/market-feed/README.md). Defaults marked "test" apply under NODE_ENV=test.
  /** Quote source: "simulated" (seeded random walk) or "replay:<file>" (JSON lines of ticks). */
  MARKET_FEED: z
    .string()
    .regex(/^(simulated|replay:.+)$/, 'must be "simulated" or "replay:<file>"')
    .default('simulated'),
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
  /** Least time between two WebSocket update frames to one connection. */
  MARKET_WS_BATCH_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  /** WebSocket ping interval; a connection that has not answered the previous ping is closed. */
  MARKET_WS_HEARTBEAT_MS: z.coerce.number().int().min(50).default(30_000),
  /** How often forming candles and last quotes are written to the database. */
  MARKET_PERSIST_MS: z.coerce.number().int().min(100).default(5000),
});

export type Config = Omit<z.infer<typeof configSchema>, 'DEMO_MODE'> & { DEMO_MODE: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const { DEMO_MODE, ...rest } = parsed.data;
  if (rest.EXPOSE_OUTBOX && rest.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  EXPOSE_OUTBOX: reveals codes and captchas; not allowed in production',
    );
  }
  return { ...rest, DEMO_MODE: DEMO_MODE ?? rest.DATABASE_URL === undefined };
}
