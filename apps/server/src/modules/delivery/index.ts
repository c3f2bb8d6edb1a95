import type { FastifyPluginAsync } from 'fastify';
import type { NoticedEngine } from '../../cluster/cluster-wiring';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { MarketFeed } from '../../market-feed';
import { deliveryMarketOf } from './delivery.market';
import { deliveryOperatorHttpRoutes } from './delivery.operator.routes';
import { deliveryHttpRoutes } from './delivery.routes';
import type { DeliveryDeps } from './delivery.service';
import { DeliveryWorker, type WorkerLog } from './delivery.worker';

export { offerConfiguredPeriods } from './delivery.settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivery contracts: dependencies and the settlement worker (tests wait on `delivery.worker.idle()`). */
    delivery: Delivery;
  }
}

/*
 * The delivery module's front door (README.md, docs/delivery.md): `createDelivery` builds the
 * module object, `deliveryPlugin` registers its routes given that object.
 */

export interface Delivery {
  deps: DeliveryDeps;
  /** The settlement worker: leader work (app.ts hands it to the cluster wiring). */
  worker: DeliveryWorker;
  /** A follower's placed contracts reach the leader's worker (cluster/cluster-wiring.ts). */
  noticed: NoticedEngine;
}

/** The delivery module: its dependencies, its settlement worker. */
export function createDelivery(input: {
  config: Pick<Config, 'COMPLIANCE_PROFILE'>;
  db: Db;
  now: () => Date;
  market: MarketFeed;
  log: WorkerLog;
}): Delivery {
  const deps: DeliveryDeps = {
    db: input.db,
    now: input.now,
    market: deliveryMarketOf(input.market, input.now),
    profile: input.config.COMPLIANCE_PROFILE,
  };
  const worker = new DeliveryWorker(deps, input.log);
  return {
    deps,
    worker,
    noticed: {
      onCommitted: (listener) => worker.onPlaced(listener),
      load: (_userId, contractId) => worker.load(contractId),
    },
  };
}

/** The delivery module's routes: the users' contracts and the operators' offer settings. */
export const deliveryPlugin: FastifyPluginAsync<{ delivery: Delivery }> = async (
  app,
  { delivery },
) => {
  await app.register(deliveryHttpRoutes, delivery);
  await app.register(deliveryOperatorHttpRoutes, delivery.deps);
};

// The settlement worker and its quotes, measured alone by bench/delivery.ts.
export type { DeliveryQuote } from './delivery.market';
export type { DeliveryWorker } from './delivery.worker';
