import {
  Decimal,
  closingPrice,
  computeOrderReserveChange,
  parseDecimal,
  summarizeAccount,
  toDecimalString,
  validateLots,
  validateRestingLimit,
  validateTakeProfitStopLoss,
} from '@waihui/core';
import { postJournal } from '../ledger';
import type { Committed, TradingAction } from './trading.commit';
import { type TradingDeps, loadTrader, lockContractAccount, refusal, refuse } from './trading.deps';
import {
  conversionOrRefuse,
  latestQuote,
  optionalPrice,
  tradableInstrument,
} from './trading.input';
import { coreQuote } from './trading.market';
import { type OrderRow, findOrderOfUser, modifyPendingOrder } from './trading.repository';
import { accountSnapshot, reserveOf } from './trading.valuation';

/*
 * The user modifies their resting limit order (product.md §10.16): lots, limit price, TP and SL. Under
 * the trader's lock, like a fill or a cancel of the same order, so of a modify and a fill (or a
 * cancel) exactly one finds it pending. The reserve is priced again and only the difference moves in
 * the same transaction; the engine re-keys its trigger once committed.
 */

export interface ModifyInput {
  lots: string | number;
  limitPrice: string;
  /** null or empty removes it. */
  takeProfit: string | null;
  stopLoss: string | null;
}

export interface Modified extends Committed {
  order: OrderRow;
}

export function modifyOrder(
  deps: TradingDeps,
  userId: string,
  orderId: number,
  input: ModifyInput,
): TradingAction<Modified> {
  return async (tx) => {
    const trader = await loadTrader(deps, tx, userId);
    const order = trader.pendingOrders.find((o) => o.id === orderId);
    if (order === undefined) {
      const any = await findOrderOfUser(tx, userId, orderId);
      throw refusal(any === null ? 'ORDER_NOT_FOUND' : 'ORDER_NOT_PENDING');
    }
    const instrument = tradableInstrument(deps, order.symbol);
    const lots = validateLots(input.lots, instrument.maxLots);
    if (!lots.ok) throw refuse(lots.issues[0]);
    const limitPrice = optionalPrice(input.limitPrice, instrument.precision);
    if (limitPrice === null) throw refusal('LIMIT_PRICE_REQUIRED');
    // The latest quote, live or not: a modify deals nothing, it only must not be marketable now.
    const quote = coreQuote(latestQuote(deps, order.symbol));
    const resting = validateRestingLimit({ side: order.side, limitPrice, quote });
    if (!resting.ok) throw refuse(resting.issues[0]);
    const takeProfit = optionalPrice(input.takeProfit, instrument.precision);
    const stopLoss = optionalPrice(input.stopLoss, instrument.precision);
    const stops = validateTakeProfitStopLoss({
      side: order.side,
      openPrice: limitPrice,
      currentPrice: closingPrice(order.side, quote),
      takeProfit,
      stopLoss,
    });
    if (!stops.ok) throw refuse(stops.issues[0]);
    const conversion = conversionOrRefuse(deps, instrument.quote);

    const { available, locked } = await lockContractAccount(tx, userId);
    const summary = summarizeAccount(accountSnapshot({ available, locked, ...trader }));
    const change = computeOrderReserveChange({
      userId,
      orderId: String(order.id),
      // The terms the order was placed with (a settings change never alters it).
      instrument: {
        contractSize: parseDecimal(order.contractSize),
        feeRate: parseDecimal(order.feeRate),
      },
      lots: lots.value,
      leverage: order.leverage,
      limitPrice,
      conversion,
      // Cross-margin: a loss may have drawn on the locked pool (as a cancel, trading.cancel.ts).
      reserved: Decimal.min(reserveOf(order), locked),
      account: { available, freeMargin: summary.freeMargin },
    });
    if (!change.ok) throw refuse(change.issues[0]);
    if (change.value.entry !== null) await postJournal(tx, change.value.entry, { at: deps.now() });
    const modified = await modifyPendingOrder(tx, order.id, {
      lots: lots.value,
      limitPrice: limitPrice.toFixed(),
      takeProfit: takeProfit?.toFixed() ?? null,
      stopLoss: stopLoss?.toFixed() ?? null,
      reservedMargin: toDecimalString(change.value.margin),
      reservedFee: toDecimalString(change.value.fee),
    });
    if (modified === null) throw refusal('ORDER_NOT_PENDING');
    return { order: modified, changes: [{ kind: 'order_modified', order: modified }] };
  };
}
