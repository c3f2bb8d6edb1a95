import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyLogQuerySchema, moneyLogResponseSchema } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { type LedgerDeps, getMoneyLog } from './ledger.service';
import { BEARER, sessionOf } from '../../plugins/auth';

/** The caller's money log: every posting on their accounts (zhangBianJiLu, account change records). */
export const recordsRoutes: FastifyPluginAsyncZod<LedgerDeps> = async (app, deps) => {
  app.get(
    '/api/account_log/moneyLog',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Account change records: postings on your accounts, newest first, paged',
        security: BEARER,
        querystring: moneyLogQuerySchema,
        response: { 200: moneyLogResponseSchema },
      },
    },
    async (request) =>
      ok(request.lang, await getMoneyLog(deps.db, sessionOf(request).userId, request.query)),
  );
};
