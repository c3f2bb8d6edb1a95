import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backofficeRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { actorOf, audited } from '../backoffice/backoffice';
import {
  decideVerificationIn,
  listPendingVerifications,
  pendingCount,
  type VerificationDeps,
} from './verification.service';

/**
 * The identity-verification review queue under /api/admin/verifications/… (role `compliance`,
 * checked by route() from the contracts table). Every decision and its audit row commit together.
 */
export const verificationReviewRoutes: FastifyPluginAsyncZod<{ deps: VerificationDeps }> = async (
  app,
  { deps },
) => {
  route(app, routes.adminVerificationList, {
    handler: async (request, reply) => {
      const actor = actorOf(request, deps.now);
      // The answer carries photo links made for this operator: never cached.
      void reply.header('cache-control', 'no-store');
      return ok(request.lang, {
        list: await listPendingVerifications(deps, actor.actorId, request.lang),
        counts: { pending: await pendingCount(deps) },
      });
    },
  });

  route(app, routes.adminVerificationApprove, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const decided = await audited(deps.db, actor, 'verification.approve', async (tx) => {
        const change = await decideVerificationIn(tx, request.body.id, actor.actorId, actor.now, {
          kind: 'approve',
        });
        return { target: `verification:${request.body.id}`, ...change, result: change.after };
      });
      return ok(request.lang, decided);
    },
  });

  route(app, routes.adminVerificationReject, {
    handler: async (request) => {
      const actor = actorOf(request, deps.now);
      const decided = await audited(deps.db, actor, 'verification.reject', async (tx) => {
        const change = await decideVerificationIn(tx, request.body.id, actor.actorId, actor.now, {
          kind: 'reject',
          reason: request.body.reason,
        });
        return { target: `verification:${request.body.id}`, ...change, result: change.after };
      });
      return ok(request.lang, decided);
    },
  });
};
