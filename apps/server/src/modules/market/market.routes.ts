import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
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
  route(app, routes.currencyMatches, {
    handler: async (request, reply) =>
      ok(
        request.lang,
        await listMarkets(deps, await optionalViewer(app, request, reply), request.query),
      ),
  });

  route(app, routes.topMovers, {
    handler: async (request, reply) =>
      ok(
        request.lang,
        await topMovers(deps, await optionalViewer(app, request, reply), request.query),
      ),
  });

  route(app, routes.deal, {
    handler: async (request) => ok(request.lang, recentDeals(deps, request.query)),
  });

  route(app, routes.hotMap, {
    handler: async (request) => ok(request.lang, hotMap(deps, request.lang)),
  });

  route(app, routes.marketIndex, {
    handler: async (request, reply) =>
      ok(request.lang, await homeIndex(deps, await optionalViewer(app, request, reply))),
  });

  route(app, routes.follow, {
    handler: async (request) =>
      ok(request.lang, await setFollow(deps, sessionOf(request).userId, request.body)),
  });

  route(app, routes.watchlist, {
    handler: async (request) =>
      ok(
        request.lang,
        await watchlist(deps, { lang: request.lang, userId: sessionOf(request).userId }),
      ),
  });

  route(app, routes.historyKline, {
    handler: async (request) => ok(request.lang, await historyKline(deps, request.query)),
  });
};
