import {
  type Candle,
  type CurrencyMatchesData,
  type CurrencyMatchesQuery,
  type DealData,
  type DealQuery,
  type FollowBody,
  type FollowData,
  type HistoryKlineData,
  type HistoryKlineQuery,
  type HotMapData,
  type InstrumentCategory,
  type Language,
  type MarketIndexData,
  type MarketItem,
  type TopMoversData,
  type TopMoversQuery,
  WATCHLIST_MAX,
  type WatchlistData,
} from '@waihui/contracts';
import {
  averageChangePct,
  CHANGE_PCT_SCALE,
  type Decimal,
  decimalToUnits,
  parseDecimal,
  unitsToDecimalString,
} from '@waihui/core';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { BusinessError } from '../../lib/business-error';
import {
  CATEGORY_ORDER,
  HEADLINE_SYMBOLS,
  type MarketFeed,
  type MarketInstrument,
} from '../../market-feed';
import {
  countWatchlist,
  deleteWatchlistEntry,
  insertWatchlistEntry,
  listCandlesBefore,
  listWatchlistSymbols,
} from './market.repository';

export interface MarketDeps {
  db: Db;
  market: MarketFeed;
  now: () => Date;
}

/** Who is asking: the language of names and, when a valid token came, the user (for `followed`). */
export interface Viewer {
  lang: Language;
  userId: string | null;
}

function requireInstrument(market: MarketFeed, symbol: string): MarketInstrument {
  const instrument = market.instruments.get(symbol);
  if (!instrument) throw new BusinessError('MARKET_UNKNOWN_SYMBOL', { params: { symbol } });
  return instrument;
}

async function followedSymbols(db: Db, viewer: Viewer): Promise<ReadonlySet<string>> {
  return viewer.userId === null
    ? new Set()
    : new Set(await listWatchlistSymbols(db, viewer.userId));
}

function toMarketItem(
  market: MarketFeed,
  instrument: MarketInstrument,
  lang: Language,
  followed: boolean,
): MarketItem {
  return {
    symbol: instrument.symbol,
    category: instrument.category,
    name: market.instruments.nameIn(instrument, lang),
    base_currency: instrument.baseCurrency,
    quote_currency: instrument.quoteCurrency,
    precision: instrument.precision,
    contract_size: instrument.contractSize,
    fee_rate: instrument.feeRate,
    spread: instrument.spread,
    max_leverage: instrument.maxLeverage,
    trade_types: instrument.tradeTypes,
    ticker: market.ticker(instrument.symbol),
    followed,
  };
}

async function allItems(deps: MarketDeps, viewer: Viewer): Promise<MarketItem[]> {
  const followed = await followedSymbols(deps.db, viewer);
  return deps.market.instruments.list.map((instrument) =>
    toMarketItem(deps.market, instrument, viewer.lang, followed.has(instrument.symbol)),
  );
}

function changeOf(item: MarketItem): Decimal | null {
  const pct = item.ticker?.change_pct;
  return pct === null || pct === undefined ? null : parseDecimal(pct);
}

/** Items with a change, sorted by it (highest first), ties by display order. */
function byChange(items: readonly MarketItem[]): { item: MarketItem; change: Decimal }[] {
  return items
    .flatMap((item) => {
      const change = changeOf(item);
      return change === null ? [] : [{ item, change }];
    })
    .sort((a, b) => b.change.comparedTo(a.change));
}

function movers(items: readonly MarketItem[], limit: number): TopMoversData {
  const ranked = byChange(items);
  return {
    gainers: ranked
      .filter((entry) => entry.change.gt(0))
      .slice(0, limit)
      .map((entry) => entry.item),
    losers: ranked
      .filter((entry) => entry.change.lt(0))
      .reverse()
      .slice(0, limit)
      .map((entry) => entry.item),
  };
}

function averageChange(items: readonly MarketItem[]): string | null {
  const changes = items.flatMap((item) => {
    const pct = item.ticker?.change_pct;
    return pct === null || pct === undefined ? [] : [pct];
  });
  const average = averageChangePct(changes);
  if (average === null) return null;
  return average.isZero() ? '0.00' : average.toFixed(CHANGE_PCT_SCALE);
}

function groupByCategory(
  items: readonly MarketItem[],
): { category: InstrumentCategory; items: MarketItem[] }[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    items: items.filter((item) => item.category === category),
  })).filter((group) => group.items.length > 0);
}

/** GET /api/market/currency_matches: instruments with tickers, grouped by category. */
export async function listMarkets(
  deps: MarketDeps,
  viewer: Viewer,
  query: CurrencyMatchesQuery,
): Promise<CurrencyMatchesData> {
  if (query.symbol !== undefined) requireInstrument(deps.market, query.symbol);
  const items = (await allItems(deps, viewer)).filter(
    (item) =>
      (query.category === undefined || item.category === query.category) &&
      (query.symbol === undefined || item.symbol === query.symbol),
  );
  return { categories: groupByCategory(items) };
}

/** GET /api/market/currency_matches/top: gainers and losers by today's change. */
export async function topMovers(
  deps: MarketDeps,
  viewer: Viewer,
  query: TopMoversQuery,
): Promise<TopMoversData> {
  const items = (await allItems(deps, viewer)).filter(
    (item) => query.category === undefined || item.category === query.category,
  );
  return movers(items, query.limit);
}

/** GET /api/market/deal: the latest ticks of one instrument. */
export function recentDeals(deps: MarketDeps, query: DealQuery): DealData {
  const instrument = requireInstrument(deps.market, query.symbol);
  return {
    symbol: instrument.symbol,
    precision: instrument.precision,
    items: deps.market.recentTicks(instrument.symbol, query.limit),
  };
}

/** GET /api/market/ETF/hot_map: every category with its average change and its members. */
export function hotMap(deps: MarketDeps, lang: Language): HotMapData {
  const items = deps.market.instruments.list.map((instrument) =>
    toMarketItem(deps.market, instrument, lang, false),
  );
  return {
    categories: groupByCategory(items).map((group) => ({
      category: group.category,
      change_pct: averageChange(group.items),
      items: group.items.map((item) => ({
        symbol: item.symbol,
        name: item.name,
        last: item.ticker?.last ?? null,
        change_pct: item.ticker?.change_pct ?? null,
      })),
    })),
  };
}

/** GET /api/market/index: what the home screen shows. */
export async function homeIndex(deps: MarketDeps, viewer: Viewer): Promise<MarketIndexData> {
  const items = await allItems(deps, viewer);
  const bySymbol = new Map(items.map((item) => [item.symbol, item]));
  const hot = items
    .flatMap((item) => {
      const change = changeOf(item);
      return change === null ? [] : [{ item, size: change.abs() }];
    })
    .sort((a, b) => b.size.comparedTo(a.size))
    .slice(0, 8)
    .map((entry) => entry.item);
  const { gainers, losers } = movers(items, 5);
  return {
    headline: HEADLINE_SYMBOLS.flatMap((symbol) => {
      const item = bySymbol.get(symbol);
      return item ? [item] : [];
    }),
    hot,
    gainers,
    losers,
    categories: groupByCategory(items).map((group) => ({
      category: group.category,
      count: group.items.length,
      change_pct: averageChange(group.items),
    })),
  };
}

/** POST /api/market/follow: follow, unfollow or toggle one instrument for the user. */
export async function setFollow(
  deps: MarketDeps,
  userId: string,
  body: FollowBody,
): Promise<FollowData> {
  const instrument = requireInstrument(deps.market, body.symbol);
  const symbol = instrument.symbol;
  return inTransaction(deps.db, async (tx) => {
    if (body.follow !== true) {
      const removed = await deleteWatchlistEntry(tx, userId, symbol);
      if (removed || body.follow === false) return { symbol, followed: false };
    }
    if ((await countWatchlist(tx, userId)) >= WATCHLIST_MAX) {
      throw new BusinessError('MARKET_WATCHLIST_FULL', { params: { max: WATCHLIST_MAX } });
    }
    await insertWatchlistEntry(tx, userId, symbol, deps.now());
    return { symbol, followed: true };
  });
}

/** GET /api/market/follow: the user's watchlist with tickers. */
export async function watchlist(
  deps: MarketDeps,
  viewer: Viewer & { userId: string },
): Promise<WatchlistData> {
  const symbols = await listWatchlistSymbols(deps.db, viewer.userId);
  return {
    items: symbols.flatMap((symbol) => {
      const instrument = deps.market.instruments.get(symbol);
      return instrument ? [toMarketItem(deps.market, instrument, viewer.lang, true)] : [];
    }),
  };
}

/** A stored numeric with the instrument's places ("95000.1" → "95000.10"); exact when stored at the precision. */
function storedPrice(value: string, precision: number): string {
  const dot = value.indexOf('.');
  const places = dot === -1 ? 0 : value.length - dot - 1;
  return places === precision
    ? value
    : unitsToDecimalString(decimalToUnits(value, precision), precision);
}

/**
 * GET /api/default/history_kline2: up to `limit` candles before `before`, oldest first. Stored
 * candles are joined with the engine's in-memory ones (the forming candle and the one it just
 * closed), which are newer than the last periodic write.
 */
export async function historyKline(
  deps: MarketDeps,
  query: HistoryKlineQuery,
): Promise<HistoryKlineData> {
  const instrument = requireInstrument(deps.market, query.symbol);
  const { symbol, precision } = instrument;
  const before = query.before ?? null;
  const rows = await listCandlesBefore(
    deps.db,
    symbol,
    query.interval,
    before === null ? null : new Date(before),
    query.limit,
  );
  const byTime = new Map<number, Candle>();
  for (const row of rows) {
    const time = row.openTime.getTime();
    byTime.set(time, {
      time,
      open: storedPrice(row.open, precision),
      high: storedPrice(row.high, precision),
      low: storedPrice(row.low, precision),
      close: storedPrice(row.close, precision),
    });
  }
  const pair = deps.market.candlePair(symbol, query.interval);
  for (const candle of [pair.previous, pair.current]) {
    if (!candle || (before !== null && candle.openTime >= before)) continue;
    byTime.set(candle.openTime, {
      time: candle.openTime,
      open: unitsToDecimalString(candle.open, precision),
      high: unitsToDecimalString(candle.high, precision),
      low: unitsToDecimalString(candle.low, precision),
      close: unitsToDecimalString(candle.close, precision),
    });
  }
  const items = [...byTime.values()].sort((a, b) => a.time - b.time).slice(-query.limit);
  return { symbol, interval: query.interval, precision, items };
}
