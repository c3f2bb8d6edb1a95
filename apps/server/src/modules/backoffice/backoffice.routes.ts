import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backofficeRoutes as routes } from '@waihui/contracts';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { operatorOf } from '../../plugins/auth';
import { readDeviceCookie, setDeviceCookie } from '../identity';
import { actorOf, auditedRoute } from './backoffice.audit';
import { approveProposal, proposalList, rejectProposal } from './backoffice.proposals';
import {
  auditPage,
  type BackofficeDeps,
  findUsers,
  lockUserSignIn,
  userDetail,
} from './backoffice.service';
import { changeOperatorRole, operatorList } from './backoffice.operators.service';
import {
  operatorMe,
  operatorSignIn,
  operatorSignOut,
  type OperatorAuthDeps,
} from './backoffice.operator-auth.service';

export type BackofficeRouteDeps = BackofficeDeps &
  OperatorAuthDeps & {
    /** config.RATE_LIMIT_LOGIN_PER_MINUTE: sign-in attempts per IP and minute. */
    loginPerMinute: number;
    /** config.DEMO_MODE: the back-office labels itself "demo" (product.md §1.5). */
    demo: boolean;
  };

/**
 * The back-office's own routes under /api/admin/…: sign-in, the session, users, operators, the
 * audit log. Every role check comes from the contracts table (route()); what operators change in
 * another module is that module's `<module>.operator.routes.ts`.
 */
export const backofficeHttpRoutes: FastifyPluginAsyncZod<BackofficeRouteDeps> = async (
  app,
  deps,
) => {
  route(app, routes.adminLogin, {
    config: { rateLimit: { max: deps.loginPerMinute, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const device = readDeviceCookie(request, 'backoffice');
      const result = await operatorSignIn(deps, request.body, request.ip, device);
      if (result.deviceToken !== null)
        setDeviceCookie(request, reply, 'backoffice', result.deviceToken);
      return ok(request.lang, result.data);
    },
  });

  route(app, routes.adminMe, {
    handler: async (request) =>
      ok(request.lang, { ...(await operatorMe(deps, operatorOf(request))), demo: deps.demo }),
  });

  route(app, routes.adminLogout, {
    handler: async (request) => {
      await operatorSignOut(deps, operatorOf(request));
      return ok(request.lang, null);
    },
  });

  route(app, routes.adminUserSearch, {
    handler: async (request) => ok(request.lang, { list: await findUsers(deps, request.query.q) }),
  });

  route(app, routes.adminUserDetail, {
    handler: async (request) => ok(request.lang, await userDetail(deps, request.query.user_id)),
  });

  auditedRoute(app, routes.adminUserLock, deps, {
    action: (body) => (body.locked ? 'user.lock' : 'user.unlock'),
    change: (tx, body, actor) =>
      lockUserSignIn(tx, { userId: body.user_id, locked: body.locked }, actor.now),
  });

  route(app, routes.adminOperatorList, {
    handler: async (request) => ok(request.lang, await operatorList(deps.db)),
  });

  auditedRoute(app, routes.adminOperatorGrant, deps, {
    action: 'operator.grant',
    change: (tx, body, actor) => changeOperatorRole(tx, actor, body, true),
  });

  auditedRoute(app, routes.adminOperatorRevoke, deps, {
    action: 'operator.revoke',
    change: (tx, body, actor) => changeOperatorRole(tx, actor, body, false),
  });

  route(app, routes.adminAuditList, {
    handler: async (request) => ok(request.lang, await auditPage(deps, request.query)),
  });

  route(app, routes.adminProposalList, {
    handler: async (request) => ok(request.lang, await proposalList(deps.db)),
  });

  // Audited inside: the approval runs the proposed save and writes its rows (proposals.ts).
  route(app, routes.adminProposalApprove, {
    handler: async (request) =>
      ok(request.lang, await approveProposal(deps.db, actorOf(request, deps.now), request.body.id)),
  });

  route(app, routes.adminProposalReject, {
    handler: async (request) =>
      ok(request.lang, await rejectProposal(deps.db, actorOf(request, deps.now), request.body.id)),
  });
};
