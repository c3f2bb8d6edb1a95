import { isCurrencyCode, parseDecimal } from '@waihui/core';
import type {
  AdminDepositQuery,
  AdminDepositQueueRow,
  AdminDepositRow,
  AdminDepositsData,
  DepositInfoData,
  DepositNoticeBody,
  DepositRecord,
  DepositRecordsData,
} from '@waihui/contracts';
import { readPage } from '../../lib/page';
import { BusinessError } from '../../lib/business-error';
import type { DbOrTx, Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { findUserView, userLabels } from '../identity';
import { creditDeposit } from '../ledger';
import { erc20DepositAddress, trc20DepositAddress } from './funding.deposit-addresses';
import type { CoinConversionPort, DbAndClock, FundingDeps } from './funding.deps';
import { depositView } from './funding.views';
import {
  countDepositsByStatus,
  type DepositNoticeRow,
  findDepositNotice,
  listDepositQueue,
  insertDepositNotice,
  listDepositNotices,
  reviewDepositNotice,
  setDepositLedgerEntry,
} from './funding.repository';
import { UnauthenticatedError } from '../../lib/unauthenticated-error';

/** Tokens received at the derived addresses. */
const CHAIN_CURRENCY = 'USDT';

/** The reference a bank deposit carries so operators can match it: "WH" + the user's uid. */
function bankReference(uid: number): string {
  return `WH${uid}`;
}

/** GET /api/biaddress/get_address: the user's own addresses (index = uid) and the bank details. */
export async function depositInfo(deps: FundingDeps, userId: string): Promise<DepositInfoData> {
  // The user's public number: the child index of their deposit addresses.
  const uid = (await findUserView(deps.db, userId))?.uid ?? null;
  if (uid === null) throw new UnauthenticatedError();
  const keys = deps.settings.depositKeys;
  const bank = deps.settings.depositBank;
  return {
    addresses: keys
      ? [
          {
            chain: 'erc20',
            currency: CHAIN_CURRENCY,
            address: erc20DepositAddress(keys.erc20, uid),
          },
          {
            chain: 'trc20',
            currency: CHAIN_CURRENCY,
            address: trc20DepositAddress(keys.trc20, uid),
          },
        ]
      : [],
    bank: bank
      ? {
          bank_name: bank.bankName,
          account_name: bank.accountName,
          account_number: bank.accountNumber,
          swift: bank.swift,
          currency: bank.currency,
          reference: bankReference(uid),
        }
      : null,
    demo_confirm_after_seconds: deps.settings.demoConfirmSeconds,
  };
}

/**
 * A deposit notice: pending until an operator confirms it. Crypto notices are USDT with a
 * transaction hash; bank notices are in the bank account's currency with the transfer's reference.
 */
export async function fileDepositNotice(
  deps: FundingDeps,
  userId: string,
  body: DepositNoticeBody,
): Promise<DepositRecord> {
  const currency = body.currency.trim().toUpperCase();
  const expected = body.method === 'bank' ? deps.settings.depositBank?.currency : CHAIN_CURRENCY;
  const offered = body.method === 'bank' ? deps.settings.depositBank : deps.settings.depositKeys;
  if (!offered || currency !== expected || !isCurrencyCode(currency)) {
    throw new BusinessError('CURRENCY_NOT_DEPOSITABLE');
  }
  const txRef = body.tx_ref.trim();
  if (txRef.length < 1 || txRef.length > 128 || /\p{Cc}/u.test(txRef)) {
    throw new BusinessError('TX_REF_INVALID');
  }
  const row = await insertDepositNotice(deps.db, {
    userId,
    method: body.method,
    currency,
    amount: parseDecimal(body.amount).toFixed(),
    txRef,
    createdAt: deps.now(),
  });
  return depositView(row);
}

export async function depositRecords(
  deps: FundingDeps,
  userId: string,
  query: { page: number; limit: number },
): Promise<DepositRecordsData> {
  const { list, has_more } = await readPage(
    query,
    (window) => listDepositNotices(deps.db, userId, window),
    (rows) => rows.map(depositView),
  );
  return { list, has_more };
}

/** A notice as operators see it: the user's record and whose it is. */
function adminDepositView(row: DepositNoticeRow): AdminDepositRow {
  return { ...depositView(row), user_id: row.userId };
}

/** Notices as the queue lists them: also whose, by uid and e-mail (or phone). */
async function queueViews(
  db: DbOrTx,
  rows: readonly DepositNoticeRow[],
): Promise<AdminDepositQueueRow[]> {
  const ownerOf = await userLabels(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    ...adminDepositView(row),
    user: ownerOf(row.userId),
  }));
}

/** The back-office's deposit queue: one status, paged, with the count of every status. */
export async function depositQueuePage(
  db: DbOrTx,
  query: AdminDepositQuery,
): Promise<AdminDepositsData> {
  const page = await readPage(
    query,
    (window) => listDepositQueue(db, query.status, window),
    (rows) => queueViews(db, rows),
  );
  const counts = await countDepositsByStatus(db);
  return {
    ...page,
    counts: {
      pending: counts.pending ?? 0,
      confirmed: counts.confirmed ?? 0,
      rejected: counts.rejected ?? 0,
    },
  };
}

/** The notice as it stands (the audit log's "before"), or DEPOSIT_NOT_FOUND. */
export async function depositNoticeForReview(db: DbOrTx, id: number): Promise<AdminDepositRow> {
  const row = await findDepositNotice(db, id);
  if (!row) throw new BusinessError('DEPOSIT_NOT_FOUND');
  return adminDepositView(row);
}

/**
 * Operator review (the back-office calls it): the notice moves pending → confirmed and the coin
 * account is credited, in one transaction. The status guard and the ledger's idempotency key
 * (`deposit-notice:<id>`) both make a second confirm — even at the same moment — credit nothing:
 * it answers DEPOSIT_ALREADY_REVIEWED.
 */
export async function confirmDeposit(
  deps: DbAndClock & Pick<FundingDeps, 'coins'>,
  id: number,
): Promise<AdminDepositRow> {
  return inTransaction(deps.db, async (tx) => {
    const at = deps.now();
    const row = await reviewDepositNotice(tx, id, { status: 'confirmed', reviewedAt: at });
    if (!row) throw await reviewRefusal(tx, id);
    const credit = await creditDeposit(tx, {
      userId: row.userId,
      currency: row.currency,
      amount: row.amount,
      idempotencyKey: `deposit-notice:${row.id}`,
      reference: `deposit:${row.id}`,
      at,
    });
    await setDepositLedgerEntry(tx, row.id, credit.entryId);
    await sellCoinForUsd(tx, deps.coins, row);
    return adminDepositView({ ...row, ledgerEntryId: credit.entryId });
  });
}

/**
 * A confirmed coin deposit (USDT) becomes usable USD in the same transaction: sold on its spot pair at
 * the quote of this moment, the order and quote in the money log (docs/product.md §11.1). When the
 * market refuses (no live quote, paused), the coin stays credited as it is, valued on Assets and
 * convertible on the FX page: the deposit is never held back by a price.
 */
async function sellCoinForUsd(
  tx: Tx,
  coins: CoinConversionPort | null,
  row: { id: number; userId: string; currency: string; amount: string },
): Promise<void> {
  if (coins === null || coins.pairOf(row.currency) === null) return;
  try {
    await coins.intoUsd(tx, row.userId, {
      currency: row.currency,
      amount: row.amount,
      key: `deposit:${row.id}:usd`,
    });
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
  }
}

/** Operator review: pending → rejected with a reason shown to the user; nothing is credited. */
export async function rejectDeposit(
  deps: DbAndClock,
  id: number,
  reason: string,
): Promise<AdminDepositRow> {
  const row = await reviewDepositNotice(deps.db, id, {
    status: 'rejected',
    reviewedAt: deps.now(),
    rejectReason: reason.trim().slice(0, 200),
  });
  if (!row) throw await reviewRefusal(deps.db, id);
  return adminDepositView(row);
}

async function reviewRefusal(db: DbOrTx, id: number): Promise<BusinessError> {
  const existing = await findDepositNotice(db, id);
  return new BusinessError(existing ? 'DEPOSIT_ALREADY_REVIEWED' : 'DEPOSIT_NOT_FOUND');
}
