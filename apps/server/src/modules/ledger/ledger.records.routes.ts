import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { type LedgerDeps, getMoneyLog } from './ledger.service';
import { sessionOf } from '../../plugins/auth';

/** The caller's money log: every posting on their accounts (zhangBianJiLu, account change records). */
export const recordsRoutes: FastifyPluginAsyncZod<LedgerDeps> = async (app, deps) => {
  route(app, ledgerRoutes.moneyLog, {
    handler: async (request) =>
      ok(request.lang, await getMoneyLog(deps.db, sessionOf(request).userId, request.query)),
  });
};
