import {
  type WithdrawalMethod,
  findFeeRule,
  isUsableAt,
  parseDecimal,
  quoteWithdrawal,
  toDecimalString,
  userAccount,
  withdrawableBalance,
  withdrawalLockEntry,
  withdrawalPayoutEntry,
  withdrawalApprovalState,
  withdrawalApprovalsRequired,
  withdrawalReleaseEntry,
  withdrawalUsdEquivalent,
} from '@waihui/core';
import {
  type AddWithdrawalBody,
  type AdminWithdrawalQuery,
  type AdminWithdrawalQueueRow,
  type AdminWithdrawalRow,
  type AdminWithdrawalsData,
  WITHDRAWAL_STATUS_VALUES,
  type Withdrawal,
  type WithdrawalCurrenciesData,
  type WithdrawalLogData,
} from '@waihui/contracts';
import type { DbOrTx, Tx } from '../../db/database';
import { pgErrorOf } from '../../db/pg-errors';
import { readPage } from '../../lib/page';
import { BusinessError, issueRefusal } from '../../lib/business-error';
import { operatorLabels, userLabels } from '../identity';
import { getAccountList, lockBalances, postJournal, runLedgerTransaction } from '../ledger';
import { fourEyesThreshold } from '../settings';
import type { CoinConversionPort, DbAndClock, DepositBank, FundingDeps } from './funding.deps';
import { currentWithdrawalTerms } from './funding.withdrawal-terms';
import { destinationLabel, withdrawalView } from './funding.views';
import type { DepositKeys } from './funding.deposit-addresses';
import { isPlatformBankAccount, isPlatformDepositAddress } from './funding.own-addresses';
import {
  type WithdrawalRow,
  completeApproval,
  findOwnDestination,
  findWithdrawal,
  countWithdrawalsByStatus,
  findWithdrawalByKey,
  insertWithdrawal,
  listDestinationsById,
  listWithdrawalQueue,
  listWithdrawals,
  moveWithdrawal,
  recordFirstApproval,
} from './funding.repository';

/*
 * Withdrawals (docs/funding.md): accepted only with approved identity, to a bound destination past
 * its delay, above the fee and minimum, with the fund password; the gross amount is locked in the
 * ledger in the same transaction that records it, so of many requests at once only those the
 * balance covers are accepted. Operators then approve and mark it paid (the lock leaves the books),
 * or reject it (the lock is released); the user may cancel while it is pending.
 */

/** The request's gross amount in USD, or null when its currency has no par value (core). */
const usdAmountOf = (row: WithdrawalRow) =>
  withdrawalUsdEquivalent(row.currency, parseDecimal(row.amount));

/** The approvals fixed when it was requested; null on withdrawals from before (then the threshold now). */
function requiredApprovalsOf(row: WithdrawalRow): 1 | 2 | null {
  return row.requiredApprovals === 1 || row.requiredApprovals === 2 ? row.requiredApprovals : null;
}

/** Requests as operators see them: the user's record, whose it is, and its four-eyes state. */
async function adminWithdrawalViews(
  db: DbOrTx,
  rows: readonly WithdrawalRow[],
): Promise<AdminWithdrawalRow[]> {
  const threshold = await fourEyesThreshold(db);
  const labels = await operatorLabels(
    db,
    rows.flatMap((row) => (row.firstApprovedBy ? [row.firstApprovedBy] : [])),
  );
  return rows.map((row) => ({
    ...withdrawalView(row),
    user_id: row.userId,
    approvals_required:
      requiredApprovalsOf(row) ?? withdrawalApprovalsRequired(usdAmountOf(row), threshold),
    first_approval:
      row.firstApprovedBy && row.firstApprovedAt
        ? {
            operator_id: row.firstApprovedBy,
            operator: labels.get(row.firstApprovedBy) ?? row.firstApprovedBy,
            at: row.firstApprovedAt.toISOString(),
          }
        : null,
  }));
}

async function adminWithdrawalView(db: DbOrTx, row: WithdrawalRow): Promise<AdminWithdrawalRow> {
  const [view] = await adminWithdrawalViews(db, [row]);
  if (!view) throw new Error('withdrawal view missing');
  return view;
}

/** What the platform receives deposits on: the keys of its addresses, its bank account. */
export interface PlatformAccounts {
  depositKeys: DepositKeys | null;
  depositBank: DepositBank | null;
}

/**
 * Requests as the queue lists them: also whose (uid and e-mail) and whether the payout goes to one
 * of the platform's own deposit addresses (a wallet) or to its own deposit bank account (a card,
 * by the bound card's full number: the request keeps only the masked one).
 */
async function queueViews(
  db: DbOrTx,
  own: PlatformAccounts,
  rows: readonly WithdrawalRow[],
): Promise<AdminWithdrawalQueueRow[]> {
  const views = await adminWithdrawalViews(db, rows);
  const ownerOf = await userLabels(
    db,
    rows.map((row) => row.userId),
  );
  const cards = await listDestinationsById(
    db,
    rows.filter((row) => row.method === 'bank').map((row) => row.destinationId),
  );
  const cardNumberOf = new Map(cards.map((card) => [card.id, card.cardNumber]));
  const queued: AdminWithdrawalQueueRow[] = [];
  for (const [index, view] of views.entries()) {
    const row = rows[index]!;
    queued.push({
      ...view,
      user: ownerOf(view.user_id),
      to_platform_address:
        view.method === 'bank'
          ? isPlatformBankAccount(own.depositBank, cardNumberOf.get(row.destinationId) ?? null)
          : await isPlatformDepositAddress(db, own.depositKeys, view.destination),
    });
  }
  return queued;
}

/** The back-office's withdrawal queue: one status, paged, with the count of every status. */
export async function withdrawalQueuePage(
  db: DbOrTx,
  own: PlatformAccounts,
  query: AdminWithdrawalQuery,
): Promise<AdminWithdrawalsData> {
  const page = await readPage(
    query,
    (window) => listWithdrawalQueue(db, query.status, window),
    (rows) => queueViews(db, own, rows),
  );
  const counts = await countWithdrawalsByStatus(db);
  return {
    ...page,
    counts: Object.fromEntries(
      WITHDRAWAL_STATUS_VALUES.map((status) => [status, counts[status] ?? 0]),
    ) as AdminWithdrawalsData['counts'],
  };
}

/** The request as it stands (the audit log's "before"), or WITHDRAWAL_NOT_FOUND. */
export async function withdrawalForReview(db: DbOrTx, id: number): Promise<AdminWithdrawalRow> {
  const row = await findWithdrawal(db, id);
  if (!row) throw new BusinessError('WITHDRAWAL_NOT_FOUND');
  return adminWithdrawalView(db, row);
}

const money = (row: WithdrawalRow) => ({
  userId: row.userId,
  currency: row.currency,
  amount: parseDecimal(row.amount),
  reference: `withdrawal:${row.id}`,
});

/** GET /api/withdrawal/get_currencylist: every currency and method with its fee, minimum and balance. */
export async function withdrawalCurrencies(
  deps: FundingDeps,
  userId: string,
): Promise<WithdrawalCurrenciesData> {
  const accounts = await getAccountList(deps.db, userId);
  const available = (currency: string) =>
    parseDecimal(
      accounts.coin.balance_arr.find((entry) => entry.code === currency)?.balance ?? '0',
    );
  // A coin with a USD pair (USDT) is also bought with the coin account's USD at the withdrawal.
  const withdrawableOf = async (currency: string) => {
    const own = available(currency);
    if (deps.coins === null || deps.coins.pairOf(currency) === null) return own;
    const bought = await deps.coins.affordable(currency, available('USD').toFixed());
    return bought === null ? own : own.plus(parseDecimal(bought));
  };
  // Once per currency, not per method: USDT has a rule for each chain.
  const byCurrency = new Map<string, ReturnType<typeof withdrawableOf>>();
  const withdrawable = (currency: string) => {
    let figure = byCurrency.get(currency);
    if (figure === undefined) byCurrency.set(currency, (figure = withdrawableOf(currency)));
    return figure;
  };
  const terms = await currentWithdrawalTerms(deps);
  return {
    list: await Promise.all(
      terms.fees.map(async (rule) => ({
        currency: rule.currency,
        method: rule.method,
        fee: toDecimalString(parseDecimal(rule.fee)),
        minimum: toDecimalString(parseDecimal(rule.minimum)),
        withdrawable: toDecimalString(withdrawableBalance(await withdrawable(rule.currency))),
      })),
    ),
  };
}

/** POST /api/withdrawal/add_withdrawal. Every refusal happens before anything is written. */
export async function addWithdrawal(
  deps: FundingDeps,
  userId: string,
  body: AddWithdrawalBody,
): Promise<Withdrawal> {
  const key = body.idempotency_key ?? null;
  if (key !== null) {
    const earlier = await findWithdrawalByKey(deps.db, userId, key);
    if (earlier) return withdrawalView(earlier);
  }
  if (!(await deps.isIdentityVerified(userId)))
    throw new BusinessError('IDENTITY_VERIFICATION_REQUIRED');
  const destination = await findOwnDestination(deps.db, userId, body.destination_id);
  if (!destination) throw new BusinessError('DESTINATION_NOT_FOUND');
  const now = deps.now();
  if (!isUsableAt(destination.usableFrom, now)) {
    const usableFrom = destination.usableFrom.toISOString();
    throw new BusinessError('DESTINATION_NOT_YET_USABLE', {
      params: { time: usableFrom.slice(0, 16).replace('T', ' ') },
      details: { usable_from: usableFrom },
    });
  }
  const method: WithdrawalMethod =
    destination.kind === 'bank' ? 'bank' : (destination.chain ?? 'erc20');
  const currency = body.currency.trim().toUpperCase();
  const rule = findFeeRule((await currentWithdrawalTerms(deps)).fees, currency, method);
  if (!rule || currency !== destination.currency)
    throw new BusinessError('CURRENCY_NOT_WITHDRAWABLE');
  const quote = quoteWithdrawal(body.amount, rule);
  if (!quote.ok) throw issueRefusal(quote.issues[0]);
  await deps.verifyFundPassword(userId, body.fund_password);
  // Fixed now: a later change of the threshold never changes what this request needs.
  const requiredApprovals = withdrawalApprovalsRequired(
    withdrawalUsdEquivalent(currency, quote.value.amount),
    await fourEyesThreshold(deps.db),
  );
  try {
    return await runLedgerTransaction(deps.db, async (tx) => {
      const row = await insertWithdrawal(tx, {
        userId,
        destinationId: destination.id,
        method,
        currency,
        amount: quote.value.amount.toFixed(),
        fee: quote.value.fee.toFixed(),
        net: quote.value.net.toFixed(),
        destinationLabel: destinationLabel(destination),
        requiredApprovals,
        idempotencyKey: key,
        createdAt: now,
        updatedAt: now,
      });
      await buyCoinShortfall(tx, deps.coins, row);
      await postJournal(tx, withdrawalLockEntry(money(row)), {
        idempotencyKey: `withdrawal-lock:${row.id}`,
        shortfallReason: 'WITHDRAWABLE_INSUFFICIENT',
        at: now,
      });
      return withdrawalView(row);
    });
  } catch (error) {
    // The same key sent twice at once: the second insert lost the race; answer the first.
    if (key !== null && pgErrorOf(error)?.constraint === 'withdrawals_idempotency') {
      const earlier = await findWithdrawalByKey(deps.db, userId, key);
      if (earlier) return withdrawalView(earlier);
    }
    throw error;
  }
}

/**
 * A coin withdrawal (USDT) draws on the coin account's USD for what the coin balance lacks: that
 * much is bought on its spot pair at the quote of this moment, in the withdrawal's transaction, so
 * the money log shows the conversion and its quote before the lock (docs/product.md §11.3). Too
 * little USD is WITHDRAWABLE_INSUFFICIENT, like any withdrawal above the balance.
 */
async function buyCoinShortfall(
  tx: Tx,
  coins: CoinConversionPort | null,
  row: WithdrawalRow,
): Promise<void> {
  if (coins === null || coins.pairOf(row.currency) === null) return;
  const account = userAccount(row.userId, 'coin', row.currency);
  const [balances] = (await lockBalances(tx, [account])).values();
  const shortfall = parseDecimal(row.amount).minus(balances?.available ?? '0');
  if (!shortfall.isPositive()) return;
  try {
    await coins.fromUsd(tx, row.userId, {
      currency: row.currency,
      amount: toDecimalString(shortfall),
      key: `withdrawal:${row.id}:coin`,
    });
  } catch (error) {
    if (error instanceof BusinessError && error.reason === 'INSUFFICIENT_BALANCE')
      throw new BusinessError('WITHDRAWABLE_INSUFFICIENT');
    throw error;
  }
}

export async function withdrawalLog(
  deps: FundingDeps,
  userId: string,
  query: { page: number; limit: number },
): Promise<WithdrawalLogData> {
  const { list, has_more } = await readPage(
    query,
    (window) => listWithdrawals(deps.db, userId, window),
    (rows) => rows.map(withdrawalView),
  );
  return { list, has_more };
}

/** The user cancels while pending: the amount is unlocked. Another user's id is WITHDRAWAL_NOT_FOUND. */
export async function cancelWithdrawal(
  deps: DbAndClock,
  userId: string,
  id: number,
): Promise<Withdrawal> {
  return runLedgerTransaction(deps.db, async (tx) => {
    const now = deps.now();
    const row = await moveWithdrawal(
      tx,
      id,
      ['pending'],
      { status: 'cancelled', updatedAt: now },
      userId,
    );
    if (!row) {
      const existing = await findWithdrawal(tx, id);
      throw new BusinessError(
        existing?.userId === userId ? 'WITHDRAWAL_NOT_CANCELLABLE' : 'WITHDRAWAL_NOT_FOUND',
      );
    }
    await release(tx, row, now);
    return withdrawalView(row);
  });
}

/**
 * Operator `operatorId` approves a pending withdrawal (the money stays locked until paid). Four-eyes
 * (core `withdrawalApprovalState`): above the threshold the first approval only records the
 * operator and it stays pending; a second, different operator moves it to approved. The same
 * operator twice is WITHDRAWAL_SAME_APPROVER. Both writes are guarded on the state read here, so
 * of two approvals at once one wins and the other is WITHDRAWAL_STATUS_CHANGED.
 */
export async function approveWithdrawal(
  deps: DbAndClock,
  id: number,
  operatorId: string,
): Promise<AdminWithdrawalRow> {
  const current = await findWithdrawal(deps.db, id);
  if (!current) throw new BusinessError('WITHDRAWAL_NOT_FOUND');
  if (current.status !== 'pending') throw new BusinessError('WITHDRAWAL_STATUS_CHANGED');
  if (current.firstApprovedBy === operatorId) throw new BusinessError('WITHDRAWAL_SAME_APPROVER');
  const state = withdrawalApprovalState({
    usdAmount: usdAmountOf(current),
    threshold: await fourEyesThreshold(deps.db),
    approvals: current.firstApprovedBy === null ? 1 : 2,
    fixedRequired: requiredApprovalsOf(current),
  });
  const now = deps.now();
  const row =
    state === 'approved'
      ? await completeApproval(deps.db, id, current.firstApprovedBy, now)
      : await recordFirstApproval(deps.db, id, operatorId, now);
  if (!row) throw await approvalRefusal(deps.db, id, operatorId);
  return adminWithdrawalView(deps.db, row);
}

/**
 * Browser tests' dev helper only (funding.dev.routes.ts, registered with EXPOSE_OUTBOX, refused in
 * production): pending → approved with no operator and so without four-eyes.
 */
export async function approveWithdrawalWithoutFourEyes(
  deps: DbAndClock,
  id: number,
): Promise<AdminWithdrawalRow> {
  const row = await moveWithdrawal(deps.db, id, ['pending'], {
    status: 'approved',
    updatedAt: deps.now(),
  });
  if (!row) throw await statusRefusal(deps.db, id);
  return adminWithdrawalView(deps.db, row);
}

/**
 * Operator: approved → paid once the money was sent (`externalRef`: the transaction hash or bank
 * reference). The lock leaves the books: net to the world, the fee to the fees account.
 */
export async function markWithdrawalPaid(
  deps: DbAndClock,
  id: number,
  externalRef: string,
): Promise<AdminWithdrawalRow> {
  return runLedgerTransaction(deps.db, async (tx) => {
    const now = deps.now();
    const row = await moveWithdrawal(tx, id, ['approved'], {
      status: 'paid',
      externalRef: externalRef.trim().slice(0, 200),
      updatedAt: now,
    });
    if (!row) throw await paidRefusal(tx, id);
    await postJournal(tx, withdrawalPayoutEntry({ ...money(row), fee: parseDecimal(row.fee) }), {
      idempotencyKey: `withdrawal-payout:${row.id}`,
      at: now,
    });
    return adminWithdrawalView(tx, row);
  });
}

/** Operator: pending or approved → rejected with a reason shown to the user; the money returns. */
export async function rejectWithdrawal(
  deps: DbAndClock,
  id: number,
  reason: string,
): Promise<AdminWithdrawalRow> {
  return runLedgerTransaction(deps.db, async (tx) => {
    const now = deps.now();
    const row = await moveWithdrawal(tx, id, ['pending', 'approved'], {
      status: 'rejected',
      rejectReason: reason.trim().slice(0, 200),
      updatedAt: now,
    });
    if (!row) throw await statusRefusal(tx, id);
    await release(tx, row, now);
    return adminWithdrawalView(tx, row);
  });
}

async function release(tx: DbOrTx, row: WithdrawalRow, at: Date): Promise<void> {
  await postJournal(tx, withdrawalReleaseEntry(money(row)), {
    idempotencyKey: `withdrawal-release:${row.id}`,
    at,
  });
}

/** A completing or first approval that changed nothing: who was quicker, or the same operator's double click. */
async function approvalRefusal(db: DbOrTx, id: number, operatorId: string): Promise<BusinessError> {
  const existing = await findWithdrawal(db, id);
  if (existing?.status === 'pending' && existing.firstApprovedBy === operatorId)
    return new BusinessError('WITHDRAWAL_SAME_APPROVER');
  return statusRefusal(db, id);
}

/** Paid that changed nothing: a pending withdrawal with one of two approvals says so. */
async function paidRefusal(db: DbOrTx, id: number): Promise<BusinessError> {
  const existing = await findWithdrawal(db, id);
  if (existing?.status === 'pending' && existing.firstApprovedBy !== null)
    return new BusinessError('WITHDRAWAL_AWAITING_SECOND_APPROVAL');
  return statusRefusal(db, id);
}

async function statusRefusal(db: DbOrTx, id: number): Promise<BusinessError> {
  const existing = await findWithdrawal(db, id);
  return new BusinessError(existing ? 'WITHDRAWAL_STATUS_CHANGED' : 'WITHDRAWAL_NOT_FOUND');
}
