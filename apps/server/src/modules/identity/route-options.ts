import type { FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '../../plugins/envelope-errors';
import type { RequestContext } from './identity-deps';
import type { SessionUser } from './sessions.repository';

/** Route-level @fastify/rate-limit settings (per IP, replacing the global limit on that route). */
export interface RateLimitConfig {
  rateLimit: { max: number; timeWindow: number };
}

export function requestContext(request: FastifyRequest): RequestContext {
  return { lang: request.lang, ip: request.ip };
}

/** The session set by `app.requireUser` (which runs first on these routes). */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (request.session === null) throw new UnauthenticatedError();
  return request.session;
}

export { BEARER, okOrFailure } from '../../lib/route-schemas';
