import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/fixtures';

/*
 * GET /metrics (docs/operations.md, Metrics): the simulated feed as one source in Prometheus text,
 * each instrument's status, the process metrics; this machine only, or a bearer of METRICS_TOKEN.
 */

const TOKEN = 'metrics-token-of-32-characters-0123456789';

async function scrape(t: TestApp, remoteAddress: string, authorization?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress,
    ...(authorization === undefined ? {} : { headers: { authorization } }),
  });
  return res;
}

/** The lines of one metric family (no HELP/TYPE), in the order answered. */
function series(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

describe('GET /metrics', () => {
  it('answers this machine with the simulated feed as one source, the instruments’ status and the process metrics', async () => {
    const t = await createTestApp();
    const symbols = t.app.market.instruments.list.map((instrument) => instrument.symbol);
    // The feed ticked every instrument at T0; 2.5 s later the source was last heard 2.5 s ago.
    t.clock.advance(2500);
    const res = await scrape(t, '127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(series(text, 'waihui_price_source_last_message_age_seconds')).toEqual([
      'waihui_price_source_last_message_age_seconds{source="simulated",kind="simulated"} 2.5',
    ]);
    const state = series(text, 'waihui_price_source_state');
    expect(state).toHaveLength(symbols.length * 5);
    expect(state.filter((line) => line.includes('instrument="BTCUSD"'))).toEqual([
      'waihui_price_source_state{source="simulated",kind="simulated",instrument="BTCUSD",state="connecting"} 0',
      'waihui_price_source_state{source="simulated",kind="simulated",instrument="BTCUSD",state="live"} 1',
      'waihui_price_source_state{source="simulated",kind="simulated",instrument="BTCUSD",state="stale"} 0',
      'waihui_price_source_state{source="simulated",kind="simulated",instrument="BTCUSD",state="closed"} 0',
      'waihui_price_source_state{source="simulated",kind="simulated",instrument="BTCUSD",state="down"} 0',
    ]);
    expect(state.filter((line) => line.endsWith(' 1'))).toHaveLength(symbols.length);
    expect(series(text, 'waihui_price_source_active')).toContain(
      'waihui_price_source_active{source="simulated",instrument="BTCUSD",role="primary"} 1',
    );
    // The simulation keeps no connection counters: absent, never zero.
    expect(series(text, 'waihui_price_source_messages_total')).toEqual([]);
    expect(series(text, 'waihui_instrument_status').filter((l) => l.includes('"BTCUSD"'))).toEqual([
      'waihui_instrument_status{instrument="BTCUSD",status="live"} 1',
      'waihui_instrument_status{instrument="BTCUSD",status="stale"} 0',
      'waihui_instrument_status{instrument="BTCUSD",status="closed"} 0',
    ]);
    // prom-client's process metrics come with them.
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');

    // Past 10 s after its last quote (crypto's limit) BTC is stale; the source still says live.
    t.clock.advance(8000);
    const later = (await scrape(t, '::1')).body;
    expect(series(later, 'waihui_instrument_status').filter((l) => l.includes('"BTCUSD"'))).toEqual(
      [
        'waihui_instrument_status{instrument="BTCUSD",status="live"} 0',
        'waihui_instrument_status{instrument="BTCUSD",status="stale"} 1',
        'waihui_instrument_status{instrument="BTCUSD",status="closed"} 0',
      ],
    );
    expect(series(later, 'waihui_price_source_last_message_age_seconds')).toEqual([
      'waihui_price_source_last_message_age_seconds{source="simulated",kind="simulated"} 10.5',
    ]);
  });

  it('without METRICS_TOKEN answers 404 to every other address, as if not there', async () => {
    const t = await createTestApp();
    for (const address of ['203.0.113.9', '::ffff:198.51.100.7', '2001:db8::1']) {
      const res = await scrape(t, address, `Bearer ${TOKEN}`);
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { code: 0, msg: 'Not found', data: { reason: 'NOT_FOUND' } },
      ]);
    }
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::1'])
      expect((await scrape(t, address)).statusCode).toBe(200);
  });

  it('with METRICS_TOKEN answers the right bearer token from anywhere and 401 to anything else', async () => {
    const t = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
    const refused = {
      code: 999,
      msg: 'Please log in again',
      data: { reason: 'UNAUTHENTICATED' },
    };
    const wrong = [
      undefined,
      '',
      TOKEN,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
    ];
    for (const address of ['203.0.113.9', '127.0.0.1'])
      for (const authorization of wrong) {
        const res = await scrape(t, address, authorization);
        expect([res.statusCode, res.headers['www-authenticate'], res.json()]).toEqual([
          401,
          'Bearer',
          refused,
        ]);
      }
    for (const address of ['203.0.113.9', '2001:db8::1', '127.0.0.1']) {
      const res = await scrape(t, address, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(series(res.body, 'waihui_price_source_last_message_age_seconds')).toEqual([
        'waihui_price_source_last_message_age_seconds{source="simulated",kind="simulated"} 0',
      ]);
    }
  });
});
