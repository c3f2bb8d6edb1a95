import { readFileSync } from 'node:fs';
import { tryParseDecimal } from '@waihui/core';
import { instrumentCategorySchema } from '@waihui/contracts';
import { z } from 'zod';
import { BINANCE_MAX_STREAMS, BINANCE_ROLLOVER_MS } from './binance-source';
import { DEFAULT_BACKOFF } from './backoff';
import { readProviderPrice } from './provider-price';
import { Secret } from './secret';

/**
 * The price sources file (path in PRICE_SOURCES_FILE): which providers to connect and, per
 * instrument, a primary and an optional secondary source with the provider's symbol and price
 * scale. JSON, because the platform reads it with no new dependency, an error can name the exact
 * value by its JSON path (`instruments.BTCUSD.primary.source`), and the replay feed's file is JSON
 * too. Secrets never appear in the file: it names the environment variables that hold them
 * (`tokenEnv`, `usernameEnv`, `passwordEnv`); they are read here, at start, and their values go
 * into no message. See docs/market-data.md for an example per provider.
 */

const backoffSchema = z.strictObject({
  initialMs: z.int().min(1),
  maxMs: z.int().min(1),
  jitter: z.number().min(0).max(1),
});

/** Settings every source has; stale limits default per provider (see each `type`). */
const common = (staleAfterMs: number) => ({
  staleAfterMs: z.int().min(100).default(staleAfterMs),
  backoff: backoffSchema.default(DEFAULT_BACKOFF),
});

const url = (protocols: string[], fallback?: string) => {
  const schema = z
    .string()
    .refine(
      (text) => URL.canParse(text) && protocols.includes(new URL(text).protocol),
      `must be a ${protocols.join(' or ')} URL`,
    );
  return fallback === undefined ? schema : schema.default(fallback);
};

/** An environment variable name (the variable itself is read at start). */
const envName = z.string().regex(/^[A-Z_][A-Z0-9_]*$/, 'must be an environment variable name');

const sourceSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('binance'),
    url: url(['wss:', 'ws:'], 'wss://stream.binance.com:9443'),
    rolloverAfterMs: z.int().min(1000).max(BINANCE_ROLLOVER_MS).default(BINANCE_ROLLOVER_MS),
    ...common(5_000),
  }),
  z.strictObject({
    type: z.literal('kraken'),
    url: url(['wss:', 'ws:'], 'wss://ws.kraken.com/v2'),
    ...common(5_000),
  }),
  z.strictObject({
    type: z.literal('oanda'),
    // No default: choosing between fxtrade (live) and fxpractice (demo) must be deliberate.
    url: url(['https:', 'http:']),
    accountId: z.string().regex(/^[0-9-]+$/, 'must be an OANDA account id (digits and dashes)'),
    tokenEnv: envName,
    // OANDA sends a heartbeat every 5 s.
    ...common(15_000),
  }),
  z.strictObject({
    type: z.literal('fix'),
    host: z.string().min(1),
    port: z.int().min(1).max(65_535),
    tls: z.boolean().default(true),
    senderCompId: z.string().min(1),
    targetCompId: z.string().min(1),
    senderSubId: z.string().min(1).optional(),
    targetSubId: z.string().min(1).optional(),
    usernameEnv: envName.optional(),
    passwordEnv: envName.optional(),
    heartbeatSeconds: z.int().min(1).max(300).default(30),
    ...common(75_000),
  }),
]);

const routeSchema = z.strictObject({
  source: z.string().min(1),
  symbol: z.string().min(1),
  priceScale: z
    .string()
    .refine((text) => readProviderPrice(text) !== null, 'must be a positive decimal string')
    .default('1'),
});

/** A price amount: a decimal string ≥ 0 ("0.50"). */
const amount = z
  .string()
  .refine((text) => tryParseDecimal(text)?.gte(0) === true, 'must be a decimal string ≥ 0');
/** A fraction: a decimal string from 0 up to (not including) 1 ("0.05" = 5%). */
const fraction = z.string().refine((text) => {
  const value = tryParseDecimal(text);
  return value !== null && value.gte(0) && value.lt(1);
}, 'must be a decimal string from 0 to below 1, e.g. "0.05" for 5%');
const staleLimit = z.int().min(100);

/** The broker's markup on the source's quote: points (the whole markup) or a share of the mid. */
const markupSchema = z.union([
  z.strictObject({ points: amount, minSpread: amount.default('0') }),
  z.strictObject({ share: fraction, minSpread: amount.default('0') }),
]);

/** Per category, over the composer's defaults (sources/composer/policy.ts). */
const byCategory = <T extends z.ZodType>(value: T) =>
  z.partialRecord(instrumentCategorySchema, value).default({});

const policySchema = z.strictObject({
  /** After failing over, back to the primary only once it has been healthy this long. */
  failbackAfterMs: z.int().min(0).default(30_000),
  /** A quote older than this (by receive time) is stale. */
  staleAfterMs: byCategory(staleLimit),
  /** A mid further than this fraction from the last dealt mid is held until confirmed. */
  jumpBand: byCategory(fraction),
  /** The two sources' mids further apart than this fraction raise a drift alert. */
  driftLimit: byCategory(fraction),
});

const fileSchema = z.strictObject({
  sources: z.record(
    z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits, dashes'),
    sourceSchema,
  ),
  policy: policySchema.default(policySchema.parse({})),
  instruments: z.record(
    z.string().regex(/^[A-Z0-9]+$/, 'must be one of our symbols'),
    z.strictObject({
      primary: routeSchema,
      secondary: routeSchema.optional(),
      /** Overrides of the policy for this instrument. */
      markup: markupSchema.optional(),
      staleAfterMs: staleLimit.optional(),
      jumpBand: fraction.optional(),
      driftLimit: fraction.optional(),
    }),
  ),
});

type FileSettings = z.infer<typeof fileSchema>;
export type SourceSettings = FileSettings['sources'][string];
export type Route = z.infer<typeof routeSchema>;
/** The file's `policy` section with its defaults. */
export type SourcesPolicy = FileSettings['policy'];
/** One instrument's entry: its routes and its own overrides of the policy. */
export type InstrumentSources = FileSettings['instruments'][string];
export type MarkupSetting = z.infer<typeof markupSchema>;

/** One source, ready to build: its settings, its id and the secrets read from the environment. */
export type SourcePlan = SourceSettings & {
  id: string;
  secrets: { token?: Secret; username?: Secret; password?: Secret };
};

export interface SourcesPlan {
  sources: SourcePlan[];
  policy: SourcesPolicy;
  /** Our instrument → where its prices come from, and its overrides of the policy. */
  instruments: Map<string, InstrumentSources>;
}

export class SourcesFileError extends Error {
  override readonly name = 'SourcesFileError';
}

/**
 * Reads and checks the sources file; throws SourcesFileError naming the file and, for each
 * problem, its JSON path (or line and column for a syntax error). `instruments`, when given, is
 * the set of our symbols the file may name.
 */
export function loadSourcesFile(
  path: string,
  env: NodeJS.ProcessEnv,
  instruments?: ReadonlySet<string>,
): SourcesPlan {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new SourcesFileError(`${path}: cannot read (${(err as NodeJS.ErrnoException).code})`);
  }
  return parseSourcesFile(text, path, env, instruments);
}

export function parseSourcesFile(
  text: string,
  path: string,
  env: NodeJS.ProcessEnv,
  instruments?: ReadonlySet<string>,
): SourcesPlan {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new SourcesFileError(`${path}: ${withLineAndColumn((err as Error).message, text)}`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      // A bad record key's own reason is nested ("must be one of our symbols").
      const reason = issue.code === 'invalid_key' ? issue.issues[0]?.message : undefined;
      return `${jsonPath(issue.path)}: ${reason ?? issue.message}`;
    });
    throw new SourcesFileError(`${path}:\n  ${problems.join('\n  ')}`);
  }
  const problems = crossCheck(parsed.data, env, instruments);
  if (problems.length > 0) throw new SourcesFileError(`${path}:\n  ${problems.join('\n  ')}`);
  return plan(parsed.data, env);
}

/** What the schema cannot see: references between sections, the catalogue, the environment. */
function crossCheck(file: FileSettings, env: NodeJS.ProcessEnv, known?: ReadonlySet<string>) {
  const problems: string[] = [];
  const used = new Map<string, number>();
  for (const [instrument, { primary, secondary }] of Object.entries(file.instruments)) {
    const at = jsonPath(['instruments', instrument]);
    if (known && !known.has(instrument)) problems.push(`${at}: not an instrument of the catalogue`);
    for (const [role, route] of [
      ['primary', primary],
      ['secondary', secondary],
    ] as const) {
      if (!route) continue;
      if (!(route.source in file.sources)) {
        const names = Object.keys(file.sources).join(', ');
        problems.push(`${at}.${role}.source: no source "${route.source}" (sources: ${names})`);
      }
      used.set(route.source, (used.get(route.source) ?? 0) + 1);
    }
    if (secondary && secondary.source === primary.source) {
      problems.push(`${at}.secondary.source: must differ from the primary source`);
    }
  }
  for (const [id, source] of Object.entries(file.sources)) {
    const at = jsonPath(['sources', id]);
    if (!used.has(id)) problems.push(`${at}: no instrument uses this source`);
    if (source.type === 'binance' && (used.get(id) ?? 0) > BINANCE_MAX_STREAMS) {
      problems.push(`${at}: Binance allows ${BINANCE_MAX_STREAMS} streams a connection`);
    }
    if (source.staleAfterMs <= heartbeatMsOf(source)) {
      problems.push(`${at}.staleAfterMs: must exceed the heartbeat (${heartbeatMsOf(source)} ms)`);
    }
    for (const [field, name] of Object.entries(secretNamesOf(source))) {
      if (!env[name]) problems.push(`${at}.${field}: environment variable ${name} is not set`);
    }
  }
  return problems;
}

function plan(file: FileSettings, env: NodeJS.ProcessEnv): SourcesPlan {
  const sources = Object.entries(file.sources).map(([id, source]) => {
    const secret = (name: string | undefined) =>
      new Secret(name === undefined ? '' : (env[name] ?? ''));
    const names = secretNamesOf(source);
    const secrets = {
      ...(names.tokenEnv ? { token: secret(names.tokenEnv) } : {}),
      ...(names.usernameEnv ? { username: secret(names.usernameEnv) } : {}),
      ...(names.passwordEnv ? { password: secret(names.passwordEnv) } : {}),
    };
    return { ...source, id, secrets };
  });
  return { sources, policy: file.policy, instruments: new Map(Object.entries(file.instruments)) };
}

function secretNamesOf(source: SourceSettings): Record<string, string> {
  if (source.type === 'oanda') return { tokenEnv: source.tokenEnv };
  if (source.type !== 'fix') return {};
  return {
    ...(source.usernameEnv ? { usernameEnv: source.usernameEnv } : {}),
    ...(source.passwordEnv ? { passwordEnv: source.passwordEnv } : {}),
  };
}

/** The provider's own heartbeat interval (ms); a stale limit at or under it would flap. */
function heartbeatMsOf(source: SourceSettings): number {
  if (source.type === 'oanda') return 5_000;
  if (source.type === 'fix') return source.heartbeatSeconds * 1000;
  return 1_000;
}

/** ['instruments', 'EUR/USD', 'primary'] → 'instruments["EUR/USD"].primary'. */
function jsonPath(path: readonly PropertyKey[]): string {
  return (
    path
      .map((key, i) => {
        if (typeof key === 'number') return `[${key}]`;
        const name = String(key);
        if (/^[A-Za-z_$][\w$]*$/.test(name)) return i === 0 ? name : `.${name}`;
        return `[${JSON.stringify(name)}]`;
      })
      .join('') || '(the file)'
  );
}

/** JSON.parse says "at position N"; people read lines. */
function withLineAndColumn(message: string, text: string): string {
  const match = / at position (\d+)/.exec(message);
  if (!match) return message;
  const before = text.slice(0, Number(match[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${message.slice(0, match.index)} at line ${line} column ${column}`;
}
