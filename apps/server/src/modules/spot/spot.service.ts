import {
  type Decimal,
  type Issue,
  type SpotSide,
  computeSpotFill,
  parseDecimal,
  parseOrderPrice,
  parseSpotQuantity,
  spotFillEntry,
  spotFillPrice,
  spotLimitFills,
  spotReference,
  spotReleaseEntry,
  spotReserve,
  spotReserveChangeEntry,
  spotReserveEntry,
  toDecimalString,
  validateRestingSpotLimit,
} from '@waihui/core';
import { NOT_LIVE_REASONS } from '@waihui/contracts';
import type { DbOrTx, Tx } from '../../db/database';
import { uniqueViolationConstraint } from '../../db/pg-errors';
import { BusinessError } from '../../lib/business-error';
import {
  assertSameRequest,
  fingerprintToStore,
  type KeyedRequest,
} from '../../lib/request-fingerprint';
import { isMessageKey } from '../../i18n/messages';
import { type Quote, quoteOriginColumns } from '../../market-feed';
import { postJournal, runLedgerTransaction } from '../ledger';
import type { SpotInstrument, SpotMarketFeed } from './spot.market';
import {
  type SpotOrderRow,
  findSpotOrderByKey,
  findSpotOrderOfUser,
  insertSpotOrder,
  lockPendingOrder,
  readFeeRate,
  updateSpotOrder,
} from './spot.repository';

/*
 * Spot orders and currency conversion (docs/spot.md): each action is one transaction that writes the
 * order, asks @waihui/core for the amounts and posts them through the ledger's one door, which
 * decides against the coin account's balances under its row locks (so 50 parallel orders on a
 * balance covering one fill exactly one). A fill records the quote that caused it. The engine
 * (spot.engine.ts) fills resting limit orders from the feed through `fillRestingSpotOrder`.
 */

export interface SpotDeps {
  /** The database, or a caller's transaction (a coin conversion inside funding's, spot.coin-conversion.ts). */
  db: DbOrTx;
  now: () => Date;
  market: SpotMarketFeed;
}

function refuse(issue: Issue): BusinessError {
  if (!isMessageKey(issue.code)) throw new Error(`spot refused with unknown code ${issue.code}`);
  return new BusinessError(
    issue.code,
    issue.details ? { details: issue.details, params: issue.details } : {},
  );
}

const refusal = (code: string) => refuse({ code });

export interface SpotOrderInput extends KeyedRequest {
  symbol: string;
  side: SpotSide;
  type: 'market' | 'limit';
  amount: string;
  limitPrice: string | null;
}

export interface SpotSubmitResult {
  order: SpotOrderRow;
  replayed: boolean;
}

/** The instrument and its fee rate, or SPOT_NOT_TRADABLE (no spot trade type or no fee setting). */
async function spotPairOf(
  deps: SpotDeps,
  symbol: string,
): Promise<{ instrument: SpotInstrument; feeRate: Decimal }> {
  const instrument = deps.market.instrument(symbol);
  const feeRate = instrument?.allowsSpot ? await readFeeRate(deps.db, symbol) : null;
  if (instrument === undefined || feeRate === null) throw refusal('SPOT_NOT_TRADABLE');
  return { instrument, feeRate: parseDecimal(feeRate) };
}

/** The fill quote as the order records it: bid, ask, time, sequence number and where it came from. */
function quoteColumns(market: SpotMarketFeed, quote: Quote) {
  return {
    quoteBid: quote.bid,
    quoteAsk: quote.ask,
    quoteAt: new Date(quote.ts),
    quoteSeq: quote.seq,
    ...quoteOriginColumns(quote, market.feedKind),
  };
}

/**
 * Places a spot order. A market order (or a limit already marketable) fills now at the ask (buy) or
 * bid (sell) of the latest quote; a limit order otherwise rests with its reserve locked. A retry with
 * the same idempotency key answers the first order (replayed).
 */
export async function submitSpotOrder(
  deps: SpotDeps,
  userId: string,
  input: SpotOrderInput,
): Promise<SpotSubmitResult> {
  const { instrument, feeRate } = await spotPairOf(deps, input.symbol);
  const quantity = parseSpotQuantity(input.amount);
  if (!quantity.ok) throw refuse(quantity.issues[0]);
  let limitPrice: Decimal | null = null;
  if (input.type === 'limit') {
    if (input.limitPrice === null || input.limitPrice.trim() === '')
      throw refusal('LIMIT_PRICE_REQUIRED');
    const parsed = parseOrderPrice(input.limitPrice, instrument.precision);
    if (!parsed.ok) throw refuse(parsed.issues[0]);
    limitPrice = parsed.value;
  }
  const quote = deps.market.latest(instrument.symbol);
  if (quote === undefined) throw refusal('QUOTE_UNAVAILABLE');
  const state = deps.market.state(instrument.symbol);
  if (state !== 'live') throw refusal(NOT_LIVE_REASONS[state]);
  const q = { bid: parseDecimal(quote.bid), ask: parseDecimal(quote.ask) };
  const fillsNow = limitPrice === null || spotLimitFills(input.side, limitPrice, q);
  const pair = { symbol: instrument.symbol, base: instrument.base, quote: instrument.quote };
  const fill = fillsNow
    ? computeSpotFill({
        side: input.side,
        quantity: quantity.value,
        price: spotFillPrice(input.side, q),
        feeRate,
      })
    : null;
  if (fill !== null && !fill.ok) throw refuse(fill.issues[0]);
  const reserve =
    limitPrice !== null && !fillsNow
      ? spotReserve({ side: input.side, quantity: quantity.value, limitPrice, feeRate, pair })
      : null;
  if (reserve !== null && !reserve.ok) throw refuse(reserve.issues[0]);

  /** The first order of this key, if this request is the one it was used for (product.md §5.12). */
  const replayOf = (earlier: SpotOrderRow): SpotSubmitResult => {
    assertSameRequest(earlier.requestFingerprint, input);
    return { order: earlier, replayed: true };
  };

  const place = () =>
    runLedgerTransaction(deps.db, async (tx) => {
      if (input.idempotencyKey !== null) {
        const earlier = await findSpotOrderByKey(tx, userId, input.idempotencyKey);
        if (earlier !== null) return replayOf(earlier);
      }
      const at = deps.now();
      const placed = await insertSpotOrder(tx, {
        userId,
        symbol: pair.symbol,
        baseCurrency: pair.base,
        quoteCurrency: pair.quote,
        side: input.side,
        type: input.type,
        quantity: toDecimalString(quantity.value),
        limitPrice: limitPrice?.toFixed() ?? null,
        feeRate: toDecimalString(feeRate),
        status: 'pending',
        idempotencyKey: input.idempotencyKey,
        requestFingerprint: fingerprintToStore(input),
        createdAt: at,
      });
      const orderId = String(placed.id);
      if (reserve !== null && reserve.ok) {
        const { currency, amount } = reserve.value;
        await postJournal(
          tx,
          spotReserveEntry({
            userId,
            currency,
            amount,
            reference: spotReference({
              orderId,
              symbol: pair.symbol,
              side: input.side,
              price: null,
            }),
          }),
          { at },
        );
        const resting = await updateSpotOrder(tx, placed.id, {
          reservedCurrency: currency,
          reserved: toDecimalString(amount),
        });
        return { order: resting, replayed: false };
      }
      if (fill === null || !fill.ok) throw new Error('a spot order that fills has its amounts');
      const reference = spotReference({
        orderId,
        symbol: pair.symbol,
        side: input.side,
        price: quote[input.side === 'buy' ? 'ask' : 'bid'],
      });
      const posted = await postJournal(
        tx,
        spotFillEntry({ userId, pair, fill: fill.value, reference, released: null }),
        { at },
      );
      const filled = await updateSpotOrder(tx, placed.id, {
        ...filledColumns(deps.market, fill.value, quote, 'user', posted.entryId),
        endedAt: at,
      });
      return { order: filled, replayed: false };
    });

  try {
    return await place();
  } catch (error) {
    // Two retries with one key racing: the loser's insert hits the unique index; answer the winner's order.
    if (input.idempotencyKey !== null && uniqueViolationConstraint(error) !== null) {
      const earlier = await findSpotOrderByKey(deps.db, userId, input.idempotencyKey);
      if (earlier !== null) return replayOf(earlier);
    }
    throw error;
  }
}

/**
 * The fill's columns; the price as the feed quoted it (at the instrument's precision). A resting
 * limit order filled by the first quote after a pause says so.
 */
function filledColumns(
  market: SpotMarketFeed,
  fill: { side: SpotSide; gross: Decimal; fee: Decimal; net: Decimal },
  quote: Quote,
  cause: 'user' | 'limit',
  entryId: number,
) {
  return {
    status: 'filled' as const,
    fillCause: cause,
    fillPrice: fill.side === 'buy' ? quote.ask : quote.bid,
    gross: toDecimalString(fill.gross),
    fee: toDecimalString(fill.fee),
    net: toDecimalString(fill.net),
    ...quoteColumns(market, quote),
    filledAfterPause: cause === 'limit' && quote.afterPause === true,
    entryId,
  };
}

/**
 * The engine's call when a quote crosses a resting limit order: fills it at that quote (buy at the
 * ask, sell at the bid), paying from its reserve and releasing the unspent rest. Null when the order
 * is no longer pending (cancelled meanwhile) or the quote no longer crosses it.
 */
export async function fillRestingSpotOrder(
  deps: SpotDeps,
  orderId: number,
  quote: Quote,
): Promise<SpotOrderRow | null> {
  return runLedgerTransaction(deps.db, async (tx) => {
    const order = await lockPendingOrder(tx, orderId, null);
    if (order === null || order.limitPrice === null) return null;
    const q = { bid: parseDecimal(quote.bid), ask: parseDecimal(quote.ask) };
    if (!spotLimitFills(order.side, parseDecimal(order.limitPrice), q)) return null;
    const fill = computeSpotFill({
      side: order.side,
      quantity: parseDecimal(order.quantity),
      price: spotFillPrice(order.side, q),
      feeRate: parseDecimal(order.feeRate),
    });
    // The reserve was priced at the limit, which this fill is never worse than: it cannot fail.
    if (!fill.ok) throw new Error(`spot order ${orderId} cannot fill: ${fill.issues[0].code}`);
    const at = deps.now();
    const reference = spotReference({
      orderId: String(order.id),
      symbol: order.symbol,
      side: order.side,
      price: order.side === 'buy' ? quote.ask : quote.bid,
    });
    const posted = await postJournal(
      tx,
      spotFillEntry({
        userId: order.userId,
        pair: { symbol: order.symbol, base: order.baseCurrency, quote: order.quoteCurrency },
        fill: fill.value,
        reference,
        released: releasedOf(order),
      }),
      { at },
    );
    return updateSpotOrder(tx, order.id, {
      ...filledColumns(deps.market, fill.value, quote, 'limit', posted.entryId),
      endedAt: at,
    });
  });
}

function releasedOf(order: SpotOrderRow): { currency: string; amount: Decimal } | null {
  if (order.reservedCurrency === null) return null;
  const amount = parseDecimal(order.reserved);
  return amount.isZero() ? null : { currency: order.reservedCurrency, amount };
}

/** The user cancels their own resting order: its reserve goes back to available. */
export async function cancelSpotOrder(
  deps: SpotDeps,
  userId: string,
  orderId: number,
): Promise<SpotOrderRow> {
  return runLedgerTransaction(deps.db, async (tx: Tx) => {
    const order = await lockPendingOrder(tx, orderId, userId);
    if (order === null) {
      const mine = await findSpotOrderOfUser(tx, userId, orderId);
      throw refusal(mine === null ? 'ORDER_NOT_FOUND' : 'ORDER_NOT_PENDING');
    }
    const at = deps.now();
    const released = releasedOf(order);
    if (released !== null)
      await postJournal(
        tx,
        spotReleaseEntry({
          userId,
          ...released,
          reference: spotReference({
            orderId: String(order.id),
            symbol: order.symbol,
            side: order.side,
            price: null,
          }),
        }),
        { at },
      );
    return updateSpotOrder(tx, order.id, { status: 'cancelled', endedAt: at });
  });
}

export interface SpotModifyInput {
  /** New quantity of the base currency. */
  amount: string;
  limitPrice: string;
}

/**
 * The user modifies their resting limit order (product.md §10.16): a new amount and limit price, the
 * side unchanged. Under the order's row lock, like a fill or a cancel of it, so of a modify and a
 * fill (or a cancel) exactly one finds it pending. The reserve is priced again and only the
 * difference is locked or released in the same transaction (the ledger refuses a lock the available
 * balance cannot pay). A price the latest quote already crosses is refused: a modify never deals.
 */
export async function modifySpotOrder(
  deps: SpotDeps,
  userId: string,
  orderId: number,
  input: SpotModifyInput,
): Promise<SpotOrderRow> {
  return runLedgerTransaction(deps.db, async (tx: Tx) => {
    const order = await lockPendingOrder(tx, orderId, userId);
    if (order === null || order.limitPrice === null || order.reservedCurrency === null) {
      const mine = await findSpotOrderOfUser(tx, userId, orderId);
      throw refusal(mine === null ? 'ORDER_NOT_FOUND' : 'ORDER_NOT_PENDING');
    }
    // The market's instrument for the tick size (not spotPairOf: its fee read is outside this transaction).
    const instrument = deps.market.instrument(order.symbol);
    if (instrument === undefined) throw refusal('SPOT_NOT_TRADABLE');
    const quantity = parseSpotQuantity(input.amount);
    if (!quantity.ok) throw refuse(quantity.issues[0]);
    const price = parseOrderPrice(input.limitPrice, instrument.precision);
    if (!price.ok) throw refuse(price.issues[0]);
    const quote = deps.market.latest(order.symbol);
    if (quote === undefined) throw refusal('QUOTE_UNAVAILABLE');
    const resting = validateRestingSpotLimit({
      side: order.side,
      limitPrice: price.value,
      quote: { bid: parseDecimal(quote.bid), ask: parseDecimal(quote.ask) },
    });
    if (!resting.ok) throw refuse(resting.issues[0]);
    // The fee rate the order was placed with (a settings change never alters it).
    const reserve = spotReserve({
      side: order.side,
      quantity: quantity.value,
      limitPrice: price.value,
      feeRate: parseDecimal(order.feeRate),
      pair: { symbol: order.symbol, base: order.baseCurrency, quote: order.quoteCurrency },
    });
    if (!reserve.ok) throw refuse(reserve.issues[0]);
    const entry = spotReserveChangeEntry({
      userId,
      currency: order.reservedCurrency,
      reserved: parseDecimal(order.reserved),
      next: reserve.value.amount,
      reference: spotReference({
        orderId: String(order.id),
        symbol: order.symbol,
        side: order.side,
        price: null,
      }),
    });
    if (entry !== null) await postJournal(tx, entry, { at: deps.now() });
    return updateSpotOrder(tx, order.id, {
      quantity: toDecimalString(quantity.value),
      limitPrice: price.value.toFixed(),
      reserved: toDecimalString(reserve.value.amount),
    });
  });
}
