import { z } from 'zod';

/** Envelope codes of product.md §7.1, §8.1. */
export const ENVELOPE_CODE = {
  /** Success. */
  ok: 1,
  /** Business or validation failure (HTTP 200 or 4xx); `data.reason` says which. */
  failed: 0,
  /** Missing, invalid or expired session: the client goes to login. */
  sessionExpired: 999,
} as const;

/** Success envelope around a data schema. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(ENVELOPE_CODE.ok), msg: z.string(), data });
}

export const failureDataSchema = z
  .object({
    reason: z.string().describe('Stable machine reason, e.g. INSUFFICIENT_BALANCE.'),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('Field problems of a validation failure.'),
  })
  .nullable();

export const failureEnvelopeSchema = z.object({
  code: z.union([z.literal(ENVELOPE_CODE.failed), z.literal(ENVELOPE_CODE.sessionExpired)]),
  msg: z.string(),
  data: failureDataSchema,
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

/** What any envelope looks like to a client that does not yet know which call it made. */
export const anyEnvelopeSchema = z.object({
  code: z.number(),
  msg: z.string().optional(),
  message: z.string().optional(),
  data: z.unknown(),
});
