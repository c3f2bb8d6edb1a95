import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@waihui/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ok } from '../../lib/envelope';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  version: string;
  now: () => Date;
}> = async (app, { database, version, now }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema },
      },
    },
    async (request) => {
      await database.db.execute(sql`select 1`);
      return ok(request.lang, {
        status: 'ok' as const,
        database: database.engine,
        version,
        time: now().toISOString(),
      });
    },
  );
};
