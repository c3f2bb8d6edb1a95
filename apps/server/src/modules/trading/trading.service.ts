import {
  BASE_CURRENCY,
  type ComplianceProfile,
  Decimal,
  type Issue,
  type OrderPreview,
  type PositionSide,
  computeClose,
  computeOpen,
  computeOrderRelease,
  computeOrderReserve,
  closingPrice,
  limitOrderFills,
  maxLeverageFor,
  openingPrice,
  parseDecimal,
  parseOrderPrice,
  planStopOut,
  previewOrder,
  summarizeAccount,
  systemAccount,
  systemShardOf,
  toDecimalString,
  userAccount,
  validateLeverage,
  validateLots,
  validateTakeProfitStopLoss,
  accountKey,
  passesAppropriateness,
} from '@waihui/core';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { isMessageKey } from '../../i18n/messages';
import {
  getContractBalances,
  lockBalances,
  postJournal,
  runLedgerTransaction,
} from '../ledger/ledger.service';
import {
  type FeedQuote,
  type TradingInstrument,
  type TradingMarket,
  conversionFor,
  coreQuote,
  usdRateOf,
} from './trading.market';
import {
  type FillRow,
  type OrderRow,
  type PositionRow,
  closeOpenPosition,
  endPendingOrder,
  findConsent,
  findOrderByIdempotencyKey,
  findOrderOfUser,
  findPositionOfUser,
  insertConsent,
  insertFill,
  insertOrder,
  insertPosition,
  listOpenPositionsOfUser,
  listPendingOrdersOfUser,
  lockTraderForDecision,
  setOrderReservation,
  setPositionStops,
} from './trading.repository';
import {
  accountSnapshot,
  pendingReservedOf,
  reserveOf,
  stopOutPositionOf,
  valuePosition,
} from './trading.valuation';

/*
 * Contract trading (docs/trading.md): each action is one transaction that takes the trader's lock,
 * loads positions and orders, asks @waihui/core, posts the ledger entry through the ledger's one
 * door (deciding against the contract account's balances under the ledger's row locks) and writes
 * the order, position and fill — the fill with the quote that caused it. Nothing here keeps state:
 * the engine (trading.engine.ts) owns the triggers and calls the `…ByTrigger` functions.
 */

export interface TradingSettings {
  profile: ComplianceProfile;
  /** Stop-out level in percent (50 = 50%), already adjusted for the profile. */
  stopOutLevel: Decimal;
  /** Version of the risk warning a user must accept before the first leveraged order. */
  consentVersion: number;
}

export interface TradingDeps {
  db: Db;
  now: () => Date;
  market: TradingMarket;
  settings: TradingSettings;
}

/** What made a fill happen (stored with it). */
export type FillCause = 'user' | 'limit' | 'take_profit' | 'stop_loss' | 'stop_out';

/** One change the engine and the live channel must hear about, after its transaction committed. */
export type TradingChange =
  | { kind: 'order_placed'; order: OrderRow }
  | { kind: 'order_ended'; order: OrderRow }
  | { kind: 'position_opened'; position: PositionRow; fill: FillRow; order: OrderRow }
  | { kind: 'position_closed'; position: PositionRow; fill: FillRow }
  | { kind: 'stops_changed'; position: PositionRow };

function refuse(issue: Issue): BusinessError {
  if (!isMessageKey(issue.code)) throw new Error(`trading refused with unknown code ${issue.code}`);
  // Details (the price compared with, the maximum…) go to `data` and fill the message's placeholders.
  return new BusinessError(
    issue.code,
    issue.details ? { details: issue.details, params: issue.details } : {},
  );
}

function refusal(code: string, details?: Record<string, string>): BusinessError {
  return refuse({ code, ...(details ? { details } : {}) });
}

const contractUsd = (userId: string) => userAccount(userId, 'contract', BASE_CURRENCY);
/** What a trade of the user posts to: their contract account and their shard of fees and house. */
const LEDGER_ACCOUNTS_OF = (userId: string) => [
  contractUsd(userId),
  systemAccount('fees', BASE_CURRENCY, systemShardOf(userId)),
  systemAccount('house', BASE_CURRENCY, systemShardOf(userId)),
];

// ---------------------------------------------------------------- input checks (no IO)

export interface OrderInput {
  symbol: string;
  side: PositionSide;
  type: 'market' | 'limit';
  lots: string | number;
  leverage: string | number;
  limitPrice: string | null;
  takeProfit: string | null;
  stopLoss: string | null;
}

interface CheckedOrder {
  instrument: TradingInstrument;
  side: PositionSide;
  type: 'market' | 'limit';
  lots: number;
  leverage: number;
  limitPrice: Decimal | null;
  takeProfit: Decimal | null;
  stopLoss: Decimal | null;
}

function tradableInstrument(deps: TradingDeps, symbol: string): TradingInstrument {
  const instrument = deps.market.instrument(symbol);
  if (instrument === undefined || !instrument.allowsContract)
    throw refusal('INSTRUMENT_NOT_TRADABLE');
  return instrument;
}

function optionalPrice(value: string | null, precision: number): Decimal | null {
  if (value === null || value.trim() === '') return null;
  const parsed = parseOrderPrice(value, precision);
  if (!parsed.ok) throw refuse(parsed.issues[0]);
  return parsed.value;
}

function checkOrder(deps: TradingDeps, input: OrderInput): CheckedOrder {
  const instrument = tradableInstrument(deps, input.symbol);
  const lots = validateLots(input.lots, instrument.maxLots);
  if (!lots.ok) throw refuse(lots.issues[0]);
  const leverage = validateLeverage(
    input.leverage,
    maxLeverageFor(deps.settings.profile, instrument),
  );
  if (!leverage.ok) throw refuse(leverage.issues[0]);
  const limitPrice =
    input.type === 'limit' ? optionalPrice(input.limitPrice, instrument.precision) : null;
  if (input.type === 'limit' && limitPrice === null) throw refusal('LIMIT_PRICE_REQUIRED');
  return {
    instrument,
    side: input.side,
    type: input.type,
    lots: lots.value,
    leverage: leverage.value,
    limitPrice,
    takeProfit: optionalPrice(input.takeProfit, instrument.precision),
    stopLoss: optionalPrice(input.stopLoss, instrument.precision),
  };
}

function latestQuote(deps: TradingDeps, symbol: string): FeedQuote {
  const quote = deps.market.latest(symbol);
  if (quote === undefined) throw refusal('QUOTE_UNAVAILABLE');
  return quote;
}

function conversionOrRefuse(deps: TradingDeps, currency: string) {
  const conversion = conversionFor(deps.market, currency);
  if (!conversion.ok) throw refuse(conversion.issues[0]);
  return conversion.value;
}

// ---------------------------------------------------------------- reads inside a decision

interface TraderState {
  positions: ReturnType<typeof valuePosition>[];
  pendingOrders: OrderRow[];
}

async function loadTrader(deps: TradingDeps, tx: Tx, userId: string): Promise<TraderState> {
  await lockTraderForDecision(tx, userId);
  const [positions, pendingOrders] = await Promise.all([
    listOpenPositionsOfUser(tx, userId),
    listPendingOrdersOfUser(tx, userId),
  ]);
  return { positions: positions.map((row) => valuePosition(deps.market, row)), pendingOrders };
}

/**
 * Locks the user's contract account and their shard of the fees and house accounts for the rest of
 * the transaction and reads the contract account's buckets (USD): what the decision is made against.
 */
async function lockContractAccount(
  tx: Tx,
  userId: string,
): Promise<{ available: Decimal; locked: Decimal }> {
  const balances = await lockBalances(tx, LEDGER_ACCOUNTS_OF(userId));
  return (
    balances.get(accountKey(contractUsd(userId))) ?? {
      available: new Decimal(0),
      locked: new Decimal(0),
    }
  );
}

/** The contract account's USD buckets as stored now (not locked: decisions re-read them under lock). */
export async function contractBalanceOf(
  db: DbOrTx,
  userId: string,
): Promise<{ available: Decimal; locked: Decimal }> {
  const usd = (await getContractBalances(db, userId)).find((b) => b.code === BASE_CURRENCY);
  return {
    available: parseDecimal(usd?.balance ?? '0'),
    locked: parseDecimal(usd?.lock_balance ?? '0'),
  };
}

function quoteColumns(quote: FeedQuote) {
  return { bid: quote.bid, ask: quote.ask, quotedAt: new Date(quote.ts), quoteSeq: quote.seq };
}

// ---------------------------------------------------------------- consent

export interface ConsentInput {
  /** The user ticked "I understand the risks" on the current warning. */
  accepted: boolean;
  answers: Record<string, string>;
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

// ---------------------------------------------------------------- open

export interface SubmitResult {
  order: OrderRow;
  position: PositionRow | null;
  fill: FillRow | null;
  replayed: boolean;
  changes: TradingChange[];
}

/**
 * Places an order. A market order (or a limit order already marketable) fills now at the opening
 * side of the current quote; a limit order otherwise rests with margin + open fee locked. TP/SL are
 * checked against the price it opens at (the limit price for a resting order) and the closing-side
 * price now (spec §5).
 */
export async function submitOrder(
  deps: TradingDeps,
  userId: string,
  input: OrderInput & { idempotencyKey: string | null; consent: ConsentInput | null },
): Promise<SubmitResult> {
  const order = checkOrder(deps, input);
  const quote = latestQuote(deps, order.instrument.symbol);
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

  return runLedgerTransaction(deps.db, async (tx) => {
    if (input.idempotencyKey !== null) {
      const earlier = await findOrderByIdempotencyKey(tx, userId, input.idempotencyKey);
      if (earlier !== null) return replayOf(tx, userId, earlier);
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
      createdAt: at,
    });
    const orderId = String(placed.id);

    if (!fillsNow) {
      const { available, locked } = await lockContractAccount(tx, userId);
      const summary = summarizeAccount(accountSnapshot({ available, locked, ...trader }));
      const reserve = computeOrderReserve({
        userId,
        orderId,
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
    }

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
  });
}

async function replayOf(tx: Tx, userId: string, order: OrderRow): Promise<SubmitResult> {
  const position =
    order.positionId === null ? null : await findPositionOfUser(tx, userId, order.positionId);
  return { order, position, fill: null, replayed: true, changes: [] };
}

/**
 * Fills `order` at the opening side of `quote`: posts position_open (releasing a limit order's
 * reserve), writes the position, the fill with its quote, and ends the order as filled.
 */
async function openPosition(
  deps: TradingDeps,
  tx: Tx,
  input: {
    userId: string;
    order: OrderRow;
    instrument: TradingInstrument;
    quote: FeedQuote;
    conversion: ReturnType<typeof conversionOrRefuse>;
    trader: TraderState;
    reserved: Decimal | null;
    cause: FillCause;
    afterRestart: boolean;
  },
): Promise<Omit<SubmitResult, 'replayed'>> {
  const { userId, order, instrument } = input;
  const fillPrice = openingPrice(order.side, coreQuote(input.quote));
  const at = deps.now();
  const { available, locked } = await lockContractAccount(tx, userId);
  // Free margin counts every pending reserve, this order's too; computeOpen adds this order's back.
  const summary = summarizeAccount(
    accountSnapshot({
      available,
      locked,
      positions: input.trader.positions,
      pendingOrders: input.trader.pendingOrders,
    }),
  );
  const decided = computeOpen({
    userId,
    orderId: String(order.id),
    instrument: {
      contractSize: parseDecimal(order.contractSize),
      feeRate: parseDecimal(order.feeRate),
    },
    side: order.side,
    lots: order.lots,
    leverage: order.leverage,
    fillPrice,
    conversion: input.conversion,
    account: { available, freeMargin: summary.freeMargin },
    reserved: input.reserved,
  });
  if (!decided.ok) throw refuse(decided.issues[0]);
  const opened = decided.value;
  const posted = await postJournal(tx, opened.entry, { at });
  const position = await insertPosition(tx, {
    userId,
    symbol: instrument.symbol,
    side: order.side,
    lots: order.lots,
    leverage: order.leverage,
    contractSize: order.contractSize,
    feeRate: order.feeRate,
    quoteCurrency: instrument.quote,
    openPrice: fillPrice.toFixed(),
    margin: toDecimalString(opened.margin),
    openFee: toDecimalString(opened.fee),
    takeProfit: order.takeProfit,
    stopLoss: order.stopLoss,
    status: 'open',
    openedAt: at,
  });
  const fill = await insertFill(tx, {
    userId,
    positionId: position.id,
    orderId: order.id,
    action: 'open',
    cause: input.cause,
    symbol: instrument.symbol,
    side: order.side,
    lots: order.lots,
    price: fillPrice.toFixed(),
    ...quoteColumns(input.quote),
    usdPair: input.conversion.via === 'usd' ? null : input.conversion.pair,
    usdRate: usdRateOf(input.conversion),
    fee: toDecimalString(opened.fee),
    realizedPnl: null,
    afterRestart: input.afterRestart,
    ledgerEntryId: posted.entryId,
    createdAt: at,
  });
  const filled = await endPendingOrder(tx, order.id, {
    status: 'filled',
    cancelCause: null,
    positionId: position.id,
    endedAt: at,
  });
  if (filled === null) throw new Error(`order ${order.id} was no longer pending at its fill`);
  return {
    order: filled,
    position,
    fill,
    changes: [{ kind: 'position_opened', position, fill, order: filled }],
  };
}

/**
 * The engine's call when a quote crosses a resting limit order. Fills it at that quote; when the
 * account can no longer pay the margin at the fill price, cancels it (reserve released) instead.
 * Answers null when the order is no longer pending (cancelled meanwhile).
 */
export async function fillRestingOrder(
  deps: TradingDeps,
  orderId: number,
  userId: string,
  quote: FeedQuote,
  afterRestart: boolean,
): Promise<TradingChange[] | null> {
  return runLedgerTransaction(deps.db, async (tx) => {
    const trader = await loadTrader(deps, tx, userId);
    const order = trader.pendingOrders.find((o) => o.id === orderId);
    if (order === undefined) return null;
    const instrument = deps.market.instrument(order.symbol);
    const conversion = instrument ? conversionFor(deps.market, instrument.quote) : null;
    const reserved = reserveOf(order);
    if (instrument === undefined || conversion === null || !conversion.ok)
      return [await releaseOrder(deps, tx, order, 'insufficient_margin')];
    try {
      const opened = await tx.transaction((inner) =>
        openPosition(deps, inner, {
          userId,
          order,
          instrument,
          quote,
          conversion: conversion.value,
          trader,
          reserved,
          cause: 'limit',
          afterRestart,
        }),
      );
      return opened.changes;
    } catch (error) {
      if (error instanceof BusinessError && error.reason === 'INSUFFICIENT_MARGIN')
        return [await releaseOrder(deps, tx, order, 'insufficient_margin')];
      throw error;
    }
  });
}

// ---------------------------------------------------------------- cancel

async function releaseOrder(
  deps: TradingDeps,
  tx: Tx,
  order: OrderRow,
  cause: 'user' | 'stop_out' | 'insufficient_margin',
): Promise<TradingChange> {
  const at = deps.now();
  const ended = await endPendingOrder(tx, order.id, {
    status: 'cancelled',
    cancelCause: cause,
    positionId: null,
    endedAt: at,
  });
  if (ended === null) throw refusal('ORDER_NOT_PENDING');
  const reserved = reserveOf(order);
  if (!reserved.isZero()) {
    // Cross-margin: a loss may have drawn on the locked pool, so release at most what is locked.
    const { locked } = await lockContractAccount(tx, order.userId);
    const release = computeOrderRelease({
      userId: order.userId,
      orderId: String(order.id),
      reserved: Decimal.min(reserved, locked),
    });
    if (release.postings.length > 0) await postJournal(tx, release, { at });
  }
  return { kind: 'order_ended', order: ended };
}

/** The user cancels their own pending order ("Revocation or not?"): its reserve is released. */
export async function cancelOrder(
  deps: TradingDeps,
  userId: string,
  orderId: number,
): Promise<TradingChange[]> {
  return runLedgerTransaction(deps.db, async (tx) => {
    await lockTraderForDecision(tx, userId);
    const order = await findOrderOfUser(tx, userId, orderId);
    if (order === null) throw refusal('ORDER_NOT_FOUND');
    if (order.status !== 'pending') throw refusal('ORDER_NOT_PENDING');
    return [await releaseOrder(deps, tx, order, 'user')];
  });
}

// ---------------------------------------------------------------- close

async function closeAt(
  deps: TradingDeps,
  tx: Tx,
  position: PositionRow,
  trader: TraderState,
  quote: FeedQuote,
  cause: FillCause,
  afterRestart: boolean,
): Promise<TradingChange | null> {
  const conversion = conversionOrRefuse(deps, position.quoteCurrency);
  const closePrice = closingPrice(position.side, coreQuote(quote));
  const at = deps.now();
  const pendingReserved = pendingReservedOf(trader.pendingOrders);
  const { available, locked } = await lockContractAccount(tx, position.userId);
  const close = computeClose({
    userId: position.userId,
    positionId: String(position.id),
    instrument: {
      contractSize: parseDecimal(position.contractSize),
      feeRate: parseDecimal(position.feeRate),
    },
    position: {
      side: position.side,
      lots: position.lots,
      openPrice: parseDecimal(position.openPrice),
      margin: parseDecimal(position.margin),
    },
    closePrice,
    conversion,
    account: { available, locked, pendingReserved },
  });
  const posted = await postJournal(tx, close.entry, { at });
  const closed = await closeOpenPosition(tx, position.id, {
    closedAt: at,
    closePrice: closePrice.toFixed(),
    closeCause: cause,
    closeFee: toDecimalString(close.fee),
    realizedPnl: toDecimalString(close.realizedPnl),
  });
  // Another close won the race after we read the position: undo ours by failing the transaction.
  if (closed === null) throw refusal('POSITION_NOT_OPEN');
  const fill = await insertFill(tx, {
    userId: position.userId,
    positionId: position.id,
    orderId: null,
    action: 'close',
    cause,
    symbol: position.symbol,
    side: position.side,
    lots: position.lots,
    price: closePrice.toFixed(),
    ...quoteColumns(quote),
    usdPair: conversion.via === 'usd' ? null : conversion.pair,
    usdRate: usdRateOf(conversion),
    fee: toDecimalString(close.fee),
    realizedPnl: toDecimalString(close.realizedPnl),
    houseCover: toDecimalString(close.houseCover),
    afterRestart,
    ledgerEntryId: posted.entryId,
    createdAt: at,
  });
  return { kind: 'position_closed', position: closed, fill };
}

/** The user closes their whole position at the current quote ("Close Position?"). */
export async function closePosition(
  deps: TradingDeps,
  userId: string,
  positionId: number,
): Promise<TradingChange[]> {
  return runLedgerTransaction(deps.db, async (tx) => {
    const trader = await loadTrader(deps, tx, userId);
    const position = trader.positions.find((p) => p.row.id === positionId)?.row;
    if (position === undefined) {
      const any = await findPositionOfUser(tx, userId, positionId);
      throw refusal(any === null ? 'POSITION_NOT_FOUND' : 'POSITION_NOT_OPEN');
    }
    const quote = latestQuote(deps, position.symbol);
    const change = await closeAt(deps, tx, position, trader, quote, 'user', false);
    return change ? [change] : [];
  });
}

/**
 * The engine's call when a quote crosses a position's TP or SL: closes it at that quote. Null when
 * the position is no longer open (closed by the user, the other trigger or a stop-out first).
 */
export async function closeByTrigger(
  deps: TradingDeps,
  positionId: number,
  userId: string,
  cause: 'take_profit' | 'stop_loss',
  quote: FeedQuote,
  afterRestart: boolean,
): Promise<TradingChange[] | null> {
  return runLedgerTransaction(deps.db, async (tx) => {
    const trader = await loadTrader(deps, tx, userId);
    const position = trader.positions.find((p) => p.row.id === positionId)?.row;
    if (position === undefined) return null;
    const change = await closeAt(deps, tx, position, trader, quote, cause, afterRestart);
    return change ? [change] : null;
  });
}

// ---------------------------------------------------------------- TP / SL

/** Sets, changes or removes (null) TP and SL of the user's open position (spec §5). */
export async function setStops(
  deps: TradingDeps,
  userId: string,
  positionId: number,
  input: { takeProfit: string | null; stopLoss: string | null },
): Promise<TradingChange[]> {
  return runLedgerTransaction(deps.db, async (tx) => {
    await lockTraderForDecision(tx, userId);
    const position = await findPositionOfUser(tx, userId, positionId);
    if (position === null) throw refusal('POSITION_NOT_FOUND');
    if (position.status !== 'open') throw refusal('POSITION_NOT_OPEN');
    const instrument = deps.market.instrument(position.symbol);
    const precision = instrument?.precision ?? 8;
    const takeProfit = optionalPrice(input.takeProfit, precision);
    const stopLoss = optionalPrice(input.stopLoss, precision);
    const quote = coreQuote(latestQuote(deps, position.symbol));
    const checked = validateTakeProfitStopLoss({
      side: position.side,
      openPrice: parseDecimal(position.openPrice),
      currentPrice: closingPrice(position.side, quote),
      takeProfit,
      stopLoss,
    });
    if (!checked.ok) throw refuse(checked.issues[0]);
    const updated = await setPositionStops(tx, userId, positionId, {
      takeProfit: takeProfit?.toFixed() ?? null,
      stopLoss: stopLoss?.toFixed() ?? null,
    });
    if (updated === null) throw refusal('POSITION_NOT_OPEN');
    return [{ kind: 'stops_changed', position: updated }];
  });
}

// ---------------------------------------------------------------- stop-out

/**
 * Stop-out (design §5): when the margin level is at or below the stop-out level, cancel every
 * pending order, then close the most unprofitable position one at a time at its latest quote until
 * the level is above it. One transaction under the trader's lock; re-planned from fresh figures
 * after each close, so what is closed follows the same quotes the fills record.
 */
export async function runStopOut(
  deps: TradingDeps,
  userId: string,
  afterRestart: boolean,
): Promise<TradingChange[]> {
  return runLedgerTransaction(deps.db, async (tx) => {
    const changes: TradingChange[] = [];
    let trader = await loadTrader(deps, tx, userId);
    for (let guard = 0; guard < 1000; guard += 1) {
      const { available, locked } = await contractBalanceOf(tx, userId);
      const plan = planStopOut({
        balance: available.plus(locked),
        positions: trader.positions.filter((p) => !p.stale).map(stopOutPositionOf),
        pendingOrderIds: trader.pendingOrders.map((o) => String(o.id)),
        stopOutLevel: deps.settings.stopOutLevel,
      });
      const step = plan.steps[0];
      if (!plan.triggered || step === undefined) break;
      if (step.action === 'cancel_order') {
        for (const order of trader.pendingOrders)
          changes.push(await releaseOrder(deps, tx, order, 'stop_out'));
      } else {
        const position = trader.positions.find((p) => String(p.row.id) === step.positionId)?.row;
        const quote = position ? deps.market.latest(position.symbol) : undefined;
        if (position === undefined || quote === undefined) break;
        const change = await closeAt(deps, tx, position, trader, quote, 'stop_out', afterRestart);
        if (change) changes.push(change);
      }
      trader = {
        positions: (await listOpenPositionsOfUser(tx, userId)).map((row) =>
          valuePosition(deps.market, row),
        ),
        pendingOrders: await listPendingOrdersOfUser(tx, userId),
      };
    }
    return changes;
  });
}

// ---------------------------------------------------------------- preview

/** `lever/deal`: what the order would cost and do now, without placing it. */
export async function preview(
  deps: TradingDeps,
  userId: string,
  input: OrderInput,
): Promise<OrderPreview & { quote: FeedQuote }> {
  const instrument = tradableInstrument(deps, input.symbol);
  const feedQuote = latestQuote(deps, instrument.symbol);
  const quote = coreQuote(feedQuote);
  const conversion = conversionOrRefuse(deps, instrument.quote);
  const limitPrice =
    input.type === 'limit' ? optionalPrice(input.limitPrice, instrument.precision) : null;
  const [positions, pendingOrders, balance] = await Promise.all([
    listOpenPositionsOfUser(deps.db, userId),
    listPendingOrdersOfUser(deps.db, userId),
    contractBalanceOf(deps.db, userId),
  ]);
  const result = previewOrder({
    instrument,
    profile: deps.settings.profile,
    side: input.side,
    type: input.type,
    lots: input.lots,
    leverage: input.leverage,
    limitPrice,
    quote,
    conversion,
    account: accountSnapshot({
      ...balance,
      positions: positions.map((row) => valuePosition(deps.market, row)),
      pendingOrders,
    }),
    stopOutLevel: deps.settings.stopOutLevel,
  });
  if (!result.ok) throw refuse(result.issues[0]);
  return { ...result.value, quote: feedQuote };
}
