import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bigintNumber, instant, money } from './columns';
import { users } from './identity';

/*
 * Funding (product.md §11, modules/funding, docs/funding.md): deposit notices waiting for an operator,
 * the user's bound bank cards and wallets, and withdrawals. Deposit addresses are not stored: they
 * are derived from the configured extended public keys and the user's uid, the same every time.
 * Money columns are numeric(36,8) like the ledger's.
 */

export const depositMethods = ['erc20', 'trc20', 'bank'] as const;
export const depositStatuses = ['pending', 'confirmed', 'rejected'] as const;

/** A user's "I have sent money" notice; credited to the coin account only when an operator confirms. */
export const depositNotices = pgTable(
  'deposit_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: depositMethods }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** Transaction hash (erc20/trc20) or the bank transfer's reference. */
    txRef: text('tx_ref').notNull(),
    status: text('status', { enum: depositStatuses }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** The ledger entry of the credit, once confirmed. */
    ledgerEntryId: bigintNumber('ledger_entry_id'),
    createdAt: instant('created_at').notNull(),
    reviewedAt: instant('reviewed_at'),
  },
  (t) => [
    index('deposit_notices_user').on(t.userId, t.id),
    index('deposit_notices_status').on(t.status, t.id),
    check('deposit_notices_amount_positive', sql`${t.amount} > 0`),
    check('deposit_notices_tx_ref_length', sql`char_length(${t.txRef}) between 1 and 128`),
  ],
);

export const destinationKinds = ['bank', 'wallet'] as const;
export const walletChains = ['erc20', 'trc20'] as const;

/**
 * A bound withdrawal destination: a bank card (product.md §3.9: country, legal tender, holder, number, bank,
 * branch, branch number) or a wallet (chain, address, currency). Usable from `usableFrom` (added or
 * edited + the delay). Unbinding sets `removedAt`, so past withdrawals keep their destination.
 */
export const withdrawalDestinations = pgTable(
  'withdrawal_destinations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: destinationKinds }).notNull(),
    /** ISO 4217 legal tender (bank) or the token (wallet, USDT). */
    currency: text('currency').notNull(),
    /** Wallet only. */
    chain: text('chain', { enum: walletChains }),
    /** Wallet only: EIP-55 checksummed (erc20) or base58check (trc20). */
    address: text('address'),
    /** Bank only (ISO alpha-2 and the product.md §3.9 fields, trimmed). */
    country: text('country'),
    holderName: text('holder_name'),
    /** IBAN in electronic form where the country uses IBANs, else digits. */
    cardNumber: text('card_number'),
    bankName: text('bank_name'),
    branchName: text('branch_name'),
    branchNumber: text('branch_number'),
    usableFrom: instant('usable_from').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    removedAt: instant('removed_at'),
  },
  (t) => [
    index('withdrawal_destinations_user').on(t.userId, t.id),
    check(
      'withdrawal_destinations_shape',
      sql`(${t.kind} = 'wallet' and ${t.chain} is not null and ${t.address} is not null)
        or (${t.kind} = 'bank' and ${t.cardNumber} is not null and ${t.holderName} is not null)`,
    ),
  ],
);

export const withdrawalMethods = ['erc20', 'trc20', 'bank'] as const;
export const withdrawalStatuses = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;

/** A withdrawal: its gross amount is locked in the ledger from acceptance until paid or released. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => withdrawalDestinations.id),
    method: text('method', { enum: withdrawalMethods }).notNull(),
    currency: text('currency').notNull(),
    /** Gross, locked at acceptance. */
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    /** amount − fee: what reaches the destination. */
    net: money('net').notNull(),
    /** The address or masked card number as it was when asked (a later edit does not change it). */
    destinationLabel: text('destination_label').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /**
     * Four-eyes (docs/backoffice.md): the first of two finance operators who approved a withdrawal
     * above the threshold, and when. Set while it is still `pending`; the second approval by a
     * different operator moves it to `approved`.
     */
    firstApprovedBy: uuid('first_approved_by').references(() => users.id),
    firstApprovedAt: instant('first_approved_at'),
    /**
     * How many different finance operators must approve it (1 or 2): fixed from the four-eyes
     * threshold when it is requested, so a later change of the threshold never changes it. Null on
     * withdrawals from before, which read the threshold as they always did.
     */
    requiredApprovals: integer('required_approvals'),
    /** The payout's transaction hash or bank reference, given when marked paid. */
    externalRef: text('external_ref'),
    /** The client's key: a retry with the same key answers the first withdrawal. */
    idempotencyKey: text('idempotency_key'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('withdrawals_user').on(t.userId, t.id),
    index('withdrawals_status').on(t.status, t.id),
    unique('withdrawals_idempotency').on(t.userId, t.idempotencyKey),
    check(
      'withdrawals_amounts',
      sql`${t.fee} >= 0 and ${t.net} > 0 and ${t.amount} = ${t.fee} + ${t.net}`,
    ),
  ],
);
