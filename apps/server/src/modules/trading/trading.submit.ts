import {
  closingPrice,
  computeOrderReserve,
  limitOrderFills,
  openingPrice,
  passesAppropriateness,
  summarizeAccount,
  toDecimalString,
  validateTakeProfitStopLoss,
} from '@waihui/core';
import type { Tx } from '../../db/database';
import {
  assertSameRequest,
  fingerprintToStore,
  type KeyedRequest,
} from '../../lib/request-fingerprint';
import { postJournal } from '../ledger';
import type { TradingAction } from './trading.commit';
import {
  type TradingChange,
  type TradingDeps,
  loadTrader,
  lockContractAccount,
  refusal,
  refuse,
} from './trading.deps';
import { type OrderInput, checkOrder, conversionOrRefuse, dealableQuote } from './trading.input';
import { coreQuote } from './trading.market';
import { openPosition } from './trading.open';
import {
  type FillRow,
  type OrderRow,
  type PositionRow,
  findConsent,
  findOrderByIdempotencyKey,
  findPositionOfUser,
  insertConsent,
  insertOrder,
  setOrderReservation,
} from './trading.repository';
import { accountSnapshot } from './trading.valuation';

/*
 * A user's order (`lever/submit`): checked against the market first, then in one transaction the
 * consent, the order row, and either the fill now or the reserve of a resting limit order.
 */

export interface ConsentInput {
  /** The user ticked "I understand the risks" on the current warning. */
  accepted: boolean;
  answers: Record<string, string>;
}

export interface SubmitInput extends OrderInput, KeyedRequest {
  consent: ConsentInput | null;
}

export interface SubmitResult {
  order: OrderRow;
  position: PositionRow | null;
  fill: FillRow | null;
  replayed: boolean;
  changes: TradingChange[];
}

async function ensureConsent(
  deps: TradingDeps,
  tx: Tx,
  userId: string,
  consent: ConsentInput | null,
): Promise<void> {
  if ((await findConsent(tx, userId)) !== null) return;
  if (consent === null || !consent.accepted) throw refusal('RISK_CONSENT_REQUIRED');
  // The questions and expected answers are core's (the trade page checks the same ones first).
  if (!passesAppropriateness(consent.answers)) throw refusal('APPROPRIATENESS_FAILED');
  await insertConsent(tx, {
    userId,
    answers: consent.answers,
    acceptedAt: deps.now(),
    version: deps.settings.consentVersion,
  });
}

/**
 * Places an order. A market order (or a limit order already marketable) fills now at the opening
 * side of the current quote; a limit order otherwise rests with margin + open fee locked. TP/SL are
 * checked against the price it opens at (the limit price for a resting order) and the closing-side
 * price now (product.md §5.5). Refusals of the input are thrown here, before any transaction.
 */
export function submitOrder(
  deps: TradingDeps,
  userId: string,
  input: SubmitInput,
): TradingAction<SubmitResult> {
  const order = checkOrder(deps, input);
  const quote = dealableQuote(deps, order.instrument.symbol);
  const q = coreQuote(quote);
  const fillsNow =
    order.type === 'market' ||
    limitOrderFills(order.side, order.limitPrice ?? openingPrice(order.side, q), q);
  const openAt = fillsNow
    ? openingPrice(order.side, q)
    : (order.limitPrice ?? openingPrice(order.side, q));
  const stops = validateTakeProfitStopLoss({
    side: order.side,
    openPrice: openAt,
    currentPrice: closingPrice(order.side, q),
    takeProfit: order.takeProfit,
    stopLoss: order.stopLoss,
  });
  if (!stops.ok) throw refuse(stops.issues[0]);
  const conversion = conversionOrRefuse(deps, order.instrument.quote);

  return async (tx) => {
    if (input.idempotencyKey !== null) {
      const earlier = await findOrderByIdempotencyKey(tx, userId, input.idempotencyKey);
      if (earlier !== null) {
        assertSameRequest(earlier.requestFingerprint, input);
        return replayOf(tx, userId, earlier);
      }
    }
    await ensureConsent(deps, tx, userId, input.consent);
    const trader = await loadTrader(deps, tx, userId);
    const at = deps.now();
    const placed = await insertOrder(tx, {
      userId,
      symbol: order.instrument.symbol,
      side: order.side,
      type: order.type,
      lots: order.lots,
      leverage: order.leverage,
      limitPrice: order.limitPrice?.toFixed() ?? null,
      takeProfit: order.takeProfit?.toFixed() ?? null,
      stopLoss: order.stopLoss?.toFixed() ?? null,
      contractSize: order.instrument.contractSize.toFixed(),
      feeRate: order.instrument.feeRate.toFixed(),
      status: 'pending',
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: fingerprintToStore(input),
      createdAt: at,
    });

    if (fillsNow) {
      const opened = await openPosition(deps, tx, {
        userId,
        order: placed,
        instrument: order.instrument,
        quote,
        conversion,
        trader,
        reserved: null,
        cause: 'user',
        afterRestart: false,
      });
      return { ...opened, replayed: false };
    }

    const { available, locked } = await lockContractAccount(tx, userId);
    const summary = summarizeAccount(accountSnapshot({ available, locked, ...trader }));
    const reserve = computeOrderReserve({
      userId,
      orderId: String(placed.id),
      instrument: order.instrument,
      lots: order.lots,
      leverage: order.leverage,
      limitPrice: order.limitPrice ?? openAt,
      conversion,
      account: { available, freeMargin: summary.freeMargin },
    });
    if (!reserve.ok) throw refuse(reserve.issues[0]);
    await postJournal(tx, reserve.value.entry, { at });
    const resting = await setOrderReservation(tx, placed.id, {
      reservedMargin: toDecimalString(reserve.value.margin),
      reservedFee: toDecimalString(reserve.value.fee),
    });
    return {
      order: resting,
      position: null,
      fill: null,
      replayed: false,
      changes: [{ kind: 'order_placed', order: resting }],
    };
  };
}

/** The answer to a replayed idempotency key: the order as it stands, nothing new to apply. */
async function replayOf(tx: Tx, userId: string, order: OrderRow): Promise<SubmitResult> {
  const position =
    order.positionId === null ? null : await findPositionOfUser(tx, userId, order.positionId);
  return { order, position, fill: null, replayed: true, changes: [] };
}
