import type { FastifyPluginAsync } from 'fastify';
import { backofficeHttpRoutes, type BackofficeRouteDeps } from './backoffice.routes';

export type { BackofficeRouteDeps } from './backoffice.routes';
export { findOperatorSessionByToken, grantOperatorRoles } from './backoffice.operator-auth.service';
export { loadTotpKey, secretBox } from './backoffice.totp';
/** For every module's operator routes: a change and its audit row, one transaction. */
export { actorOf, auditedRoute, type ActorContext, type AuditedChange } from './backoffice.audit';

/**
 * The back-office module (issue 12): operator sign-in, users, operators, the audit log, and the
 * plumbing every module's operator routes share (`auditedRoute`; roles come from the contracts).
 */
export const backofficeModule: FastifyPluginAsync<BackofficeRouteDeps> = async (app, deps) => {
  await app.register(backofficeHttpRoutes, deps);
};
