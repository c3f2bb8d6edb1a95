import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currencyMatchesQuerySchema,
  currencyMatchesResponseSchema,
  dealQuerySchema,
  dealResponseSchema,
  followBodySchema,
  followResponseSchema,
  historyKlineQuerySchema,
  historyKlineResponseSchema,
  hotMapResponseSchema,
  marketIndexResponseSchema,
  topMoversQuerySchema,
  topMoversResponseSchema,
  WATCHLIST_MAX,
  watchlistResponseSchema,
} from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { okOrFailure } from '../../lib/route-schemas';
import { BEARER, OPTIONAL_BEARER, sessionOf } from '../../plugins/auth';
import {
  historyKline,
  homeIndex,
  hotMap,
  listMarkets,
  type MarketDeps,
  recentDeals,
  setFollow,
  topMovers,
  type Viewer,
  watchlist,
} from './market.service';

/** Public market pages work without a token; with a valid one they also mark followed instruments. */
async function optionalViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Viewer> {
  const session = await app.optionalUser(request, reply);
  return { lang: request.lang, userId: session?.userId ?? null };
}

export const marketRoutes: FastifyPluginAsyncZod<MarketDeps> = async (app, deps) => {
  app.get(
    '/api/market/currency_matches',
    {
      schema: {
        tags: ['market'],
        summary: 'Markets list: instruments by category with their tickers',
        description:
          'Ticker = bid, ask, last (mid), change and change_pct against yesterday’s close, today’s high, low and open (UTC day). ' +
          'With a valid token, `followed` marks the watchlist. Unknown symbol → MARKET_UNKNOWN_SYMBOL.',
        security: OPTIONAL_BEARER,
        querystring: currencyMatchesQuerySchema,
        response: okOrFailure(currencyMatchesResponseSchema),
      },
    },
    async (request, reply) =>
      ok(
        request.lang,
        await listMarkets(deps, await optionalViewer(app, request, reply), request.query),
      ),
  );

  app.get(
    '/api/market/currency_matches/top',
    {
      schema: {
        tags: ['market'],
        summary: 'Top gainers and losers by today’s change',
        security: OPTIONAL_BEARER,
        querystring: topMoversQuerySchema,
        response: okOrFailure(topMoversResponseSchema),
      },
    },
    async (request, reply) =>
      ok(
        request.lang,
        await topMovers(deps, await optionalViewer(app, request, reply), request.query),
      ),
  );

  app.get(
    '/api/market/deal',
    {
      schema: {
        tags: ['market'],
        summary: 'Latest ticks of one instrument, newest first',
        querystring: dealQuerySchema,
        response: okOrFailure(dealResponseSchema),
      },
    },
    async (request) => ok(request.lang, recentDeals(deps, request.query)),
  );

  app.get(
    '/api/market/ETF/hot_map',
    {
      schema: {
        tags: ['market'],
        summary: 'Heat map: categories with their average change and members',
        response: okOrFailure(hotMapResponseSchema),
      },
    },
    async (request) => ok(request.lang, hotMap(deps, request.lang)),
  );

  app.get(
    '/api/market/index',
    {
      schema: {
        tags: ['market'],
        summary: 'Home screen: headline instruments, movers and categories',
        security: OPTIONAL_BEARER,
        response: okOrFailure(marketIndexResponseSchema),
      },
    },
    async (request, reply) =>
      ok(request.lang, await homeIndex(deps, await optionalViewer(app, request, reply))),
  );

  app.post(
    '/api/market/follow',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['market'],
        summary: 'Follow, unfollow or toggle an instrument on the watchlist',
        description: `Omit \`follow\` to toggle. At most ${WATCHLIST_MAX} instruments (MARKET_WATCHLIST_FULL).`,
        security: BEARER,
        body: followBodySchema,
        response: okOrFailure(followResponseSchema),
      },
    },
    async (request) =>
      ok(request.lang, await setFollow(deps, sessionOf(request).userId, request.body)),
  );

  app.get(
    '/api/market/follow',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['market'],
        summary: 'The user’s watchlist with tickers',
        security: BEARER,
        response: okOrFailure(watchlistResponseSchema),
      },
    },
    async (request) =>
      ok(
        request.lang,
        await watchlist(deps, { lang: request.lang, userId: sessionOf(request).userId }),
      ),
  );

  app.get(
    '/api/default/history_kline2',
    {
      schema: {
        tags: ['market'],
        summary: 'Candles of one instrument and interval, before a time',
        description:
          'Candles of the mid price, oldest first; `before` is exclusive (epoch ms); the last candle may still be forming. ' +
          'Intervals: 1m 5m 15m 30m 1h 4h 1d 1w (days in UTC, weeks from Monday).',
        querystring: historyKlineQuerySchema,
        response: okOrFailure(historyKlineResponseSchema),
      },
    },
    async (request) => ok(request.lang, await historyKline(deps, request.query)),
  );
};
