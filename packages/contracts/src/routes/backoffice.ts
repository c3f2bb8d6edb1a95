import { z } from 'zod';
import {
  adminAuditDataSchema,
  adminAuditQuerySchema,
  adminLoginBodySchema,
  adminLoginDataSchema,
  adminMeDataSchema,
  adminOperatorRoleBodySchema,
  adminOperatorRowSchema,
  adminOperatorsDataSchema,
  adminProposalIdBodySchema,
  adminProposalRowSchema,
  adminProposalsDataSchema,
  adminUserDetailDataSchema,
  adminUserLockBodySchema,
  adminUserQuerySchema,
  adminUserRowSchema,
  adminUserSearchDataSchema,
  adminUserSearchQuerySchema,
} from '../backoffice';
import { defineRoutes } from './define';
import { backofficePaths } from './backoffice.paths';
import { contentOperatorRoutes } from './content.operator';
import { deliveryOperatorRoutes } from './delivery.operator';
import { fundingOperatorRoutes } from './funding.operator';
import { marketOperatorRoutes } from './market.operator';
import { ADMIN, ANY_OPERATOR, AUDITED, SUPPORT } from './operator';
import { settingsOperatorRoutes } from './settings.operator';
import { verificationOperatorRoutes } from './verification.operator';

/** Who may read a user's account: every role that answers users or reviews their money. */
const USER_READERS = ANY_OPERATOR;

/** The back-office's own routes: sign-in, the session, users, operators, the audit log. */
const backofficeOwnRoutes = defineRoutes(backofficePaths, {
  adminLogin: {
    auth: 'none',
    tag: 'backoffice',
    summary: 'Operator sign-in: account and password, then the authenticator code (TOTP)',
    description:
      "Without `totp`: totp_setup (first sign-in: the secret to enrol, as an otpauth URI) or totp_required. With a right `totp`: an operator session, shorter than a user session. Accounts without an operator role get WRONG_CREDENTIALS. After 5 wrong passwords or codes for the account as typed (existing or not) every try needs the image captcha until a right password and code; after 10, each try waits 1 s, doubling up to an hour (OPERATOR_SIGN_IN_TRY_LATER, data.retry_after_seconds), except from a browser holding the account's back-office device cookie (set at sign-in): never a lock.",
    body: adminLoginBodySchema,
    data: adminLoginDataSchema,
  },
  adminMe: {
    auth: ANY_OPERATOR,
    tag: 'backoffice',
    summary: 'The signed-in operator: roles and session expiry',
    data: adminMeDataSchema,
  },
  adminLogout: {
    auth: ANY_OPERATOR,
    tag: 'backoffice',
    summary: 'Ends the operator session',
    body: z.object({}),
    data: z.null(),
  },
  adminUserSearch: {
    auth: USER_READERS,
    tag: 'backoffice',
    summary: 'Find users by uid, e-mail or phone number',
    query: adminUserSearchQuerySchema,
    data: adminUserSearchDataSchema,
  },
  adminUserDetail: {
    auth: USER_READERS,
    tag: 'backoffice',
    summary: 'A user: profile, balances, ledger postings, positions and orders, login history',
    query: adminUserQuerySchema,
    data: adminUserDetailDataSchema,
  },
  adminUserLock: {
    auth: SUPPORT,
    tag: 'backoffice',
    summary: 'Locks or unlocks a user’s sign-in (locking ends their sessions)',
    description: AUDITED,
    body: adminUserLockBodySchema,
    data: adminUserRowSchema,
  },
  adminOperatorList: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Operators: every user holding a back-office role, with their roles',
    data: adminOperatorsDataSchema,
  },
  adminOperatorGrant: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Grants a role (support, compliance, finance, admin) to the user with this uid',
    description: `Granting a role the user holds changes nothing. Refusals: NOT_FOUND (no such uid). ${AUDITED}`,
    body: adminOperatorRoleBodySchema,
    data: adminOperatorRowSchema,
  },
  adminOperatorRevoke: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Revokes a role of the user with this uid (effective on their next request)',
    description: `An admin cannot revoke their own admin role (OPERATOR_OWN_ADMIN_ROLE), and the last admin role cannot go (OPERATOR_LAST_ADMIN). Also NOT_FOUND. ${AUDITED}`,
    body: adminOperatorRoleBodySchema,
    data: adminOperatorRowSchema,
  },
  adminAuditList: {
    auth: { roles: ['admin', 'compliance'] },
    tag: 'backoffice',
    summary: 'The audit log, newest first, filtered and paged',
    query: adminAuditQuerySchema,
    data: adminAuditDataSchema,
  },
  adminProposalList: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Changes of money-moving settings awaiting a second admin, and the last 50 decided',
    data: adminProposalsDataSchema,
  },
  adminProposalApprove: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Applies a proposed change: a second admin runs the save it holds',
    description: `The change is audited as its own action (settings.funding, settings.delivery, instrument.save) by the approving admin, with the proposal and its proposer. Refusals: OWN_PROPOSAL (the proposer), PROPOSAL_NOT_PENDING, PROPOSAL_NOT_FOUND, and whatever the save itself refuses. ${AUDITED}`,
    body: adminProposalIdBodySchema,
    data: adminProposalRowSchema,
  },
  adminProposalReject: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Rejects a proposed change (another admin) or withdraws it (its proposer)',
    description: `Refusals: PROPOSAL_NOT_PENDING, PROPOSAL_NOT_FOUND. ${AUDITED}`,
    body: adminProposalIdBodySchema,
    data: adminProposalRowSchema,
  },
});

/**
 * Every operator route (/api/admin/…), whichever module serves it: the back-office app calls
 * through this table, and the role matrix, the authorisation matrix and the honesty census
 * enumerate it. Every route but sign-in needs an operator session (a user session is 403); none
 * can set a price, a quote, a fill, an open price, a settlement or an outcome, or post to a balance
 * beyond a confirmed deposit notice's own amount (apps/server/src/modules/backoffice/backoffice.census.test.ts
 * proves it for every route).
 */
export const backofficeRoutes = {
  ...backofficeOwnRoutes,
  ...contentOperatorRoutes,
  ...verificationOperatorRoutes,
  ...fundingOperatorRoutes,
  ...marketOperatorRoutes,
  ...deliveryOperatorRoutes,
  ...settingsOperatorRoutes,
};
