import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp } from '../test/fixtures';

describe('TRUST_PROXY (product.md §17.4)', () => {
  it('reads false, a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  it('refuses true (the leftmost X-Forwarded-For is the client’s own) and malformed ranges', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: true would trust the leftmost X-Forwarded-For, which any client can set',
    );
    for (const bad of ['10.0.0.0/33', '10.0.0', 'nginx', '1.2.3.4/8/8', '']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow('TRUST_PROXY');
    }
  });

  const ipSeen = async (trustProxy: string, remoteAddress: string, forwardedFor: string) => {
    const t = await createTestApp({
      config: { TRUST_PROXY: trustProxy },
      extend: (app) => app.get('/api/test/ip', async (request) => ({ ip: request.ip })),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    await t.close();
    return res.json<{ ip: string }>().ip;
  };

  it('takes the address the trusted proxy saw, not the leftmost one the client wrote', async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; nginx (10.0.0.2) appended the address it saw.
    expect(await ipSeen('1', '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen('10.0.0.0/8', '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // Two proxies in front: the address the outer one saw.
    expect(await ipSeen('2', '10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
    // A request that did not come through the listed proxy: its header is ignored.
    expect(await ipSeen('10.0.0.0/8', '198.51.100.4', '6.6.6.6')).toBe('198.51.100.4');
    expect(await ipSeen('false', '10.0.0.2', '6.6.6.6')).toBe('10.0.0.2');
  });
});

describe('HOST', () => {
  it('is loopback in demo mode unless set, all interfaces otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DEMO_MODE: 'true', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_MODE: 'false' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/waihui' }).HOST).toBe('0.0.0.0');
  });
});

describe('browser-test settings', () => {
  it('reads a code resend interval and delivery periods as `seconds:payoutRate`', () => {
    expect(loadConfig({}).CODE_RESEND_SECONDS).toBe(60);
    expect(loadConfig({ CODE_RESEND_SECONDS: '5' }).CODE_RESEND_SECONDS).toBe(5);
    expect(loadConfig({}).DELIVERY_PERIODS).toBeUndefined();
    expect(loadConfig({ DELIVERY_PERIODS: '15:0.8, 30:1' }).DELIVERY_PERIODS).toEqual([
      { seconds: 15, payoutRate: '0.8' },
      { seconds: 30, payoutRate: '1' },
    ]);
  });

  it('refuses a resend interval under 1 s and malformed periods', () => {
    for (const bad of ['0', '-1', '1.5', 'soon'])
      expect(() => loadConfig({ CODE_RESEND_SECONDS: bad }), bad).toThrow('CODE_RESEND_SECONDS');
    for (const bad of ['', '15', '15:0', '15:1.5', '0:0.8', 'x:0.8', '15:0.80000'])
      expect(() => loadConfig({ DELIVERY_PERIODS: bad }), bad).toThrow('DELIVERY_PERIODS');
  });
});

describe('location pages (product.md §2.8)', () => {
  it('reads the company place, a tile URL template and a geocoder, all unset by default', () => {
    expect(loadConfig({})).toMatchObject({
      COMPANY_NAME: '',
      COMPANY_ADDRESS: '',
      MAP_TILE_ATTRIBUTION: '',
    });
    const unset = loadConfig({});
    expect([
      unset.COMPANY_LATITUDE,
      unset.COMPANY_LONGITUDE,
      unset.MAP_TILE_URL,
      unset.GEOCODER_URL,
    ]).toEqual([undefined, undefined, undefined, undefined]);
    const set = loadConfig({
      COMPANY_LATITUDE: '-33.8688',
      COMPANY_LONGITUDE: '151.2093',
      MAP_TILE_URL: 'http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9000',
    });
    expect([set.COMPANY_LATITUDE, set.COMPANY_LONGITUDE, set.MAP_TILE_URL]).toEqual([
      -33.8688,
      151.2093,
      'http://127.0.0.1:9000/tiles/{z}/{x}/{y}.png',
    ]);
  });

  it('refuses one coordinate without the other, coordinates off the globe and a tile URL without {z}/{x}/{y}', () => {
    expect(() => loadConfig({ COMPANY_LATITUDE: '1' })).toThrow('set both or neither');
    expect(() => loadConfig({ COMPANY_LATITUDE: '90.5', COMPANY_LONGITUDE: '0' })).toThrow(
      'COMPANY_LATITUDE',
    );
    expect(() => loadConfig({ COMPANY_LATITUDE: '0', COMPANY_LONGITUDE: '-181' })).toThrow(
      'COMPANY_LONGITUDE',
    );
    for (const bad of ['https://tiles.example/{z}/{x}.png', 'ftp://tiles.example/{z}/{x}/{y}'])
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow('MAP_TILE_URL');
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim' })).toThrow('GEOCODER_URL');
  });
});

describe('market feed', () => {
  it('reads MARKET_FEED=sources with its file, and refuses it without one or a feed it does not know', () => {
    expect(loadConfig({})).toMatchObject({ MARKET_FEED: 'simulated' });
    expect(
      loadConfig({ MARKET_FEED: 'sources', PRICE_SOURCES_FILE: 'sources.json' }),
    ).toMatchObject({ MARKET_FEED: 'sources', PRICE_SOURCES_FILE: 'sources.json' });
    expect(() => loadConfig({ MARKET_FEED: 'sources' })).toThrow(
      'Invalid configuration:\n  PRICE_SOURCES_FILE: must name the sources file when MARKET_FEED=sources',
    );
    expect(() => loadConfig({ MARKET_FEED: 'live' })).toThrow(
      'MARKET_FEED: must be "simulated", "sources" or "replay:<file>"',
    );
  });
});

describe('NODE_ENV=production (product.md §17.2)', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://waihui@127.0.0.1/waihui',
    SMTP_URL: 'smtp://127.0.0.1:25',
    SMS_WEBHOOK_URL: 'https://sms.example.com/send',
  };

  it('starts with PostgreSQL, SMTP and an SMS provider, demo mode off', () => {
    expect(loadConfig(production)).toMatchObject({ NODE_ENV: 'production', DEMO_MODE: false });
  });

  it('refuses PGlite (demo mode follows it), and names every problem at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration for NODE_ENV=production:\n' +
        '  DATABASE_URL: required in production; the embedded PGlite database is for development and demos\n' +
        '  DEMO_MODE: demo accounts and readable codes are not allowed in production\n' +
        '  SMTP_URL: required in production; without it e-mailed codes would only go to the outbox\n' +
        '  SMS_WEBHOOK_URL: required in production; without it SMS codes would only go to the outbox',
    );
  });

  it('refuses demo mode, the outbox for either channel and EXPOSE_OUTBOX', () => {
    expect(() => loadConfig({ ...production, DEMO_MODE: 'true' })).toThrow(
      /^Invalid configuration for NODE_ENV=production:\n {2}DEMO_MODE: [^\n]+$/,
    );
    expect(() => loadConfig({ ...production, SMTP_URL: undefined })).toThrow(/\n {2}SMTP_URL: /);
    expect(() => loadConfig({ ...production, SMS_WEBHOOK_URL: undefined })).toThrow(
      /\n {2}SMS_WEBHOOK_URL: /,
    );
    expect(() => loadConfig({ ...production, EXPOSE_OUTBOX: '1' })).toThrow(
      /\n {2}EXPOSE_OUTBOX: /,
    );
  });

  it("refuses the browser tests' short code resend interval and delivery periods", () => {
    expect(loadConfig(production).CODE_RESEND_SECONDS).toBe(60);
    expect(loadConfig({ ...production, CODE_RESEND_SECONDS: '60' }).CODE_RESEND_SECONDS).toBe(60);
    expect(() => loadConfig({ ...production, CODE_RESEND_SECONDS: '5' })).toThrow(
      /^Invalid configuration for NODE_ENV=production:\n {2}CODE_RESEND_SECONDS: [^\n]+$/,
    );
    expect(() => loadConfig({ ...production, DELIVERY_PERIODS: '15:0.8' })).toThrow(
      /^Invalid configuration for NODE_ENV=production:\n {2}DELIVERY_PERIODS: [^\n]+$/,
    );
  });

  it('development keeps PGlite, the outbox and demo mode', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ DEMO_MODE: true });
  });
});
