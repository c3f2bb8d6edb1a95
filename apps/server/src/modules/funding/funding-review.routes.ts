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
import {
  approveWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
  withdrawalForReview,
  withdrawalQueuePage,
} from './withdrawals.service';

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

  route(app, routes.adminWithdrawalList, {
    handler: async (request) => ok(request.lang, await withdrawalQueuePage(deps.db, request.query)),
  });

  route(app, routes.adminWithdrawalApprove, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const { id } = request.body;
      const approved = await audited(deps.db, actor, 'withdrawal.approve', async (tx) => {
        const before = await withdrawalForReview(tx, id);
        const after = await approveWithdrawal({ db: tx, now: () => actor.now }, id, actor.actorId);
        return { target: `withdrawal:${id}`, before, after, result: after };
      });
      return ok(request.lang, approved);
    },
  });

  route(app, routes.adminWithdrawalPaid, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const { id, external_ref } = request.body;
      const paid = await audited(deps.db, actor, 'withdrawal.paid', async (tx) => {
        const before = await withdrawalForReview(tx, id);
        const after = await markWithdrawalPaid({ db: tx, now: () => actor.now }, id, external_ref);
        return { target: `withdrawal:${id}`, before, after, result: after };
      });
      return ok(request.lang, paid);
    },
  });

  route(app, routes.adminWithdrawalReject, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const { id, reason } = request.body;
      const rejected = await audited(deps.db, actor, 'withdrawal.reject', async (tx) => {
        const before = await withdrawalForReview(tx, id);
        const after = await rejectWithdrawal({ db: tx, now: () => actor.now }, id, reason);
        return { target: `withdrawal:${id}`, before, after, result: after };
      });
      return ok(request.lang, rejected);
    },
  });
};
