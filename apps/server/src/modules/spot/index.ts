import type { FastifyPluginAsync } from 'fastify';
import type { NoticedEngine } from '../../cluster/cluster-wiring';
import type { Db } from '../../db/database';
import type { MarketFeed } from '../../market-feed';
import { type CoinConversion, coinConversionOf } from './spot.coin-conversion';
import { type SpotLog, SpotEngine } from './spot.engine';
import { spotMarketOf } from './spot.market';
import { cancelPendingSpotOrders } from './spot.pending-orders';
import { spotHttpRoutes } from './spot.routes';
import type { SpotDeps } from './spot.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Spot orders and conversion: dependencies and the limit-order engine (tests wait on `spot.engine.idle()`). */
    spot: Spot;
  }
}

/*
 * The spot module's front door (README.md, docs/spot.md): `createSpot` builds the module object,
 * `spotPlugin` registers its routes given that object.
 */

export interface Spot {
  deps: SpotDeps;
  /** The limit-order engine: leader work (app.ts hands it to the cluster wiring). */
  engine: SpotEngine;
  /** A follower's placed or cancelled orders reach the leader's engine (cluster/cluster-wiring.ts). */
  noticed: NoticedEngine;
  /** USDT made usable as USD and back, for funding (app.ts wires it; spot.coin-conversion.ts). */
  coins: CoinConversion;
  /** Cancels every pending order of the user (the practice book's reset); how many. */
  cancelPendingOrders: (userId: string) => Promise<number>;
}

export function createSpot(input: {
  db: Db;
  now: () => Date;
  market: MarketFeed;
  log: SpotLog;
}): Spot {
  const deps: SpotDeps = {
    db: input.db,
    now: input.now,
    market: spotMarketOf(input.market, input.now),
  };
  const engine = new SpotEngine(deps, input.log);
  return {
    deps,
    engine,
    noticed: {
      onCommitted: (listener) => engine.onTracked(listener),
      load: (userId, orderId) => engine.load(userId, orderId),
    },
    coins: coinConversionOf(deps),
    cancelPendingOrders: (userId) => cancelPendingSpotOrders(deps, engine, userId),
  };
}

/** The spot module's routes: orders, conversion, the page's data. */
export const spotPlugin: FastifyPluginAsync<{ spot: Spot }> = async (app, { spot }) => {
  await app.register(spotHttpRoutes, spot);
};
