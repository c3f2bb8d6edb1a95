import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { healthRoutes } from './health.routes';

/*
 * The health module's front door: `createHealth` builds the module object (what GET
 * /api/health answers with), `healthPlugin` registers the route given that object.
 */

export interface Health {
  database: Database;
  /** The app's version (app.ts APP_VERSION). */
  version: string;
  now: () => Date;
}

export function createHealth(input: Health): Health {
  return input;
}

export const healthPlugin: FastifyPluginAsync<{ health: Health }> = async (app, { health }) => {
  await app.register(healthRoutes, health);
};
