import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerRoutes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { type LedgerDeps, getAccountList, getContractBalances, getIncome } from './ledger.service';
import { sessionOf } from '../../plugins/auth';

/** Balances of the caller's coin and contract accounts (product.md §3.2, §7.4 Account group). */
export const accountsRoutes: FastifyPluginAsyncZod<LedgerDeps> = async (app, deps) => {
  route(app, ledgerRoutes.accountList, {
    handler: async (request) =>
      ok(request.lang, await getAccountList(deps.db, sessionOf(request).userId)),
  });

  route(app, ledgerRoutes.accountIncome, {
    handler: async (request) => ok(request.lang, await getIncome(deps, sessionOf(request).userId)),
  });

  route(app, ledgerRoutes.assetsTradeTop, {
    handler: async (request) =>
      ok(request.lang, {
        balance_arr: await getContractBalances(deps.db, sessionOf(request).userId),
      }),
  });
};
