/** HTTP helpers shared by the ledger routes. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ENVELOPE_CODE } from '@waihui/contracts';

/**
 * A rule failure is answered with HTTP 200 too (design §4), and Fastify serialises whatever the
 * error handler sends with the route's 200 schema; so each 200 schema is "the success envelope or a
 * failure envelope". The failure's `data` keeps its extra fields (`available`, `issues`, …).
 * (identity has the same helper; both could move to lib/ once the lead picks a home.)
 */
const failureEnvelope = z.object({
  code: z.literal(ENVELOPE_CODE.failed),
  msg: z.string(),
  data: z.looseObject({ reason: z.string() }),
});

export function okOrFailure<T extends z.ZodType>(success: T) {
  return { 200: z.union([success, failureEnvelope]) };
}

/** OpenAPI: the route wants `Authorization: Bearer <token>`. */
export const BEARER = [{ bearer: [] }];

/** The caller's user id; routes use it behind `app.requireUser`, which guarantees a session. */
export function sessionUserId(request: FastifyRequest): string {
  if (request.session === null) throw new Error('ledger route reached without requireUser');
  return request.session.userId;
}
