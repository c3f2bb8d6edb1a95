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
