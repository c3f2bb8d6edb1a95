import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  smallint,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigintNumber, identityId, instant, money } from './columns';
import { users } from './identity';

/**
 * Tables of the ledger (docs/ledger.md). Money columns are numeric(36,8): 28 integer digits, 8 decimals.
 * Besides the CHECK constraints below, triggers in the `ledger_constraints` migration make balances
 * change only through postings, make postings and entries append-only, and refuse at commit any entry
 * whose postings do not sum to zero per currency or that touches both the live and the practice book
 * (migration 0019; currencies of the practice book end in `.P`: core `books.ts`).
 */

export const ledgerAccountTypes = ['coin', 'contract', 'system'] as const;
export const ledgerSystemCodes = ['world', 'house', 'fees'] as const;
export const ledgerBuckets = ['available', 'locked'] as const;

/** One balance holder: a user's coin or contract account in a currency, or a system account. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Owner; null for system accounts. No cascade: a user holding money cannot be deleted. */
    userId: uuid('user_id').references(() => users.id),
    type: text('type', { enum: ledgerAccountTypes }).notNull(),
    /** world / house / fees for system accounts; null for user accounts. */
    systemCode: text('system_code', { enum: ledgerSystemCodes }),
    currency: text('currency').notNull(),
    /**
     * Which row of a system account this is (0 … SYSTEM_ACCOUNT_SHARDS − 1 in core): house and fees
     * are split so trades of different users do not queue on one row lock. Always 0 for user accounts.
     */
    shard: smallint('shard').notNull().default(0),
    /** Spendable balance (the wire's `balance`). Changed only by postings. */
    available: money('available').notNull().default('0'),
    /** Set aside for orders or pending withdrawals (the wire's `lock_balance`). Changed only by postings. */
    locked: money('locked').notNull().default('0'),
    /** Only the world and house system accounts may go negative, by design. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_type_currency_uq')
      .on(t.userId, t.type, t.currency)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_system_currency_shard_uq')
      .on(t.systemCode, t.currency, t.shard)
      .where(sql`${t.systemCode} is not null`),
    check('ledger_accounts_available_non_negative', sql`${t.allowNegative} or ${t.available} >= 0`),
    check('ledger_accounts_locked_non_negative', sql`${t.locked} >= 0`),
    check(
      'ledger_accounts_owner',
      sql`(${t.type} = 'system') = (${t.userId} is null) and (${t.type} = 'system') = (${t.systemCode} is not null)`,
    ),
    check(
      'ledger_accounts_negative_only_system',
      sql`not ${t.allowNegative} or ${t.type} = 'system'`,
    ),
    // A code, in the practice namespace with `.P` after it (core `currencyInBook`).
    check('ledger_accounts_currency_code', sql`${t.currency} ~ '^[A-Z][A-Z0-9]{1,11}(\\.P)?$'`),
    // A user's accounts are in their book's namespace: practice holders' ids carry UUID version 8
    // (core `practiceUserIdOf`), so no live account can hold practice money or the reverse.
    check(
      'ledger_accounts_book',
      sql`${t.type} = 'system' or ((substr(${t.userId}::text, 15, 1) = '8') = (${t.currency} like '%.P'))`,
    ),
    check('ledger_accounts_type', sql`${t.type} in ('coin', 'contract', 'system')`),
    check('ledger_accounts_system_code', sql`${t.systemCode} in ('world', 'house', 'fees')`),
    check('ledger_accounts_system_never_locks', sql`${t.type} <> 'system' or ${t.locked} = 0`),
    check(
      'ledger_accounts_shard',
      sql`${t.shard} >= 0 and (${t.type} = 'system' or ${t.shard} = 0)`,
    ),
  ],
);

/** One balanced change to the books; its postings sum to zero per currency (checked at commit). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: identityId(),
    /** deposit, transfer, lock, … (snake_case). */
    kind: text('kind').notNull(),
    reference: text('reference'),
    /** Scoped idempotency key (`user:<id>:<key>` for requests, the caller's key for services). */
    idempotencyKey: text('idempotency_key').unique('ledger_entries_idempotency_key_uq'),
    /** What the key was used for; a retry must match it. */
    requestFingerprint: text('request_fingerprint'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_entries_key_has_fingerprint',
      sql`(${t.idempotencyKey} is null) = (${t.requestFingerprint} is null)`,
    ),
  ],
);

/** One line of an entry: a signed amount on one bucket of one account. Append-only. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: identityId(),
    entryId: bigintNumber('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The account's currency, repeated so sums per currency need no join (trigger-checked). */
    currency: text('currency').notNull(),
    bucket: text('bucket', { enum: ledgerBuckets }).notNull(),
    /** Positive credits the bucket, negative debits it; never zero. */
    amount: money('amount').notNull(),
    /** The bucket's balance right after this posting; set by the database, not by the caller. */
    balanceAfter: money('balance_after').notNull(),
    /** Why: a kind from core's POSTING_KINDS (deposit, transfer_in, …). */
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_entry_idx').on(t.entryId),
    check('ledger_postings_amount_non_zero', sql`${t.amount} <> 0`),
    check('ledger_postings_bucket', sql`${t.bucket} in ('available', 'locked')`),
  ],
);
