import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountIncomeResponseSchema,
  accountListResponseSchema,
  assetsTradeTopQuerySchema,
  assetsTradeTopResponseSchema,
} from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { type LedgerDeps, getAccountList, getContractBalances, getIncome } from './ledger.service';
import { BEARER, sessionOf } from '../../plugins/auth';

/** Balances of the caller's coin and contract accounts (spec §3, §7 Account group). */
export const accountsRoutes: FastifyPluginAsyncZod<LedgerDeps> = async (app, deps) => {
  app.get(
    '/api/account/list',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Balances of the coin and contract accounts (balance_arr per account type)',
        security: BEARER,
        response: { 200: accountListResponseSchema },
      },
    },
    async (request) => ok(request.lang, await getAccountList(deps.db, sessionOf(request).userId)),
  );

  app.get(
    '/api/account/income',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: "Today's income and position margin of the contract account (USD)",
        security: BEARER,
        response: { 200: accountIncomeResponseSchema },
      },
    },
    async (request) => ok(request.lang, await getIncome(deps, sessionOf(request).userId)),
  );

  app.get(
    '/api/lever/assetsTradeTop',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Contract account balances for the trade screen header (lever_type=2)',
        security: BEARER,
        querystring: assetsTradeTopQuerySchema,
        response: { 200: assetsTradeTopResponseSchema },
      },
    },
    async (request) =>
      ok(request.lang, {
        balance_arr: await getContractBalances(deps.db, sessionOf(request).userId),
      }),
  );
};
