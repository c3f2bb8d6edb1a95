import { z } from 'zod';
import { verificationStatusSchema } from './identity';
import {
  isoTime,
  operatorPageFields,
  operatorPageQueryFields,
  operatorUserLabelSchema,
} from './operator';
import { verificationDetailsSchema } from './verification';

/*
 * The verification module's operator contracts: the identity-verification review queue (role
 * compliance). The routes are in routes/verification.operator.ts.
 */

// ---------------------------------------------------------------- identity-verification queue

/** One pending submission as the reviewer sees it: ID number masked, photo links made for them. */
export const adminPendingVerificationSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  user: operatorUserLabelSchema,
  submitted_at: isoTime,
  details: verificationDetailsSchema,
});
/** The pending queue is paged like the other queues (page from 1, at most 100 a page). */
export const adminVerificationQuerySchema = z.object(operatorPageQueryFields);
export const adminVerificationsDataSchema = z.object({
  /** Oldest first, one page. */
  list: z.array(adminPendingVerificationSchema),
  counts: z.object({ pending: z.number().int() }),
  ...operatorPageFields,
});
export type AdminVerificationsData = z.infer<typeof adminVerificationsDataSchema>;
export const adminVerificationApproveBodySchema = z.object({ id: z.uuid() });
export const adminVerificationRejectBodySchema = z.object({
  id: z.uuid(),
  /** Shown to the user; trimmed, 1–200 characters (REJECTION_REASON_REQUIRED / _TOO_LONG). */
  reason: z.string().max(1000),
});
/** A decided submission. */
export const adminVerificationDecisionSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  status: verificationStatusSchema,
  rejection_reason: z.string().nullable(),
  reviewed_at: isoTime.nullable(),
});

/** The full ID number of a submission, for the compliance reviewer comparing it with the photo. */
export const adminVerificationIdNumberBodySchema = z.object({ id: z.uuid() });
export const adminVerificationIdNumberDataSchema = z.object({
  id: z.uuid(),
  id_type: z.string(),
  id_number: z.string().describe('Unmasked, as stored; every answer is an audit row.'),
});
export type AdminVerificationIdNumberData = z.infer<typeof adminVerificationIdNumberDataSchema>;
