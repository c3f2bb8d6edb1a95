import {
  adminVerificationApproveBodySchema,
  adminVerificationDecisionSchema,
  adminVerificationIdNumberBodySchema,
  adminVerificationIdNumberDataSchema,
  adminVerificationQuerySchema,
  adminVerificationRejectBodySchema,
  adminVerificationsDataSchema,
} from '../verification.operator';
import { defineRoutes } from './define';
import { verificationOperatorPaths } from './verification.paths';
import { COMPLIANCE, AUDITED } from './operator';

/** The verification module’s operator routes: the identity-verification review queue. Part of backofficeRoutes. */
export const verificationOperatorRoutes = defineRoutes(verificationOperatorPaths, {
  adminVerificationList: {
    auth: COMPLIANCE,
    tag: 'backoffice',
    summary:
      'Identity-verification queue: pending submissions, oldest first, paged, with the count',
    description:
      'Photo links are signed for the calling operator and expire within minutes; the ID number is masked.',
    query: adminVerificationQuerySchema,
    data: adminVerificationsDataSchema,
  },
  adminVerificationApprove: {
    auth: COMPLIANCE,
    tag: 'backoffice',
    summary: 'Approves a pending identity verification (the user becomes verified)',
    description: `Refusals: NOT_FOUND, VERIFICATION_NOT_PENDING (also when another operator decided first). ${AUDITED}`,
    body: adminVerificationApproveBodySchema,
    data: adminVerificationDecisionSchema,
  },
  adminVerificationReject: {
    auth: COMPLIANCE,
    tag: 'backoffice',
    summary: 'Rejects a pending identity verification with a reason the user sees',
    description: `Refusals: NOT_FOUND, VERIFICATION_NOT_PENDING, REJECTION_REASON_REQUIRED, REJECTION_REASON_TOO_LONG. ${AUDITED}`,
    body: adminVerificationRejectBodySchema,
    data: adminVerificationDecisionSchema,
  },
  adminVerificationIdNumber: {
    auth: COMPLIANCE,
    tag: 'backoffice',
    summary: 'The full ID number of a submission, for comparing it with the photo',
    description: `Answered to the compliance reviewer only; every view is an audit row (verification.id_number_view), which never holds the number. Refusals: NOT_FOUND. ${AUDITED}`,
    body: adminVerificationIdNumberBodySchema,
    data: adminVerificationIdNumberDataSchema,
  },
});
