import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import { contentOperatorHttpRoutes } from './content.operator.routes';
import { contentHttpRoutes } from './content.routes';
import { seedContent } from './content.seed';
import type { ContentDeps } from './content.service';

/*
 * The content module's front door (README.md): `createContent` builds the module object,
 * `contentPlugin` registers its routes given that object. No other module calls content.
 */

export interface Content {
  deps: ContentDeps;
}

export function createContent(input: ContentDeps & { db: Db }): Content {
  return { deps: input };
}

/**
 * Puts the seed content in place (new slugs only), then serves the content routes and their
 * operator routes.
 */
export const contentPlugin: FastifyPluginAsync<{ content: Content }> = async (app, { content }) => {
  await seedContent(content.deps.db, content.deps.now());
  await app.register(contentHttpRoutes, content.deps);
  await app.register(contentOperatorHttpRoutes, content.deps);
};
