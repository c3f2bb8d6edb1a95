import {
  adminDepositConfirmBodySchema,
  adminDepositQuerySchema,
  adminDepositRejectBodySchema,
  adminDepositRowSchema,
  adminDepositsDataSchema,
  adminFundingSaveBodySchema,
  adminFundingSettingsSchema,
  adminWithdrawalIdBodySchema,
  adminWithdrawalPaidBodySchema,
  adminWithdrawalQuerySchema,
  adminWithdrawalRejectBodySchema,
  adminWithdrawalRowSchema,
  adminWithdrawalsDataSchema,
} from '../funding.operator';
import { defineRoutes } from './define';
import { fundingOperatorPaths } from './funding.paths';
import { ADMIN, FINANCE, AUDITED } from './operator';

/** The funding module’s operator routes: the deposit and withdrawal queues, the withdrawal settings. Part of backofficeRoutes. */
export const fundingOperatorRoutes = defineRoutes(fundingOperatorPaths, {
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
    description: `Requested withdrawals keep the fee they were asked with; saved values replace the server configuration's. The four-eyes threshold (app_settings backoffice.four_eyes) applies to withdrawals requested from then on: each request's required approvals are fixed when it is asked (requests from before this rule read the threshold at approval). Money-moving: the save only proposes (CHANGE_PROPOSED with proposal_id); a second admin applies it with adminProposalApprove. ${AUDITED}`,
    body: adminFundingSaveBodySchema,
    data: adminFundingSettingsSchema,
  },
});
