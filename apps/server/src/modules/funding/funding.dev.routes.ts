import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fundingRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { confirmDeposit } from './funding.deposits.service';
import type { FundingDeps } from './funding.deps';
import {
  approveWithdrawalWithoutFourEyes,
  markWithdrawalPaid,
  rejectWithdrawal,
} from './funding.withdrawals.service';

/**
 * Browser tests only (app.ts registers this with EXPOSE_OUTBOX, refused in production): the
 * operator's review actions without an operator (the back-office's queues call the same functions).
 */
export const fundingDevRoutes: FastifyPluginAsyncZod<FundingDeps> = async (app, deps) => {
  route(app, routes.devConfirmDeposit, {
    handler: async (request) => {
      const row = await confirmDeposit(deps, request.body.id);
      return ok(request.lang, { id: row.id, status: row.status });
    },
  });
  route(app, routes.devReviewWithdrawal, {
    handler: async (request) => {
      const { id, action } = request.body;
      const row =
        action === 'approve'
          ? await approveWithdrawalWithoutFourEyes(deps, id)
          : action === 'paid'
            ? await markWithdrawalPaid(deps, id, request.body.external_ref ?? 'dev')
            : await rejectWithdrawal(deps, id, request.body.reason ?? 'dev');
      return ok(request.lang, { id: row.id, status: row.status });
    },
  });
};
