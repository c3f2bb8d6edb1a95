import type { FastifyPluginAsync } from 'fastify';
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

export interface Delivery {
  deps: DeliveryDeps;
  worker: DeliveryWorker;
}

/** The delivery module as app.ts wires it: its dependencies and its settlement worker. */
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
    market: deliveryMarketOf(input.market),
    profile: input.config.COMPLIANCE_PROFILE,
  };
  return { deps, worker: new DeliveryWorker(deps, input.log) };
}

/** The delivery module's routes: the users' contracts and the operators' offer settings. */
export const deliveryModule: FastifyPluginAsync<Delivery> = async (app, delivery) => {
  await app.register(deliveryHttpRoutes, delivery);
  await app.register(deliveryOperatorHttpRoutes, delivery.deps);
};
