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
  // Ops read the engine here, in the log; the public health answer does not name it.
  app.log.info({ database: database.engine, version }, 'database engine');
  route(app, systemRoutes.health, {
    handler: async (request) => {
      await database.db.execute(sql`select 1`);
      return ok(request.lang, {
        status: 'ok' as const,
        version,
        time: now().toISOString(),
      });
    },
  });
};
