import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fundingRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { sessionOf } from '../../plugins/auth';
import { depositInfo, depositRecords, fileDepositNotice } from './funding.deposits.service';
import {
  addBankCard,
  addWallet,
  bankCards,
  editDestination,
  removeDestination,
  wallets,
} from './funding.destinations.service';
import type { FundingDeps } from './funding.deps';
import {
  addWithdrawal,
  cancelWithdrawal,
  withdrawalCurrencies,
  withdrawalLog,
} from './funding.withdrawals.service';

/** Deposits, cards and wallets, withdrawals and their records: all the caller's own. */
export const fundingHttpRoutes: FastifyPluginAsyncZod<FundingDeps> = async (app, deps) => {
  const user = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;

  route(app, routes.depositInfo, {
    handler: async (request) => ok(request.lang, await depositInfo(deps, user(request))),
  });
  route(app, routes.depositNotice, {
    handler: async (request) =>
      ok(request.lang, await fileDepositNotice(deps, user(request), request.body)),
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
  });
  route(app, routes.depositRecords, {
    handler: async (request) =>
      ok(request.lang, await depositRecords(deps, user(request), request.query)),
  });
  route(app, routes.bankCards, {
    handler: async (request) => ok(request.lang, await bankCards(deps, user(request))),
  });
  route(app, routes.addBankCard, {
    handler: async (request) =>
      ok(request.lang, await addBankCard(deps, user(request), request.body)),
  });
  route(app, routes.wallets, {
    handler: async (request) => ok(request.lang, await wallets(deps, user(request))),
  });
  route(app, routes.addWallet, {
    handler: async (request) =>
      ok(request.lang, await addWallet(deps, user(request), request.body)),
  });
  route(app, routes.editDestination, {
    handler: async (request) =>
      ok(request.lang, await editDestination(deps, user(request), request.body)),
  });
  route(app, routes.removeDestination, {
    handler: async (request) =>
      ok(request.lang, await removeDestination(deps, user(request), request.query.id)),
  });
  route(app, routes.withdrawalCurrencies, {
    handler: async (request) => ok(request.lang, await withdrawalCurrencies(deps, user(request))),
  });
  route(app, routes.addWithdrawal, {
    handler: async (request) =>
      ok(request.lang, await addWithdrawal(deps, user(request), request.body)),
  });
  route(app, routes.cancelWithdrawal, {
    handler: async (request) =>
      ok(request.lang, await cancelWithdrawal(deps, user(request), request.body.id)),
  });
  route(app, routes.withdrawalLog, {
    handler: async (request) =>
      ok(request.lang, await withdrawalLog(deps, user(request), request.query)),
  });
};
