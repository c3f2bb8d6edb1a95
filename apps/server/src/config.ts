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
  return { ...rest, DEMO_MODE: DEMO_MODE ?? rest.DATABASE_URL === undefined };
}
