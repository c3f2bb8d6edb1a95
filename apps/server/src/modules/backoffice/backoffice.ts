import type { FastifyPluginAsync } from 'fastify';
import { backofficeHttpRoutes, type BackofficeRouteDeps } from './backoffice.routes';

export type { BackofficeRouteDeps } from './backoffice.routes';
export { findOperatorSessionByToken, grantOperatorRoles } from './operator-auth.service';
export { loadTotpKey, secretBox } from './totp';
/** For other modules' operator routes (review queues): a change and its audit row, one transaction. */
export { actorOf, audited, type ActorContext, type AuditedChange } from './audit';

/** The back-office module (issue 12): operator sign-in, users, feedback, content, settings, audit. */
export const backofficeModule: FastifyPluginAsync<BackofficeRouteDeps> = async (app, deps) => {
  await app.register(backofficeHttpRoutes, deps);
};
