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
import type { TradingWork } from './trading.commit';
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
import { decideOpen } from './trading.open';
import {
  type ConsentRow,
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

/** The consent to store for the user's first order (null when they have one); throws the refusal. */
function consentToStore(
  deps: TradingDeps,
  userId: string,
  consented: boolean,
  consent: ConsentInput | null,
  at: Date,
): ConsentRow | null {
  if (consented) return null;
  if (consent === null || !consent.accepted) throw refusal('RISK_CONSENT_REQUIRED');
  // The questions and expected answers are core's (the trade page checks the same ones first).
  if (!passesAppropriateness(consent.answers)) throw refusal('APPROPRIATENESS_FAILED');
  return {
    userId,
    answers: consent.answers,
    acceptedAt: at,
    version: deps.settings.consentVersion,
  };
}

async function ensureConsent(
  deps: TradingDeps,
  tx: Tx,
  userId: string,
  consent: ConsentInput | null,
): Promise<void> {
  const consented = (await findConsent(tx, userId)) !== null;
  const row = consentToStore(deps, userId, consented, consent, deps.now());
  if (row !== null) await insertConsent(tx, row);
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
): TradingWork<SubmitResult> {
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
  const placed = (at: Date) => ({
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
    idempotencyKey: input.idempotencyKey,
    requestFingerprint: fingerprintToStore(input),
    createdAt: at,
  });

  // Filled now: a step, decided and written with the other users' of its batch.
  if (fillsNow)
    return {
      kind: 'step',
      deps,
      userId,
      idempotencyKey: input.idempotencyKey,
      draws: { orders: 1, positions: 1, fills: 1 },
      decide: async (state, ids, tx) => {
        if (state.earlier !== null) {
          assertSameRequest(state.earlier.requestFingerprint, input);
          const replay = await replayOf(tx, userId, state.earlier);
          return { writes: {}, answer: async () => replay };
        }
        const consent = consentToStore(deps, userId, state.consented, input.consent, state.at);
        const [orderId, positionId, fillId] = [ids.orders[0]!, ids.positions[0]!, ids.fills[0]!];
        const terms = placed(state.at);
        const decided = decideOpen(deps, {
          userId,
          order: {
            id: orderId,
            side: terms.side,
            lots: terms.lots,
            leverage: terms.leverage,
            contractSize: terms.contractSize,
            feeRate: terms.feeRate,
            takeProfit: terms.takeProfit,
            stopLoss: terms.stopLoss,
          },
          instrument: order.instrument,
          quote,
          conversion,
          trader: state.trader,
          reserved: null,
          cause: 'user',
          afterRestart: false,
          balance: state.balance,
          at: state.at,
        });
        return {
          writes: {
            ...(consent === null ? {} : { consent }),
            order: {
              ...terms,
              id: orderId,
              status: 'filled',
              positionId,
              endedAt: state.at,
            },
            entry: decided.entry,
            position: { ...decided.position, id: positionId },
            fill: { ...decided.fill, id: fillId, positionId },
          },
          answer: async (written) => {
            const filled = written.orders.get(orderId);
            const position = written.positions.get(positionId);
            const fill = written.fills.get(fillId);
            if (!filled || !position || !fill) throw new Error('trading: an open not written');
            return {
              order: filled,
              position,
              fill,
              replayed: false,
              changes: [{ kind: 'position_opened', position, fill, order: filled }],
            };
          },
        };
      },
    };

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
    const resting = await insertOrder(tx, { ...placed(at), status: 'pending' });
    const { available, locked } = await lockContractAccount(tx, userId);
    const summary = summarizeAccount(accountSnapshot({ available, locked, ...trader }));
    const reserve = computeOrderReserve({
      userId,
      orderId: String(resting.id),
      instrument: order.instrument,
      lots: order.lots,
      leverage: order.leverage,
      limitPrice: order.limitPrice ?? openAt,
      conversion,
      account: { available, freeMargin: summary.freeMargin },
    });
    if (!reserve.ok) throw refuse(reserve.issues[0]);
    await postJournal(tx, reserve.value.entry, { at });
    const reserved = await setOrderReservation(tx, resting.id, {
      reservedMargin: toDecimalString(reserve.value.margin),
      reservedFee: toDecimalString(reserve.value.fee),
    });
    return {
      order: reserved,
      position: null,
      fill: null,
      replayed: false,
      changes: [{ kind: 'order_placed', order: reserved }],
    };
  };
}

/** The answer to a replayed idempotency key: the order as it stands, nothing new to apply. */
async function replayOf(tx: Tx, userId: string, order: OrderRow): Promise<SubmitResult> {
  const position =
    order.positionId === null ? null : await findPositionOfUser(tx, userId, order.positionId);
  return { order, position, fill: null, replayed: true, changes: [] };
}
