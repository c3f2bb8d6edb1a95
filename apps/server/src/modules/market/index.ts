import type { FastifyPluginAsync } from 'fastify';
import { instrumentsOf } from './market.operator';
import { marketOperatorHttpRoutes } from './market.operator.routes';
import { marketRoutes } from './market.routes';
import type { MarketDeps } from './market.service';

/** The market module's routes: the public market pages and the operators' instrument settings. */
export const marketModule: FastifyPluginAsync<MarketDeps> = async (app, deps) => {
  await app.register(marketRoutes, deps);
  await app.register(marketOperatorHttpRoutes, {
    db: deps.db,
    now: deps.now,
    instruments: instrumentsOf(deps.market),
  });
};
