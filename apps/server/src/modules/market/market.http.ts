import { z } from 'zod';
import { ENVELOPE_CODE } from '@waihui/contracts';

/**
 * A rule failure is answered with HTTP 200 too (design §4), and Fastify serialises whatever the
 * error handler sends with the route's 200 schema; so each 200 schema is "the success envelope or a
 * failure envelope". (identity and ledger keep the same helper; one home in lib/ would be better.)
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
export const BEARER: { [scheme: string]: string[] }[] = [{ bearer: [] }];
/** OpenAPI: a token is optional (it adds `followed` marks). */
export const OPTIONAL_BEARER: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];
