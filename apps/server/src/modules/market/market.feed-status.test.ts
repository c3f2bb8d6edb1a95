import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminFeedEventsData, AdminFeedStatusData } from '@waihui/contracts';
import type { PriceSourceStatus } from '../../market-feed';
import { createTestApp, T0 } from '../../../test/fixtures';
import { insertOperator } from '../backoffice/backoffice.fixtures';
import { MessageRates } from './market.feed-status';

/** The back-office's price feed page: sources, rates and the feed events. */

function source(messages: number | undefined): PriceSourceStatus {
  return {
    id: 'binance-main',
    kind: 'binance',
    lastHeardAt: null,
    counters: messages === undefined ? {} : { messages },
    instruments: [],
  };
}

/** [ms since the first sample, messages counted so far, the rate answered then]. */
const RATE_STEPS: [number, number, number | null][] = [
  [0, 1000, null], // first sample: nothing to compare with
  [500, 1100, null], // under a second since it: no rate yet, the sample kept
  [1000, 1250, 250], // 250 messages over 1 s
  [3000, 1350, 50], // 100 over 2 s
  [3500, 1400, 50], // under a second since the last sample: the last rate
  [5000, 1500, 75], // 150 over the 2 s since the 3000 ms sample
  [6000, 20, null], // counting started again (a new source): a first sample
  [7000, 30, 10],
];

describe('messages per second', () => {
  it('is the counter’s rise over the time since the previous sample, at least 1 s apart', () => {
    const rates = new MessageRates();
    const answered = RATE_STEPS.map(([atMs, messages]) => rates.rateOf(source(messages), atMs));
    expect(answered).toEqual(RATE_STEPS.map(([, , rate]) => rate));
    // A source that counts no messages has no rate.
    expect(rates.rateOf({ ...source(undefined), id: 'simulated' }, 8000)).toBeNull();
  });
});

describe('GET /api/admin/feed/status and /events', () => {
  it('the simulated feed as one source: state per instrument, last message age, no rate', async () => {
    const t = await createTestApp();
    const admin = await insertOperator(t.database.db, ['admin']);
    t.clock.advance(2500);
    const res = await t.call<AdminFeedStatusData>('GET', '/api/admin/feed/status', {
      token: admin.token,
    });
    const symbols = t.app.market.instruments.list.map((instrument) => instrument.symbol);
    expect(res.body.data.sources).toEqual([
      {
        id: 'simulated',
        kind: 'simulated',
        last_message_at: T0.toISOString(),
        last_message_age_ms: 2500,
        messages_per_second: null,
        counters: {},
        instruments: symbols.map((instrument) => ({
          instrument,
          state: 'live',
          role: 'primary',
          active: true,
        })),
      },
    ]);
    expect(res.body.data.instruments.find((item) => item.instrument === 'BTCUSD')).toEqual({
      instrument: 'BTCUSD',
      status: 'live',
      reason: 'fresh',
    });
    // 40 s on, the ETFs (30 s limit) are stale; crypto (10 s) too.
    t.clock.advance(37_500);
    const later = await t.call<AdminFeedStatusData>('GET', '/api/admin/feed/status', {
      token: admin.token,
    });
    expect(later.body.data.sources[0]!.last_message_age_ms).toBe(40_000);
    expect(later.body.data.instruments.find((item) => item.instrument === 'SPY')).toEqual({
      instrument: 'SPY',
      status: 'stale',
      reason: 'quote_too_old',
    });
  });

  it('feed events newest first, paged, filtered by instrument', async () => {
    const t = await createTestApp();
    const admin = await insertOperator(t.database.db, ['admin']);
    // 25 events, one a minute: odd minutes BTCUSD outages, even minutes ETHUSD switches.
    for (let minute = 1; minute <= 25; minute += 1) {
      const at = new Date(T0.getTime() + minute * 60_000);
      const [kind, instrument, details] =
        minute % 2 === 1
          ? ['outage', 'BTCUSD', { state: 'down', reason: 'closed by the server' }]
          : ['switch', 'ETHUSD', { from: 'binance-main', to: 'kraken-backup', reason: 'stale' }];
      await t.database.db.execute(
        sql`insert into feed_events (at, kind, instrument, source_id, details)
            values (${at.toISOString()}, ${kind}, ${instrument}, 'binance-main', ${JSON.stringify(details)}::jsonb)`,
      );
    }
    const page = async (query: string) =>
      (
        await t.call<AdminFeedEventsData>('GET', `/api/admin/feed/events?${query}`, {
          token: admin.token,
        })
      ).body.data;
    const first = await page('');
    expect([first.list.length, first.page, first.limit, first.has_more]).toEqual([20, 1, 20, true]);
    expect(first.list[0]).toEqual({
      id: 25,
      at: '2026-11-22T10:25:00.000Z',
      kind: 'outage',
      instrument: 'BTCUSD',
      source_id: 'binance-main',
      details: { state: 'down', reason: 'closed by the server' },
    });
    const second = await page('page=2');
    expect(second.list.map((event) => event.id)).toEqual([5, 4, 3, 2, 1]);
    expect(second.has_more).toBe(false);
    const eth = await page('instrument=ETHUSD&limit=5');
    expect(eth.list.map((event) => [event.id, event.kind, event.details.to])).toEqual([
      [24, 'switch', 'kraken-backup'],
      [22, 'switch', 'kraken-backup'],
      [20, 'switch', 'kraken-backup'],
      [18, 'switch', 'kraken-backup'],
      [16, 'switch', 'kraken-backup'],
    ]);
    expect(eth.has_more).toBe(true);
    expect((await page('instrument=XAUUSD')).list).toEqual([]);
  });
});
