import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { MarketFeed } from '../../market-feed';
import { devFeedRoutes } from './market.dev.routes';
import { MessageRates } from './market.feed-status';
import { instrumentsOf } from './market.operator';
import { marketOperatorHttpRoutes } from './market.operator.routes';
import { marketRoutes } from './market.routes';
import type { MarketDeps } from './market.service';

/*
 * The market module's front door (README.md): the HTTP side of market data over the market feed
 * (market-feed/, below the modules). `createMarket` builds the module object, `marketPlugin`
 * registers its routes given that object. No other module calls it: they read the feed.
 */

export interface Market {
  deps: MarketDeps;
  /** config.EXPOSE_OUTBOX: browser tests step a replay feed by hand (never in production). */
  exposeDevRoutes: boolean;
}

export function createMarket(input: {
  config: { EXPOSE_OUTBOX: boolean };
  db: Db;
  now: () => Date;
  feed: MarketFeed;
}): Market {
  const { db, now, feed } = input;
  return { deps: { db, now, market: feed }, exposeDevRoutes: input.config.EXPOSE_OUTBOX };
}

/** The public market pages, the operators' instrument settings, price feed and holidays, and the dev feed step. */
export const marketPlugin: FastifyPluginAsync<{ market: Market }> = async (app, { market }) => {
  const { deps } = market;
  await app.register(marketRoutes, deps);
  await app.register(marketOperatorHttpRoutes, {
    db: deps.db,
    now: deps.now,
    instruments: instrumentsOf(deps.market),
    market: deps.market,
    holidays: deps.market.holidays,
    rates: new MessageRates(),
  });
  if (market.exposeDevRoutes) await app.register(devFeedRoutes, { market: deps.market });
};
