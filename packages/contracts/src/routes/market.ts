import {
  currencyMatchesDataSchema,
  currencyMatchesQuerySchema,
  dealDataSchema,
  dealQuerySchema,
  followBodySchema,
  followDataSchema,
  historyKlineDataSchema,
  historyKlineQuerySchema,
  hotMapDataSchema,
  marketIndexDataSchema,
  topMoversDataSchema,
  topMoversQuerySchema,
  WATCHLIST_MAX,
  watchlistDataSchema,
} from '../market';
import { defineRoutes } from './define';
import { marketPaths } from './market.paths';

/** Public market pages work without a token; with a valid one they also mark followed instruments. */
export const marketRoutes = defineRoutes(marketPaths, {
  currencyMatches: {
    auth: 'optional',
    tag: 'market',
    summary: 'Markets list: instruments by category with their tickers',
    description:
      'Ticker = bid, ask, last (mid), change and change_pct against yesterday’s close, today’s high, low and open (UTC day). ' +
      'With a valid token, `followed` marks the watchlist. Unknown symbol → MARKET_UNKNOWN_SYMBOL.',
    query: currencyMatchesQuerySchema,
    data: currencyMatchesDataSchema,
  },
  topMovers: {
    auth: 'optional',
    tag: 'market',
    summary: 'Top gainers and losers by today’s change',
    query: topMoversQuerySchema,
    data: topMoversDataSchema,
  },
  deal: {
    auth: 'none',
    tag: 'market',
    summary: 'Latest ticks of one instrument, newest first',
    query: dealQuerySchema,
    data: dealDataSchema,
  },
  hotMap: {
    auth: 'none',
    tag: 'market',
    summary: 'Heat map: categories with their average change and members',
    data: hotMapDataSchema,
  },
  marketIndex: {
    auth: 'optional',
    tag: 'market',
    summary: 'Home screen: headline instruments, movers and categories',
    data: marketIndexDataSchema,
  },
  follow: {
    auth: 'user',
    tag: 'market',
    summary: 'Follow, unfollow or toggle an instrument on the watchlist',
    description: `Omit \`follow\` to toggle. At most ${WATCHLIST_MAX} instruments (MARKET_WATCHLIST_FULL).`,
    body: followBodySchema,
    data: followDataSchema,
  },
  watchlist: {
    auth: 'user',
    tag: 'market',
    summary: 'The user’s watchlist with tickers',
    data: watchlistDataSchema,
  },
  historyKline: {
    auth: 'none',
    tag: 'market',
    summary: 'Candles of one instrument and interval, before a time',
    description:
      'Candles of the mid price, oldest first; `before` is exclusive (epoch ms); the last candle may still be forming. ' +
      'Intervals: 1m 5m 15m 30m 1h 4h 1d 1w (days in UTC, weeks from Monday).',
    query: historyKlineQuerySchema,
    data: historyKlineDataSchema,
  },
});
