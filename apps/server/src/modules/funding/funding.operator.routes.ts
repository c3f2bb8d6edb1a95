import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkDecisionOn } from '@waihui/core';
import { fundingOperatorRoutes as routes } from '@waihui/contracts';
import type { DbOrTx, Tx } from '../../db/database';
import { issueRefusal } from '../../lib/business-error';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { type ActorContext, type AuditedChange, auditedRoute } from '../backoffice';
import {
  confirmDeposit,
  depositNoticeForReview,
  depositQueuePage,
  rejectDeposit,
} from './funding.deposits.service';
import type { DbAndClock, FundingDeps } from './funding.deps';
import { saveWithdrawalSettings, withdrawalSettings } from './funding.withdrawal-terms';
import {
  approveWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
  withdrawalForReview,
  withdrawalQueuePage,
} from './funding.withdrawals.service';

/**
 * A queue decision as the audit log keeps it: the record as it was, then the decision (the
 * service's own transaction becomes a savepoint of the audit row's), the record as it is answered.
 * Nobody decides on their own account's deposit or withdrawal, whatever their roles (product.md §6.3).
 */
function reviewed<B extends { id: number }, T extends { user_id: string }>(
  kind: 'deposit' | 'withdrawal',
  recordOf: (db: DbOrTx, id: number) => Promise<T>,
  decide: (deps: DbAndClock, body: B, actor: ActorContext) => Promise<T>,
) {
  return async (tx: Tx, body: B, actor: ActorContext): Promise<AuditedChange<T>> => {
    const before = await recordOf(tx, body.id);
    const duty = checkDecisionOn({ operatorId: actor.actorId, accountOwnerId: before.user_id });
    if (!duty.ok) throw issueRefusal(duty.issues[0]);
    const after = await decide({ db: tx, now: () => actor.now }, body, actor);
    return { target: `${kind}:${body.id}`, before, after, result: after };
  };
}

/**
 * The funding module's operator routes under /api/admin/…: the deposit-notice and withdrawal queues
 * (role `finance`) and the withdrawal settings (role `admin`); roles come from the contracts table.
 * Each decision's ledger posting, status and audit row commit together or not at all.
 */
export const fundingOperatorHttpRoutes: FastifyPluginAsyncZod<FundingDeps> = async (app, deps) => {
  route(app, routes.adminDepositList, {
    handler: async (request) => ok(request.lang, await depositQueuePage(deps.db, request.query)),
  });

  auditedRoute(app, routes.adminDepositConfirm, deps, {
    action: 'deposit.confirm',
    change: reviewed('deposit', depositNoticeForReview, (reviewer, { id }) =>
      confirmDeposit({ ...reviewer, coins: deps.coins }, id),
    ),
  });

  auditedRoute(app, routes.adminDepositReject, deps, {
    action: 'deposit.reject',
    change: reviewed('deposit', depositNoticeForReview, (reviewer, { id, reason }) =>
      rejectDeposit(reviewer, id, reason),
    ),
  });

  route(app, routes.adminWithdrawalList, {
    handler: async (request) =>
      ok(request.lang, await withdrawalQueuePage(deps.db, deps.settings, request.query)),
  });

  auditedRoute(app, routes.adminWithdrawalApprove, deps, {
    action: 'withdrawal.approve',
    change: reviewed('withdrawal', withdrawalForReview, (reviewer, { id }, actor) =>
      approveWithdrawal(reviewer, id, actor.actorId),
    ),
  });

  auditedRoute(app, routes.adminWithdrawalPaid, deps, {
    action: 'withdrawal.paid',
    change: reviewed('withdrawal', withdrawalForReview, (reviewer, { id, external_ref }) =>
      markWithdrawalPaid(reviewer, id, external_ref),
    ),
  });

  auditedRoute(app, routes.adminWithdrawalReject, deps, {
    action: 'withdrawal.reject',
    change: reviewed('withdrawal', withdrawalForReview, (reviewer, { id, reason }) =>
      rejectWithdrawal(reviewer, id, reason),
    ),
  });

  route(app, routes.adminFundingSettings, {
    handler: async (request) => ok(request.lang, await withdrawalSettings(deps)),
  });

  auditedRoute(app, routes.adminFundingSave, deps, {
    action: 'settings.funding',
    // Money-moving: applies only when a second admin approves it (product.md §6.3).
    secondAdmin: true,
    change: (tx, body, actor) => saveWithdrawalSettings(deps, tx, body, actor.now),
  });
};
