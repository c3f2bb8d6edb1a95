import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemRoutes } from '@waihui/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  version: string;
  now: () => Date;
}> = async (app, { database, version, now }) => {
  route(app, systemRoutes.health, {
    handler: async (request) => {
      await database.db.execute(sql`select 1`);
      return ok(request.lang, {
        status: 'ok' as const,
        database: database.engine,
        version,
        time: now().toISOString(),
      });
    },
  });
};
