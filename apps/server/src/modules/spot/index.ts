import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import type { MarketFeed } from '../../market-feed';
import { type SpotLog, SpotEngine } from './spot.engine';
import { spotMarketOf } from './spot.market';
import { spotHttpRoutes } from './spot.routes';
import type { SpotDeps } from './spot.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Spot orders and conversion: dependencies and the limit-order engine (tests wait on `spot.engine.idle()`). */
    spot: Spot;
  }
}

export interface Spot {
  deps: SpotDeps;
  engine: SpotEngine;
}

export function createSpot(input: {
  db: Db;
  now: () => Date;
  market: MarketFeed;
  log: SpotLog;
}): Spot {
  const deps: SpotDeps = { db: input.db, now: input.now, market: spotMarketOf(input.market) };
  return { deps, engine: new SpotEngine(deps, input.log) };
}

/** The spot module as app.ts registers it: its routes, and its engine started after the feed. */
export const spotModule: FastifyPluginAsync<{ spot: Spot }> = async (app, { spot }) => {
  await app.register(spotHttpRoutes, spot);
};
