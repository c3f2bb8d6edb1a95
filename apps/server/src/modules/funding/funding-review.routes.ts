import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backofficeRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { actorOf, audited } from '../backoffice/backoffice';
import {
  confirmDeposit,
  depositNoticeForReview,
  depositQueuePage,
  rejectDeposit,
} from './deposits.service';
import type { FundingDeps } from './funding-deps';

/**
 * The back-office's funding queues under /api/admin/… (role `finance`, checked by route() from the
 * contracts table). Each decision runs inside `audited`'s transaction (the service's own
 * transaction becomes a savepoint), so the ledger posting, the status and the audit row commit
 * together or not at all.
 */
export const fundingReviewRoutes: FastifyPluginAsyncZod<FundingDeps> = async (app, deps) => {
  route(app, routes.adminDepositList, {
    handler: async (request) => ok(request.lang, await depositQueuePage(deps.db, request.query)),
  });

  route(app, routes.adminDepositConfirm, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const { id } = request.body;
      const confirmed = await audited(deps.db, actor, 'deposit.confirm', async (tx) => {
        const before = await depositNoticeForReview(tx, id);
        const after = await confirmDeposit({ db: tx, now: () => actor.now }, id);
        return { target: `deposit:${id}`, before, after, result: after };
      });
      return ok(request.lang, confirmed);
    },
  });

  route(app, routes.adminDepositReject, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const { id, reason } = request.body;
      const rejected = await audited(deps.db, actor, 'deposit.reject', async (tx) => {
        const before = await depositNoticeForReview(tx, id);
        const after = await rejectDeposit({ db: tx, now: () => actor.now }, id, reason);
        return { target: `deposit:${id}`, before, after, result: after };
      });
      return ok(request.lang, rejected);
    },
  });
};
