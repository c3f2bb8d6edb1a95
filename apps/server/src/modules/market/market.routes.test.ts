import { describe, expect, it } from 'vitest';
import {
  currencyMatchesResponseSchema,
  dealResponseSchema,
  historyKlineResponseSchema,
  hotMapResponseSchema,
  marketIndexResponseSchema,
  type MarketItem,
  topMoversResponseSchema,
  watchlistResponseSchema,
} from '@waihui/contracts';
import { candle, createTestApp, insertUserWithSession, type TestApp } from '../../../test/fixtures';

const REPLAY = 'replay:apps/server/src/market-feed/fixtures/replay-basic.jsonl';
const NOW = new Date('2026-11-22T10:10:00.000Z');

/** The app on the replay fixture with every tick played and written (see fixtures/README.md). */
async function replayedApp(): Promise<TestApp> {
  const t = await createTestApp({
    config: { MARKET_FEED: REPLAY, MARKET_BACKFILL_CANDLES: '0' },
    now: NOW,
  });
  expect(t.app.market.replayFeed().step(100)).toBe(12);
  await t.app.market.persist();
  return t;
}

async function login(t: TestApp, label = 'trader'): Promise<string> {
  return (await insertUserWithSession(t.database.db, { label })).token;
}

async function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ code: number; msg: string; data: unknown }>();
}

function items(data: unknown): MarketItem[] {
  return currencyMatchesResponseSchema
    .parse({ code: 1, msg: '', data })
    .data.categories.flatMap((group) => group.items);
}

describe('GET /api/market/currency_matches', () => {
  it('lists every instrument by category with tickers from the feed', async () => {
    const t = await replayedApp();
    const body = await get(t, '/api/market/currency_matches');
    const parsed = currencyMatchesResponseSchema.parse(body);
    expect(parsed.data.categories.map((group) => [group.category, group.items.length])).toEqual([
      ['crypto', 9],
      ['forex', 9],
      ['etf', 5],
      ['futures', 4],
      ['commodity', 4],
    ]);
    const crypto = parsed.data.categories[0]!.items;
    expect(crypto.slice(0, 2).map((item) => item.symbol)).toEqual(['BTCUSD', 'ETHUSD']);
    expect(crypto[0]).toEqual({
      symbol: 'BTCUSD',
      category: 'crypto',
      name: 'Bitcoin',
      base_currency: 'BTC',
      quote_currency: 'USD',
      precision: 2,
      contract_size: '0.01',
      fee_rate: '0.0005',
      spread: '10.00',
      max_leverage: 100,
      trade_types: ['contract', 'spot', 'delivery'],
      ticker: {
        symbol: 'BTCUSD',
        bid: '95000.00',
        ask: '95010.01',
        last: '95005.00',
        change: '1005.00',
        change_pct: '1.07',
        high: '95065.00',
        low: '94995.00',
        open: '95005.00',
        prev_close: '94000.00',
        ts: Date.parse('2026-11-22T10:05:00Z'),
        seq: 12,
        // At 10:10 the 10:05 quote is older than crypto's 10 s limit: shown, marked delayed.
        status: 'stale',
        status_reason: 'quote_too_old',
      },
      followed: false,
    });
    // No tick yet for SOLUSD in the replay: the ticker is missing, never made up.
    expect(crypto.find((item) => item.symbol === 'SOLUSD')?.ticker).toBeNull();
  });

  it('filters by category or symbol, and names instruments in the request language', async () => {
    const t = await replayedApp();
    const forex = await get(t, '/api/market/currency_matches?category=forex', { lang: 'zh-CN' });
    const list = items(forex.data);
    expect(list).toHaveLength(9);
    expect(list[0]).toMatchObject({
      symbol: 'EURUSD',
      name: '欧元/美元',
      ticker: { last: '1.16000', change: '-0.00116', change_pct: '-0.10', prev_close: '1.16116' },
    });
    const one = await get(t, '/api/market/currency_matches?symbol=XAUUSD', { lang: 'ja' });
    expect(items(one.data).map((item) => [item.symbol, item.name])).toEqual([['XAUUSD', '金']]);
  });

  it('answers an unknown symbol with MARKET_UNKNOWN_SYMBOL, translated', async () => {
    const t = await replayedApp();
    expect(await get(t, '/api/market/currency_matches?symbol=NOPE1', { lang: 'de' })).toEqual({
      code: 0,
      msg: 'Das Instrument NOPE1 ist nicht verfügbar',
      data: { reason: 'MARKET_UNKNOWN_SYMBOL' },
    });
    const invalid = await get(t, '/api/market/currency_matches?category=stocks');
    expect(invalid).toMatchObject({ code: 0, data: { reason: 'VALIDATION_FAILED' } });
  });

  it('marks followed instruments when a valid token is sent, and ignores a bad token', async () => {
    const t = await replayedApp();
    const token = await login(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/market/follow',
      headers: { authorization: `Bearer ${token}` },
      payload: { symbol: 'ETHUSD' },
    });
    const followed = (data: unknown) =>
      items(data)
        .filter((item) => item.followed)
        .map((item) => item.symbol);
    expect(
      followed((await get(t, '/api/market/currency_matches', { authorization: token })).data),
    ).toEqual(['ETHUSD']);
    expect(followed((await get(t, '/api/market/currency_matches')).data)).toEqual([]);
    const stale = await get(t, '/api/market/currency_matches', { authorization: 'Bearer nope' });
    expect(stale.code).toBe(1);
    expect(followed(stale.data)).toEqual([]);
  });
});

describe('GET /api/market/currency_matches/top', () => {
  it('ranks gainers and losers by change_pct', async () => {
    const t = await replayedApp();
    const body = topMoversResponseSchema.parse(await get(t, '/api/market/currency_matches/top'));
    expect(body.data.gainers.map((item) => [item.symbol, item.ticker?.change_pct])).toEqual([
      ['ETHUSD', '1.85'],
      ['BTCUSD', '1.07'],
    ]);
    expect(body.data.losers.map((item) => [item.symbol, item.ticker?.change_pct])).toEqual([
      ['EURUSD', '-0.10'],
    ]);
    const limited = topMoversResponseSchema.parse(
      await get(t, '/api/market/currency_matches/top?limit=1&category=crypto'),
    );
    expect(limited.data.gainers.map((item) => item.symbol)).toEqual(['ETHUSD']);
    expect(limited.data.losers).toEqual([]);
  });
});

describe('GET /api/market/deal', () => {
  it('returns the latest ticks, newest first, with their direction', async () => {
    const t = await replayedApp();
    const body = dealResponseSchema.parse(await get(t, '/api/market/deal?symbol=BTCUSD&limit=3'));
    expect(body.data).toEqual({
      symbol: 'BTCUSD',
      precision: 2,
      items: [
        {
          bid: '95000.00',
          ask: '95010.01',
          last: '95005.00',
          direction: 'down',
          ts: Date.parse('2026-11-22T10:05:00Z'),
          seq: 12,
        },
        {
          bid: '95060.00',
          ask: '95070.00',
          last: '95065.00',
          direction: 'up',
          ts: Date.parse('2026-11-22T10:01:00Z'),
          seq: 10,
        },
        {
          bid: '95040.00',
          ask: '95050.00',
          last: '95045.00',
          direction: 'up',
          ts: Date.parse('2026-11-22T10:00:59.999Z'),
          seq: 9,
        },
      ],
    });
    expect(await get(t, '/api/market/deal?symbol=ZZZZ')).toMatchObject({
      code: 0,
      data: { reason: 'MARKET_UNKNOWN_SYMBOL' },
    });
    expect(await get(t, '/api/market/deal?symbol=BTCUSD&limit=101')).toMatchObject({
      code: 0,
      data: { reason: 'VALIDATION_FAILED' },
    });
  });
});

describe('GET /api/market/ETF/hot_map', () => {
  it('averages change_pct per category', async () => {
    const t = await replayedApp();
    const body = hotMapResponseSchema.parse(await get(t, '/api/market/ETF/hot_map'));
    expect(
      body.data.categories.map((group) => [group.category, group.change_pct, group.items.length]),
    ).toEqual([
      ['crypto', '1.46', 9],
      ['forex', '-0.10', 9],
      ['etf', null, 5],
      ['futures', null, 4],
      ['commodity', null, 4],
    ]);
    expect(body.data.categories[0]!.items[1]).toEqual({
      symbol: 'ETHUSD',
      name: 'Ethereum',
      last: '3310.50',
      change_pct: '1.85',
    });
  });
});

describe('GET /api/market/index', () => {
  it('gives the home screen its headline cards, movers and categories', async () => {
    const t = await replayedApp();
    const body = marketIndexResponseSchema.parse(
      await get(t, '/api/market/index', { lang: 'zh-HK' }),
    );
    expect(body.data.headline.map((item) => [item.symbol, item.name])).toEqual([
      ['BTCUSD', '比特幣'],
      ['ETHUSD', '以太坊'],
      ['XAUUSD', '黃金'],
    ]);
    expect(body.data.hot.map((item) => item.symbol)).toEqual(['ETHUSD', 'BTCUSD', 'EURUSD']);
    expect(body.data.gainers.map((item) => item.symbol)).toEqual(['ETHUSD', 'BTCUSD']);
    expect(body.data.losers.map((item) => item.symbol)).toEqual(['EURUSD']);
    expect(body.data.categories).toEqual([
      { category: 'crypto', count: 9, change_pct: '1.46' },
      { category: 'forex', count: 9, change_pct: '-0.10' },
      { category: 'etf', count: 5, change_pct: null },
      { category: 'futures', count: 4, change_pct: null },
      { category: 'commodity', count: 4, change_pct: null },
    ]);
  });
});

describe('watchlist: POST and GET /api/market/follow', () => {
  it('needs a session', async () => {
    const t = await replayedApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/market/follow',
      payload: { symbol: 'BTCUSD' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 999 });
    expect((await t.app.inject({ method: 'GET', url: '/api/market/follow' })).statusCode).toBe(401);
  });

  it('toggles, sets explicitly, and lists in follow order', async () => {
    const t = await replayedApp();
    const token = await login(t);
    const follow = async (payload: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/market/follow',
          headers: { authorization: `Bearer ${token}` },
          payload,
        })
      ).json<unknown>();
    expect(await follow({ symbol: 'XAUUSD' })).toEqual({
      code: 1,
      msg: 'Success',
      data: { symbol: 'XAUUSD', followed: true },
    });
    expect(await follow({ symbol: 'BTCUSD' })).toMatchObject({ data: { followed: true } });
    expect(await follow({ symbol: 'BTCUSD', follow: true })).toMatchObject({
      data: { followed: true },
    });
    expect(await follow({ symbol: 'XAUUSD' })).toMatchObject({ data: { followed: false } });
    expect(await follow({ symbol: 'XAUUSD', follow: false })).toMatchObject({
      data: { followed: false },
    });
    expect(await follow({ symbol: 'EURUSD', follow: true })).toMatchObject({
      data: { followed: true },
    });
    expect(await follow({ symbol: 'NOPE1' })).toMatchObject({
      code: 0,
      data: { reason: 'MARKET_UNKNOWN_SYMBOL' },
    });

    const list = watchlistResponseSchema.parse(
      await get(t, '/api/market/follow', { authorization: `Bearer ${token}` }),
    );
    expect(list.data.items.map((item) => [item.symbol, item.followed, item.ticker?.last])).toEqual([
      ['BTCUSD', true, '95005.00'],
      ['EURUSD', true, '1.16000'],
    ]);
    // Another user's watchlist is separate.
    const other = await login(t, 'other');
    const empty = watchlistResponseSchema.parse(
      await get(t, '/api/market/follow', { authorization: `Bearer ${other}` }),
    );
    expect(empty.data.items).toEqual([]);
  });
});

describe('GET /api/default/history_kline2', () => {
  it('returns exact candles built from the ticks, oldest first', async () => {
    const t = await replayedApp();
    const body = historyKlineResponseSchema.parse(
      await get(t, '/api/default/history_kline2?symbol=BTCUSD&interval=1m'),
    );
    expect(body.data).toEqual({
      symbol: 'BTCUSD',
      interval: '1m',
      precision: 2,
      items: [
        candle('2026-11-21T23:59:00Z', '94000.00', '94000.00', '94000.00', '94000.00'),
        candle('2026-11-22T10:00:00Z', '95005.00', '95045.00', '94995.00', '95045.00'),
        candle('2026-11-22T10:01:00Z', '95065.00', '95065.00', '95065.00', '95065.00'),
        candle('2026-11-22T10:05:00Z', '95005.00', '95005.00', '95005.00', '95005.00'),
      ],
    });
  });

  it.each([
    [
      '5m',
      [
        ['2026-11-21T23:55:00Z', '94000.00', '94000.00', '94000.00', '94000.00'],
        ['2026-11-22T10:00:00Z', '95005.00', '95065.00', '94995.00', '95065.00'],
        ['2026-11-22T10:05:00Z', '95005.00', '95005.00', '95005.00', '95005.00'],
      ],
    ],
    [
      '4h',
      [
        ['2026-11-21T20:00:00Z', '94000.00', '94000.00', '94000.00', '94000.00'],
        ['2026-11-22T08:00:00Z', '95005.00', '95065.00', '94995.00', '95005.00'],
      ],
    ],
    ['1w', [['2026-11-16T00:00:00Z', '94000.00', '95065.00', '94000.00', '95005.00']]],
  ] as const)('%s candles across boundaries', async (interval, expected) => {
    const t = await replayedApp();
    const body = historyKlineResponseSchema.parse(
      await get(t, `/api/default/history_kline2?symbol=BTCUSD&interval=${interval}`),
    );
    expect(
      body.data.items.map((c) => [
        new Date(c.time).toISOString().replace('.000', ''),
        c.open,
        c.high,
        c.low,
        c.close,
      ]),
    ).toEqual(expected);
  });

  it('pages backwards with `before` (exclusive) and `limit`', async () => {
    const t = await replayedApp();
    const page = historyKlineResponseSchema.parse(
      await get(
        t,
        `/api/default/history_kline2?symbol=BTCUSD&interval=1m&before=${Date.parse('2026-11-22T10:05:00Z')}&limit=2`,
      ),
    );
    expect(page.data.items.map((c) => new Date(c.time).toISOString())).toEqual([
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T10:01:00.000Z',
    ]);
    const invalid = await get(t, '/api/default/history_kline2?symbol=BTCUSD&interval=2m');
    expect(invalid).toMatchObject({ code: 0, data: { reason: 'VALIDATION_FAILED' } });
    const tooMany = await get(t, '/api/default/history_kline2?symbol=BTCUSD&limit=1001');
    expect(tooMany).toMatchObject({ code: 0, data: { reason: 'VALIDATION_FAILED' } });
  });

  it('includes the forming candle even before it is written', async () => {
    const t = await createTestApp({
      config: { MARKET_FEED: REPLAY, MARKET_BACKFILL_CANDLES: '0' },
      now: NOW,
    });
    t.app.market.replayFeed().advanceTo(Date.parse('2026-11-22T10:00:30Z'));
    const body = historyKlineResponseSchema.parse(
      await get(t, '/api/default/history_kline2?symbol=BTCUSD&interval=1h'),
    );
    expect(body.data.items.at(-1)).toEqual(
      candle('2026-11-22T10:00:00Z', '95005.00', '95025.00', '94995.00', '94995.00'),
    );
  });
});

describe('OpenAPI', () => {
  it('documents every market route with a tag and a summary', async () => {
    const t = await replayedApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    }>();
    const routes = [
      ['/api/market/currency_matches', 'get'],
      ['/api/market/currency_matches/top', 'get'],
      ['/api/market/deal', 'get'],
      ['/api/market/ETF/hot_map', 'get'],
      ['/api/market/index', 'get'],
      ['/api/market/follow', 'post'],
      ['/api/market/follow', 'get'],
      ['/api/default/history_kline2', 'get'],
    ] as const;
    for (const [path, method] of routes) {
      const operation = doc.paths[path]?.[method];
      expect([path, method, operation?.tags]).toEqual([path, method, ['market']]);
      expect(operation?.summary).toMatch(/\w/);
    }
  });
});
