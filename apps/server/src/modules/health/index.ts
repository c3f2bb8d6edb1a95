import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { FeedMetricsSource } from './health.metrics';
import { metricsRoutes } from './health.metrics.routes';
import { healthRoutes } from './health.routes';

/*
 * The health module's front door: `createHealth` builds the module object (what GET /api/health
 * and GET /metrics answer with), `healthPlugin` registers the routes given that object.
 */

export interface Health {
  database: Database;
  /** The app's version (app.ts APP_VERSION). */
  version: string;
  now: () => Date;
  /** The market feed's sources and instruments, for GET /metrics. */
  feed: FeedMetricsSource;
  /** config.METRICS_TOKEN: opens GET /metrics beyond this machine to a bearer of it. */
  metricsToken: string | undefined;
}

export function createHealth(input: Health): Health {
  return input;
}

export const healthPlugin: FastifyPluginAsync<{ health: Health }> = async (app, { health }) => {
  await app.register(healthRoutes, health);
  await app.register(metricsRoutes, {
    feed: health.feed,
    now: health.now,
    token: health.metricsToken,
  });
};
