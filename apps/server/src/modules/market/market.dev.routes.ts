import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devRoutes } from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import type { MarketFeed } from '../../market-feed';

/*
 * Browser tests only: app.ts registers this with EXPOSE_OUTBOX (refused in production, and not the
 * demo). It plays the next recorded ticks of a replay file stepped by hand, so the trading journey
 * can cross a take-profit when it wants to, and stops one simulated instrument's ticks, so a
 * journey sees it go stale. The prices are the feed's; no call can set one.
 */
export const devFeedRoutes: FastifyPluginAsyncZod<{ market: MarketFeed }> = async (
  app,
  { market },
) => {
  route(app, devRoutes.devFeedStep, {
    handler: async (request) => {
      const feed = market.feedKind === 'replay' ? market.replayFeed() : null;
      if (feed === null || !feed.steppedByHand) throw new BusinessError('NOT_FOUND');
      return ok(request.lang, { played: feed.step(request.body.count) });
    },
  });

  route(app, devRoutes.devFeedPause, {
    handler: async (request) => {
      if (market.feedKind !== 'simulated') throw new BusinessError('NOT_FOUND');
      const { symbol, paused } = request.body;
      if (!market.instruments.has(symbol))
        throw new BusinessError('MARKET_UNKNOWN_SYMBOL', { params: { symbol } });
      market.simulatedFeed().setPaused(symbol, paused);
      return ok(request.lang, { symbol, paused });
    },
  });
};
