import { z } from 'zod';
import { ENVELOPE_CODE } from '@waihui/contracts';

/**
 * A rule failure is answered with HTTP 200 too (product.md §7.1). The error handler sends it past the
 * route's schema, so this is for the API document: each 200 response is "the success envelope or a
 * failure envelope", and the failure's `data` keeps extra fields (retry_after_seconds, available…).
 */
const failureEnvelope = z.object({
  code: z.literal(ENVELOPE_CODE.failed),
  msg: z.string(),
  data: z.looseObject({ reason: z.string() }),
});

export function okOrFailure<T extends z.ZodType>(success: T) {
  return { 200: z.union([success, failureEnvelope]) };
}
