import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { bearerToken } from '../../plugins/auth';
import { UnauthenticatedError } from '../../plugins/envelope-errors';
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
  if (bearerToken(request.headers.authorization) === null)
    return { lang: request.lang, userId: null };
  try {
    await app.requireUser(request, reply);
  } catch (error) {
    // An expired token on a public page reads as anonymous rather than sending the user to login.
    if (error instanceof UnauthenticatedError) return { lang: request.lang, userId: null };
    throw error;
  }
  return { lang: request.lang, userId: request.session?.userId ?? null };
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
      ok(request.lang, await setFollow(deps, request.session!.userId, request.body)),
  });

  route(app, routes.watchlist, {
    handler: async (request) =>
      ok(
        request.lang,
        await watchlist(deps, { lang: request.lang, userId: request.session!.userId }),
      ),
  });

  route(app, routes.historyKline, {
    handler: async (request) => ok(request.lang, await historyKline(deps, request.query)),
  });
};
