import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF } from './backoff';
import { BINANCE_ROLLOVER_MS } from './binance-source';
import { loadSourcesFile, parseSourcesFile, SourcesFileError } from './sources-file';

const ENV = {
  OANDA_TOKEN: 'oanda-token-never-printed',
  LP_FIX_USERNAME: 'waihui-md',
  LP_FIX_PASSWORD: 'lp-password-never-printed',
};
const FILE = {
  sources: {
    binance: { type: 'binance' },
    kraken: { type: 'kraken', staleAfterMs: 3000 },
    oanda: {
      type: 'oanda',
      url: 'https://stream-fxpractice.oanda.com',
      accountId: '101-004-1234567-001',
      tokenEnv: 'OANDA_TOKEN',
    },
    lp: {
      type: 'fix',
      host: 'fix.lp.example',
      port: 9880,
      senderCompId: 'WAIHUI',
      targetCompId: 'LPMD',
      usernameEnv: 'LP_FIX_USERNAME',
      passwordEnv: 'LP_FIX_PASSWORD',
    },
  },
  instruments: {
    BTCUSD: {
      primary: { source: 'binance', symbol: 'BTCUSDT' },
      secondary: { source: 'kraken', symbol: 'BTC/USD' },
    },
    EURUSD: {
      primary: { source: 'oanda', symbol: 'EUR_USD' },
      secondary: { source: 'lp', symbol: 'EUR/USD' },
    },
    JPN225: { primary: { source: 'oanda', symbol: 'JP225_USD', priceScale: '1' } },
  },
};

/** Parses FILE with `change` applied to a copy; returns the error message or 'ok'. */
function problemsOf(change: (file: typeof FILE & Record<string, unknown>) => void, env = ENV) {
  const file = structuredClone(FILE) as typeof FILE & Record<string, unknown>;
  change(file);
  try {
    parseSourcesFile(JSON.stringify(file), 'sources.json', env);
    return 'ok';
  } catch (err) {
    expect(err).toBeInstanceOf(SourcesFileError);
    return (err as Error).message;
  }
}

describe('price sources file', () => {
  it('reads every provider with its defaults and the secrets from the named variables', () => {
    const plan = parseSourcesFile(JSON.stringify(FILE), 'sources.json', ENV);
    const [binance, kraken, oanda, lp] = plan.sources;
    expect(binance).toEqual({
      id: 'binance',
      type: 'binance',
      url: 'wss://stream.binance.com:9443',
      rolloverAfterMs: BINANCE_ROLLOVER_MS,
      staleAfterMs: 5000,
      backoff: DEFAULT_BACKOFF,
      secrets: {},
    });
    expect(kraken).toMatchObject({ url: 'wss://ws.kraken.com/v2', staleAfterMs: 3000 });
    expect(oanda).toMatchObject({ staleAfterMs: 15_000, tokenEnv: 'OANDA_TOKEN' });
    expect(oanda?.secrets.token?.reveal()).toBe('oanda-token-never-printed');
    expect(lp).toMatchObject({ tls: true, heartbeatSeconds: 30, staleAfterMs: 75_000 });
    expect(lp?.secrets.password?.reveal()).toBe('lp-password-never-printed');
    expect(plan.instruments.get('JPN225')).toEqual({
      primary: { source: 'oanda', symbol: 'JP225_USD', priceScale: '1' },
    });
    expect(plan.instruments.get('BTCUSD')?.secondary).toEqual({
      source: 'kraken',
      symbol: 'BTC/USD',
      priceScale: '1',
    });
  });

  it('reads the policy section with its defaults and the per-instrument overrides', () => {
    const plan = parseSourcesFile(JSON.stringify(FILE), 'sources.json', ENV);
    expect(plan.policy).toEqual({
      failbackAfterMs: 30_000,
      staleAfterMs: {},
      jumpBand: {},
      driftLimit: {},
    });
    const file = structuredClone(FILE) as typeof FILE & Record<string, unknown>;
    file.policy = { failbackAfterMs: 60_000, jumpBand: { crypto: '0.1' } };
    Object.assign(file.instruments.BTCUSD, {
      markup: { share: '0.0002', minSpread: '1' },
      staleAfterMs: 4000,
      driftLimit: '0.01',
    });
    const custom = parseSourcesFile(JSON.stringify(file), 'sources.json', ENV);
    expect(custom.policy).toEqual({
      failbackAfterMs: 60_000,
      staleAfterMs: {},
      jumpBand: { crypto: '0.1' },
      driftLimit: {},
    });
    expect(custom.instruments.get('BTCUSD')).toMatchObject({
      markup: { share: '0.0002', minSpread: '1' },
      staleAfterMs: 4000,
      driftLimit: '0.01',
    });
  });

  it.each([
    [
      'a jump band of 1 (100%)',
      (file: Record<string, unknown>) => (file.policy = { jumpBand: { crypto: '1' } }),
      'policy.jumpBand.crypto: must be a decimal string from 0 to below 1, e.g. "0.05" for 5%',
    ],
    [
      'a negative markup',
      (file: typeof FILE) => Object.assign(file.instruments.BTCUSD, { markup: { points: '-1' } }),
      'instruments.BTCUSD.markup.points: must be a decimal string ≥ 0',
    ],
    [
      'an unknown category',
      (file: Record<string, unknown>) => (file.policy = { driftLimit: { bonds: '0.01' } }),
      'policy.driftLimit: Unrecognized key: "bonds"',
    ],
  ])('names the JSON path of a bad policy value: %s', (_, change, expected) => {
    expect(problemsOf(change as (file: typeof FILE & Record<string, unknown>) => void)).toBe(
      `sources.json:\n  ${expected}`,
    );
  });

  it('never prints a secret: JSON and inspect show [secret]', () => {
    const plan = parseSourcesFile(JSON.stringify(FILE), 'sources.json', ENV);
    for (const printed of [JSON.stringify(plan.sources), inspect(plan, { depth: 9 })]) {
      expect(printed).not.toContain('never-printed');
      expect(printed).toContain('[secret]');
    }
  });

  it('names the JSON path of each wrong value', () => {
    expect(problemsOf((f) => (f.instruments.BTCUSD.primary.source = 'binanse'))).toBe(
      'sources.json:\n' +
        '  instruments.BTCUSD.primary.source: no source "binanse" (sources: binance, kraken, oanda, lp)\n' +
        '  sources.binance: no instrument uses this source',
    );
    expect(problemsOf((f) => (f.instruments.EURUSD.primary.source = 'lp'))).toBe(
      'sources.json:\n  instruments.EURUSD.secondary.source: must differ from the primary source',
    );
    expect(problemsOf((f) => (f.sources.lp.port = 0))).toBe(
      'sources.json:\n  sources.lp.port: Too small: expected number to be >=1',
    );
    expect(problemsOf((f) => Object.assign(f.sources.lp, { pasword: 'x' }))).toBe(
      'sources.json:\n  sources.lp: Unrecognized key: "pasword"',
    );
    expect(
      problemsOf((f) => Object.assign(f.instruments.JPN225.primary, { priceScale: '-1' })),
    ).toBe(
      'sources.json:\n  instruments.JPN225.primary.priceScale: must be a positive decimal string',
    );
    expect(problemsOf((f) => (f.sources.oanda.url = 'ftp://example.com'))).toBe(
      'sources.json:\n  sources.oanda.url: must be a https: or http: URL',
    );
    expect(
      problemsOf((f) => Object.assign(f.instruments, { 'EUR/USD': f.instruments.EURUSD })),
    ).toBe('sources.json:\n  instruments["EUR/USD"]: must be one of our symbols');
  });

  it('checks the environment and the catalogue without printing values', () => {
    expect(problemsOf(() => {}, { ...ENV, OANDA_TOKEN: '' })).toBe(
      'sources.json:\n  sources.oanda.tokenEnv: environment variable OANDA_TOKEN is not set',
    );
    expect(() =>
      parseSourcesFile(JSON.stringify(FILE), 'sources.json', ENV, new Set(['BTCUSD', 'EURUSD'])),
    ).toThrow('instruments.JPN225: not an instrument of the catalogue');
    expect(problemsOf((f) => Object.assign(f.sources.lp, { heartbeatSeconds: 90 }))).toBe(
      'sources.json:\n  sources.lp.staleAfterMs: must exceed the heartbeat (90000 ms)',
    );
    expect(problemsOf((f) => delete (f.instruments as Record<string, unknown>).BTCUSD)).toBe(
      'sources.json:\n  sources.binance: no instrument uses this source\n  sources.kraken: no instrument uses this source',
    );
  });

  it('gives the line and column of a syntax error, and the path of a file it cannot read', () => {
    expect(() => parseSourcesFile('{\n  "sources": {},\n}', 'sources.json', ENV)).toThrow(
      'sources.json: Expected double-quoted property name in JSON at line 3 column 1',
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'sources-'));
    expect(() => loadSourcesFile(path.join(dir, 'missing.json'), ENV)).toThrow(
      `${path.join(dir, 'missing.json')}: cannot read (ENOENT)`,
    );
    writeFileSync(path.join(dir, 'ok.json'), JSON.stringify(FILE));
    expect(loadSourcesFile(path.join(dir, 'ok.json'), ENV).sources).toHaveLength(4);
  });

  it('accepts every example in docs/market-data.md', () => {
    const doc = readFileSync(
      path.join(import.meta.dirname, '../../../../../docs/market-data.md'),
      'utf8',
    );
    const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    expect(examples).toHaveLength(6);
    for (const example of examples) {
      expect(() =>
        parseSourcesFile(example, 'docs', {
          ...ENV,
          OANDA_API_TOKEN: 't',
          LP_FIX_USER: 'u',
          LP_FIX_PASSWORD: 'p',
        }),
      ).not.toThrow();
    }
  });
});
