/** HTTP helpers shared by the ledger routes. */
import type { FastifyRequest } from 'fastify';

/** OpenAPI: the route wants `Authorization: Bearer <token>`. */
export const BEARER = [{ bearer: [] }];

/** The caller's user id; routes use it behind `app.requireUser`, which guarantees a session. */
export function sessionUserId(request: FastifyRequest): string {
  if (request.session === null) throw new Error('ledger route reached without requireUser');
  return request.session.userId;
}
