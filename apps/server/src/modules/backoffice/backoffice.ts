import type { FastifyPluginAsync } from 'fastify';
import { backofficeHttpRoutes, type BackofficeRouteDeps } from './backoffice.routes';

export type { BackofficeRouteDeps } from './backoffice.routes';
export { findOperatorSessionByToken, grantOperatorRoles } from './operator-auth.service';
export { loadTotpKey, secretBox } from './totp';

/** The back-office module (issue 12): operator sign-in, users, feedback, content, settings, audit. */
export const backofficeModule: FastifyPluginAsync<BackofficeRouteDeps> = async (app, deps) => {
  await app.register(backofficeHttpRoutes, deps);
};
