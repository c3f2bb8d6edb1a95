import { z } from 'zod';
import {
  adminArticleSaveBodySchema,
  adminDepositConfirmBodySchema,
  adminDepositQuerySchema,
  adminDepositRejectBodySchema,
  adminDepositRowSchema,
  adminDepositsDataSchema,
  adminArticleSchema,
  adminArticlesDataSchema,
  adminArticlesQuerySchema,
  adminAuditDataSchema,
  adminBannerSaveBodySchema,
  adminBannerSchema,
  adminBannersDataSchema,
  adminCountriesSaveBodySchema,
  adminCountriesSettingsSchema,
  adminDeliverySaveBodySchema,
  adminDeliverySettingsSchema,
  adminFundingSaveBodySchema,
  adminFundingSettingsSchema,
  adminSupportSaveBodySchema,
  adminSupportSettingsSchema,
  adminAuditQuerySchema,
  adminFeedbackAnswerBodySchema,
  adminFeedbackDataSchema,
  adminFeedbackQuerySchema,
  adminFeedbackRowSchema,
  adminInstrumentSaveBodySchema,
  adminOperatorRoleBodySchema,
  adminOperatorRowSchema,
  adminOperatorsDataSchema,
  adminInstrumentSchema,
  adminInstrumentsDataSchema,
  adminLoginBodySchema,
  adminLoginDataSchema,
  adminMeDataSchema,
  adminPreviewBodySchema,
  adminPreviewDataSchema,
  adminUserDetailDataSchema,
  adminUserLockBodySchema,
  adminUserQuerySchema,
  adminUserRowSchema,
  adminUserSearchDataSchema,
  adminUserSearchQuerySchema,
  adminVerificationApproveBodySchema,
  adminVerificationQuerySchema,
  adminVerificationDecisionSchema,
  adminVerificationRejectBodySchema,
  adminVerificationsDataSchema,
  adminWithdrawalIdBodySchema,
  adminWithdrawalPaidBodySchema,
  adminWithdrawalQuerySchema,
  adminWithdrawalRejectBodySchema,
  adminWithdrawalRowSchema,
  adminWithdrawalsDataSchema,
} from '../backoffice';
import { defineRoutes } from './define';
import { backofficePaths } from './backoffice.paths';

/** Any operator, whatever their roles. */
const ANY_OPERATOR = { roles: ['support', 'compliance', 'finance', 'admin'] } as const;
/** Who may read a user's account: every role that answers users or reviews their money. */
const USER_READERS = ANY_OPERATOR;
const SUPPORT = { roles: ['support', 'admin'] } as const;
const ADMIN = { roles: ['admin'] } as const;
/** Identity reviews. */
const COMPLIANCE = { roles: ['compliance'] } as const;
/** Deposits and withdrawals. */
const FINANCE = { roles: ['finance'] } as const;
const AUDITED = 'Written to the audit log (who, when, before, after, IP) in the same transaction.';

/**
 * The back-office. Every route but sign-in needs an operator session (a user session is 403);
 * none can set a price, a quote, a fill, an open price, a settlement or an outcome, or post to a
 * balance (apps/server/src/modules/backoffice/census.test.ts proves it for every route).
 */
export const backofficeRoutes = defineRoutes(backofficePaths, {
  adminLogin: {
    auth: 'none',
    tag: 'backoffice',
    summary: 'Operator sign-in: account and password, then the authenticator code (TOTP)',
    description:
      'Without `totp`: totp_setup (first sign-in: the secret to enrol, as an otpauth URI) or totp_required. With a right `totp`: an operator session, shorter than a user session. Accounts without an operator role get WRONG_CREDENTIALS. After 5 wrong passwords or codes for the account as typed (existing or not) every try needs the image captcha until a right password and code: never a lock.',
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
  adminFeedbackList: {
    auth: SUPPORT,
    tag: 'backoffice',
    summary: 'Feedback queue: open or answered, oldest open first, with counts',
    query: adminFeedbackQuerySchema,
    data: adminFeedbackDataSchema,
  },
  adminFeedbackAnswer: {
    auth: SUPPORT,
    tag: 'backoffice',
    summary: 'Answers a feedback (the user sees the answer)',
    description: AUDITED,
    body: adminFeedbackAnswerBodySchema,
    data: adminFeedbackRowSchema,
  },
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
  adminDepositList: {
    auth: FINANCE,
    tag: 'backoffice',
    summary: 'Deposit-notice queue by status (pending oldest first), with counts per status',
    query: adminDepositQuerySchema,
    data: adminDepositsDataSchema,
  },
  adminDepositConfirm: {
    auth: FINANCE,
    tag: 'backoffice',
    summary:
      'Confirms a pending deposit notice: the user’s coin account is credited its amount, once',
    description: `Two confirmations at once credit once (status guard and the ledger key deposit-notice:<id>); the second answers DEPOSIT_ALREADY_REVIEWED. Also DEPOSIT_NOT_FOUND. ${AUDITED}`,
    body: adminDepositConfirmBodySchema,
    data: adminDepositRowSchema,
  },
  adminDepositReject: {
    auth: FINANCE,
    tag: 'backoffice',
    summary: 'Rejects a pending deposit notice with a reason the user sees; nothing is credited',
    description: `Refusals: DEPOSIT_ALREADY_REVIEWED, DEPOSIT_NOT_FOUND. ${AUDITED}`,
    body: adminDepositRejectBodySchema,
    data: adminDepositRowSchema,
  },
  adminWithdrawalList: {
    auth: FINANCE,
    tag: 'backoffice',
    summary:
      'Withdrawal queue by status (pending and approved oldest first), with counts per status',
    query: adminWithdrawalQuerySchema,
    data: adminWithdrawalsDataSchema,
  },
  adminWithdrawalApprove: {
    auth: FINANCE,
    tag: 'backoffice',
    summary: 'Approves a pending withdrawal; the amount stays locked until it is paid',
    description: `Four-eyes: above the threshold (app_settings backoffice.four_eyes, USD) the first approval only records the operator (it stays pending, first_approval set); a second, different operator approves it. Refusals: WITHDRAWAL_SAME_APPROVER, WITHDRAWAL_STATUS_CHANGED (also when another operator decided first), WITHDRAWAL_NOT_FOUND. ${AUDITED}`,
    body: adminWithdrawalIdBodySchema,
    data: adminWithdrawalRowSchema,
  },
  adminWithdrawalPaid: {
    auth: FINANCE,
    tag: 'backoffice',
    summary:
      'Marks an approved withdrawal paid with the external reference (hash or bank reference)',
    description: `Only after full approval. The locked amount leaves the books: the net to the world, the fee to the fees account. Refusals: WITHDRAWAL_AWAITING_SECOND_APPROVAL, WITHDRAWAL_STATUS_CHANGED, WITHDRAWAL_NOT_FOUND. ${AUDITED}`,
    body: adminWithdrawalPaidBodySchema,
    data: adminWithdrawalRowSchema,
  },
  adminWithdrawalReject: {
    auth: FINANCE,
    tag: 'backoffice',
    summary:
      'Rejects a pending or approved withdrawal with a reason the user sees; the amount is unlocked',
    description: `Refusals: WITHDRAWAL_STATUS_CHANGED, WITHDRAWAL_NOT_FOUND. ${AUDITED}`,
    body: adminWithdrawalRejectBodySchema,
    data: adminWithdrawalRowSchema,
  },
  adminArticleList: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Articles (news, notices, help Q&A, legal) with every language’s text',
    query: adminArticlesQuerySchema,
    data: adminArticlesDataSchema,
  },
  adminArticleSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Creates or edits an article and its texts per language',
    description: AUDITED,
    body: adminArticleSaveBodySchema,
    data: adminArticleSchema,
  },
  adminBannerList: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Banners of the News tab, hidden ones too, with every language’s caption',
    data: adminBannersDataSchema,
  },
  adminBannerSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary:
      'Creates or edits a banner: image, target, order, shown or hidden, captions per language',
    description: `Refusals: BANNER_SLUG_TAKEN, ARTICLE_NOT_FOUND, NOT_FOUND. ${AUDITED}`,
    body: adminBannerSaveBodySchema,
    data: adminBannerSchema,
  },
  adminContentPreview: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Renders Markdown exactly as the app will show it (nothing is stored)',
    body: adminPreviewBodySchema,
    data: adminPreviewDataSchema,
  },
  adminInstrumentList: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Instrument settings: fee rate, spread, maximum leverage',
    data: adminInstrumentsDataSchema,
  },
  adminInstrumentSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Changes an instrument’s fee rate and maximum leverage for new orders',
    description: `Open orders and positions keep the terms they were opened with. ${AUDITED}`,
    body: adminInstrumentSaveBodySchema,
    data: adminInstrumentSchema,
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
  adminDeliverySettings: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Delivery contracts: periods with their payout rates, stake limits',
    data: adminDeliverySettingsSchema,
  },
  adminDeliverySave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Changes the delivery periods, payout rates and stake limits of new contracts',
    description: `Open contracts keep the payout rate they were placed with. ${AUDITED}`,
    body: adminDeliverySaveBodySchema,
    data: adminDeliverySettingsSchema,
  },
  adminFundingSettings: {
    auth: ADMIN,
    tag: 'backoffice',
    summary:
      'Withdrawal fees and minimums per currency and method, the destination delay and the four-eyes threshold',
    data: adminFundingSettingsSchema,
  },
  adminFundingSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary:
      'Changes withdrawal fees, minimums and the destination delay for new requests, and the four-eyes threshold',
    description: `Requested withdrawals keep the fee they were asked with; saved values replace the server configuration's. The four-eyes threshold (app_settings backoffice.four_eyes) applies to approvals from then on: a pending withdrawal whose first approval is recorded still needs a second, different operator even when it is now at or below the threshold; one without approvals needs what the new threshold says. ${AUDITED}`,
    body: adminFundingSaveBodySchema,
    data: adminFundingSettingsSchema,
  },
  adminCountriesSettings: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Countries whose residents cannot register',
    data: adminCountriesSettingsSchema,
  },
  adminCountriesSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Changes the barred countries (registration refuses them with COUNTRY_BARRED)',
    description: `Refusals: INVALID_COUNTRY for a code the app does not list. ${AUDITED}`,
    body: adminCountriesSaveBodySchema,
    data: adminCountriesSettingsSchema,
  },
  adminSupportSettings: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Support channels shown to users: e-mail and customer-service page',
    data: adminSupportSettingsSchema,
  },
  adminSupportSave: {
    auth: ADMIN,
    tag: 'backoffice',
    summary: 'Changes the support e-mail and customer-service page shown to users',
    description: `Saved values replace the server configuration's. ${AUDITED}`,
    body: adminSupportSaveBodySchema,
    data: adminSupportSettingsSchema,
  },
  adminAuditList: {
    auth: { roles: ['admin', 'compliance'] },
    tag: 'backoffice',
    summary: 'The audit log, newest first, filtered and paged',
    query: adminAuditQuerySchema,
    data: adminAuditDataSchema,
  },
});
