import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ENVELOPE_CODE } from '@waihui/contracts';
import { UnauthenticatedError } from '../../plugins/envelope-errors';
import type { RequestContext } from './identity-deps';
import type { SessionUser } from './sessions.repository';

/** Route-level @fastify/rate-limit settings (per IP, replacing the global limit on that route). */
export interface RateLimitConfig {
  rateLimit: { max: number; timeWindow: number };
}

/** OpenAPI: the route wants `Authorization: Bearer <token>`. */
export const BEARER = [{ bearer: [] }];

export function requestContext(request: FastifyRequest): RequestContext {
  return { lang: request.lang, ip: request.ip };
}

/** The session set by `app.requireUser` (which runs first on these routes). */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (request.session === null) throw new UnauthenticatedError();
  return request.session;
}

/**
 * A rule failure is answered with HTTP 200 too (design §4), and Fastify serialises whatever the
 * error handler sends with the route's 200 schema. So each 200 schema is "the success envelope or a
 * failure envelope"; the failure's `data` keeps extra fields (retry_after_seconds, attempts_left…).
 */
const failureEnvelope = z.object({
  code: z.literal(ENVELOPE_CODE.failed),
  msg: z.string(),
  data: z.looseObject({ reason: z.string() }),
});

export function okOrFailure<T extends z.ZodType>(success: T) {
  return { 200: z.union([success, failureEnvelope]) };
}
