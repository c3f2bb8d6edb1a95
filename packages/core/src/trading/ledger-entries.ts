import { Decimal, toDecimalString } from '../money';
import { BASE_CURRENCY, systemAccount, systemShardOf, userAccount } from '../ledger/accounts';
import { userSystemPostings } from '../ledger/builders';
import type { JournalEntryDraft, PostingDraft } from '../ledger/journal';
import type { PostingKind } from '../ledger/kinds';
import { type Result, fail, succeed } from '../result';
import { feeUsd, marginUsd, notionalValue, pnlInQuote, pnlUsd } from './amounts';
import { type UsdConversion, toUsd } from './conversion';
import type { ContractSpec, PositionSide } from './types';

/*
 * What the server posts for each trading event. Every amount is USD on the user's contract
 * account, rounded with roundHalfEven8 (ledger scale) where it is computed (amounts.ts). Signs in
 * postings: positive credits the bucket, negative debits it. Zero amounts are left out.
 *
 * Cross-margin "pool": the contract account's locked bucket holds every open position's margin plus
 * every pending order's reserve. A close releases its margin from that pool; when a loss is larger
 * than the available balance plus its own margin, the rest is drawn from the margin still locked
 * for other positions (the account is cross-margin: all of the balance backs every position), and
 * only what the whole balance cannot pay is covered by the house (negative-balance protection).
 */

export type OpenIssueCode = 'INSUFFICIENT_MARGIN';

const ZERO = new Decimal(0);
const contract = (userId: string) => userAccount(userId, 'contract', BASE_CURRENCY);

function move(
  userId: string,
  from: 'available' | 'locked',
  amount: Decimal,
  kind: PostingKind,
  reference: string,
): PostingDraft[] {
  if (amount.isZero()) return [];
  const to = from === 'available' ? 'locked' : 'available';
  return [
    { account: contract(userId), bucket: from, amount: amount.negated(), kind, reference },
    { account: contract(userId), bucket: to, amount, kind, reference },
  ];
}

/**
 * User available +amount, system account −amount (amount may be negative: the reverse), on the
 * user's shard of the system account (systemShardOf), so trades of different users never wait on one row.
 */
function exchange(
  userId: string,
  system: 'house' | 'fees',
  amount: Decimal,
  kind: PostingKind,
  reference: string,
): PostingDraft[] {
  if (amount.isZero()) return [];
  const systemRow = systemAccount(system, BASE_CURRENCY, systemShardOf(userId));
  return userSystemPostings(contract(userId), systemRow, amount, kind, reference);
}

/** Notional, margin and open fee of `lots` at `price` (quote currency → USD at `conversion`). */
export function orderCost(input: {
  instrument: Pick<ContractSpec, 'contractSize' | 'feeRate'>;
  lots: number;
  leverage: number;
  price: Decimal;
  conversion: UsdConversion;
}): { notional: Decimal; notionalUsd: Decimal; margin: Decimal; fee: Decimal; required: Decimal } {
  const notional = notionalValue(input.lots, input.instrument.contractSize, input.price);
  const notionalUsd = toUsd(notional, input.conversion);
  const margin = marginUsd(notionalUsd, input.leverage);
  const fee = feeUsd(notionalUsd, input.instrument.feeRate);
  return { notional, notionalUsd, margin, fee, required: margin.plus(fee) };
}

/**
 * What the account can spend on a new order, or transfer out (ledger transfer cap), now:
 * min(available, free margin), never below zero.
 */
export function spendable(account: { available: Decimal; freeMargin: Decimal }): Decimal {
  return Decimal.max(ZERO, Decimal.min(account.available, account.freeMargin));
}

/**
 * A resting limit order: reserves margin + open fee priced at the limit (conversion at the current
 * mid) by locking them. Entry `order_reserve`: available −reserved, locked +reserved (kind `lock`).
 * Refused with INSUFFICIENT_MARGIN (required, spendable) when min(available, free margin) is short.
 */
export function computeOrderReserve(input: {
  userId: string;
  orderId: string;
  instrument: Pick<ContractSpec, 'contractSize' | 'feeRate'>;
  lots: number;
  leverage: number;
  limitPrice: Decimal;
  conversion: UsdConversion;
  account: { available: Decimal; freeMargin: Decimal };
}): Result<
  { margin: Decimal; fee: Decimal; reserved: Decimal; entry: JournalEntryDraft },
  OpenIssueCode
> {
  const cost = orderCost({ ...input, price: input.limitPrice });
  const canSpend = spendable(input.account);
  if (cost.required.greaterThan(canSpend))
    return fail('INSUFFICIENT_MARGIN', {
      required: toDecimalString(cost.required),
      spendable: toDecimalString(canSpend),
    });
  return succeed({
    margin: cost.margin,
    fee: cost.fee,
    reserved: cost.required,
    entry: {
      kind: 'order_reserve',
      reference: input.orderId,
      postings: move(input.userId, 'available', cost.required, 'lock', input.orderId),
    },
  });
}

/**
 * A resting limit order modified (new lots or limit price, product.md §10.16): its reserve is priced
 * again at the new terms and only the difference moves, in one entry `order_modify`: a larger
 * reserve locks the difference (available −, locked +; `lock`), a smaller one unlocks it (`unlock`);
 * no entry when it is unchanged. Affordable when the new reserve ≤ min(available, free margin) +
 * the current reserve (free margin counts the current reserve as used), else INSUFFICIENT_MARGIN.
 */
export function computeOrderReserveChange(input: {
  userId: string;
  orderId: string;
  instrument: Pick<ContractSpec, 'contractSize' | 'feeRate'>;
  lots: number;
  leverage: number;
  limitPrice: Decimal;
  conversion: UsdConversion;
  /** Margin + fee locked for the order now (USD). */
  reserved: Decimal;
  account: { available: Decimal; freeMargin: Decimal };
}): Result<
  { margin: Decimal; fee: Decimal; reserved: Decimal; entry: JournalEntryDraft | null },
  OpenIssueCode
> {
  const cost = orderCost({ ...input, price: input.limitPrice });
  const canSpend = spendable(input.account).plus(input.reserved);
  if (cost.required.greaterThan(canSpend))
    return fail('INSUFFICIENT_MARGIN', {
      required: toDecimalString(cost.required),
      spendable: toDecimalString(canSpend),
    });
  const difference = cost.required.minus(input.reserved);
  const postings = difference.isNegative()
    ? move(input.userId, 'locked', difference.negated(), 'unlock', input.orderId)
    : move(input.userId, 'available', difference, 'lock', input.orderId);
  return succeed({
    margin: cost.margin,
    fee: cost.fee,
    reserved: cost.required,
    entry:
      postings.length === 0 ? null : { kind: 'order_modify', reference: input.orderId, postings },
  });
}

/** Cancelling a resting order releases its whole reserve. Entry `order_cancel`: locked −, available + (`unlock`). */
export function computeOrderRelease(input: {
  userId: string;
  orderId: string;
  reserved: Decimal;
}): JournalEntryDraft {
  return {
    kind: 'order_cancel',
    reference: input.orderId,
    postings: move(input.userId, 'locked', input.reserved, 'unlock', input.orderId),
  };
}

export interface OpenResult {
  fillPrice: Decimal;
  /** Quote currency, exact. */
  notional: Decimal;
  notionalUsd: Decimal;
  /** Locked for the life of the position. */
  margin: Decimal;
  /** Charged now (user −, fees +). */
  fee: Decimal;
  entry: JournalEntryDraft;
}

/**
 * A fill that opens a position (a market order now, or a resting limit order when crossed) at
 * `fillPrice` (the opening side of the quote: openingPrice). Entry `position_open`:
 * - a limit order's reserve, if any, is released first (locked −reserved, available +; `unlock`);
 * - the margin is locked (available −margin, locked +margin; `lock`);
 * - the open fee is charged (available −fee, fees +fee; `fee`).
 * Needs margin + fee ≤ min(available, free margin) + reserved, else INSUFFICIENT_MARGIN (a limit
 * order whose fill price needs more than it reserved, e.g. a short filling above its limit, and the
 * account cannot pay the difference: the server cancels it).
 */
export function computeOpen(input: {
  userId: string;
  /** The order id: every posting references it, and so does the position. */
  orderId: string;
  instrument: Pick<ContractSpec, 'contractSize' | 'feeRate'>;
  side: PositionSide;
  lots: number;
  leverage: number;
  fillPrice: Decimal;
  conversion: UsdConversion;
  account: { available: Decimal; freeMargin: Decimal };
  /** A limit order's reserve (margin + fee locked when it was placed), or null for a market order. */
  reserved: Decimal | null;
}): Result<OpenResult, OpenIssueCode> {
  const cost = orderCost({ ...input, price: input.fillPrice });
  const reserved = input.reserved ?? ZERO;
  const canSpend = spendable(input.account).plus(reserved);
  if (cost.required.greaterThan(canSpend))
    return fail('INSUFFICIENT_MARGIN', {
      required: toDecimalString(cost.required),
      spendable: toDecimalString(canSpend),
    });
  const ref = input.orderId;
  return succeed({
    fillPrice: input.fillPrice,
    notional: cost.notional,
    notionalUsd: cost.notionalUsd,
    margin: cost.margin,
    fee: cost.fee,
    entry: {
      kind: 'position_open',
      reference: ref,
      postings: [
        ...move(input.userId, 'locked', reserved, 'unlock', ref),
        ...move(input.userId, 'available', cost.margin, 'lock', ref),
        ...exchange(input.userId, 'fees', cost.fee.negated(), 'fee', ref),
      ],
    },
  });
}

export interface CloseResult {
  closePrice: Decimal;
  /** Quote currency, exact. */
  pnlInQuote: Decimal;
  /** USD, roundHalfEven8; user +, house − (a loss the reverse). */
  realizedPnl: Decimal;
  /** Close fee, USD, roundHalfEven8. */
  fee: Decimal;
  /** Released from the margin pool for this position (≤ its margin). */
  marginReleased: Decimal;
  /** Drawn from other positions' locked margin to pay this close's loss (cross-margin). */
  marginDrawn: Decimal;
  /** Negative-balance protection: paid by the house (≥ 0). */
  houseCover: Decimal;
  /** The contract account's available balance after the entry (≥ 0). */
  availableAfter: Decimal;
  entry: JournalEntryDraft;
}

/**
 * Closes a whole position at `closePrice` (the closing side: closingPrice), PnL converted to USD at
 * the current mid. Entry `position_close`, postings referencing the position id:
 * 1. release: locked −r, available +r (`unlock`), r = min(margin, the account's locked − pending reserves);
 * 2. realised PnL: available +pnl, house −pnl (`realized_pnl`; a loss is negative for the user);
 * 3. close fee: available −fee, fees +fee (`fee`);
 * 4. if available would be negative: draw from other positions' locked margin (`unlock`);
 * 5. if it still would be: the house covers the rest (`negative_balance_cover`), available ends at 0.
 */
export function computeClose(input: {
  userId: string;
  positionId: string;
  instrument: Pick<ContractSpec, 'contractSize' | 'feeRate'>;
  position: { side: PositionSide; lots: number; openPrice: Decimal; margin: Decimal };
  closePrice: Decimal;
  conversion: UsdConversion;
  /** The contract account now, under lock: its buckets and the pending orders' reserves within `locked`. */
  account: { available: Decimal; locked: Decimal; pendingReserved: Decimal };
}): CloseResult {
  const { position, instrument, conversion } = input;
  const ref = input.positionId;
  const pool = Decimal.max(ZERO, input.account.locked.minus(input.account.pendingReserved));
  const marginReleased = Decimal.min(position.margin, pool);
  const legs = {
    side: position.side,
    lots: position.lots,
    contractSize: instrument.contractSize,
    openPrice: position.openPrice,
    closePrice: input.closePrice,
  };
  const realizedPnl = pnlUsd({ ...legs, conversion });
  const notionalUsd = toUsd(
    notionalValue(position.lots, instrument.contractSize, input.closePrice),
    conversion,
  );
  const fee = feeUsd(notionalUsd, instrument.feeRate);
  let available = input.account.available.plus(marginReleased).plus(realizedPnl).minus(fee);
  const shortfall = available.isNegative() ? available.negated() : ZERO;
  const marginDrawn = Decimal.min(shortfall, pool.minus(marginReleased));
  available = available.plus(marginDrawn);
  const houseCover = available.isNegative() ? available.negated() : ZERO;
  available = available.plus(houseCover);
  return {
    closePrice: input.closePrice,
    pnlInQuote: pnlInQuote(legs),
    realizedPnl,
    fee,
    marginReleased,
    marginDrawn,
    houseCover,
    availableAfter: available,
    entry: {
      kind: 'position_close',
      reference: ref,
      postings: [
        ...move(input.userId, 'locked', marginReleased, 'unlock', ref),
        ...exchange(input.userId, 'house', realizedPnl, 'realized_pnl', ref),
        ...exchange(input.userId, 'fees', fee.negated(), 'fee', ref),
        ...move(input.userId, 'locked', marginDrawn, 'unlock', ref),
        ...exchange(input.userId, 'house', houseCover, 'negative_balance_cover', ref),
      ],
    },
  };
}
