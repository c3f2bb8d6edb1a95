import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import { contentOperatorHttpRoutes } from './content.operator.routes';
import { contentHttpRoutes } from './content.routes';
import { seedContent } from './content.seed';

export interface ContentOptions {
  db: Db;
  now: () => Date;
  /** config.SUPPORT_URL: the customer-service page, if any. */
  serviceUrl: string | null;
}

/**
 * The content module: puts the seed content in place (new slugs only), then serves its routes and
 * its operator routes.
 */
export const contentModule: FastifyPluginAsync<ContentOptions> = async (app, options) => {
  await seedContent(options.db, options.now());
  await app.register(contentHttpRoutes, options);
  await app.register(contentOperatorHttpRoutes, options);
};
