import {
  type AccountSnapshot,
  Decimal,
  type Quote,
  type StopOutPosition,
  type UsdConversion,
  closingPrice,
  feeUsd,
  floatingPnl,
  marginLevelAtOrBelow,
  notionalValue,
  parseDecimal,
  summarizeAccount,
  toUsd,
} from '@waihui/core';
import {
  type QuoteReader,
  type TradingMarket,
  conversionFor,
  coreQuote,
  latestQuoteReader,
} from './trading.market';
import type { OrderRow, PositionRow } from './trading.repository';

/*
 * Live figures of positions: floating PnL (USD, on the closing side of the latest quote, converted at
 * the current mid) and the account snapshot the core's margin rules take. A position whose quote or
 * conversion is missing (before the feed's first tick) counts with zero PnL and is marked `stale`.
 * The decimal stop-out check below (the monitor before trading.margin-book.ts, which
 * bench/trading-valuation.ts times beside it) parses what it needs once: a position's terms when the
 * account is read, each quote once per new quote.
 */

/** A position's terms as Decimals, parsed once from the row's decimal strings. */
export interface PositionTerms {
  row: PositionRow;
  /** Base units per lot. */
  contractSize: Decimal;
  /** Quote currency. */
  openPrice: Decimal;
  /** USD, fixed at the fill. */
  margin: Decimal;
  /** Fraction of the notional. */
  feeRate: Decimal;
}

export function positionTermsOf(row: PositionRow): PositionTerms {
  return {
    row,
    contractSize: parseDecimal(row.contractSize),
    openPrice: parseDecimal(row.openPrice),
    margin: parseDecimal(row.margin),
    feeRate: parseDecimal(row.feeRate),
  };
}

/**
 * The latest quotes, each parsed once: a parse is reused while the feed's bid and ask strings are
 * the ones it was made from, so a tick of one instrument costs one parse however many positions are
 * valued on it. Exact by construction (the strings decide), so it never serves a stale quote.
 */
export class ParsedQuotes {
  private readonly parsed = new Map<string, { bid: string; ask: string; quote: Quote }>();

  constructor(private readonly market: TradingMarket) {}

  readonly read: QuoteReader = (symbol) => {
    const latest = this.market.latest(symbol);
    if (latest === undefined) return undefined;
    const cached = this.parsed.get(symbol);
    if (cached !== undefined && cached.bid === latest.bid && cached.ask === latest.ask)
      return cached.quote;
    const quote = coreQuote(latest);
    this.parsed.set(symbol, { bid: latest.bid, ask: latest.ask, quote });
    return quote;
  };
}

/** Floating PnL now (USD, roundHalfEven8) and the quote and conversion it is on; null when stale. */
function valueNow(
  market: TradingMarket,
  terms: PositionTerms,
  read: QuoteReader,
): { quote: Quote; conversion: UsdConversion; pnl: Decimal } | null {
  const quote = read(terms.row.symbol);
  if (quote === undefined) return null;
  const conversion = conversionFor(market, terms.row.quoteCurrency, read);
  if (!conversion.ok) return null;
  const pnl = floatingPnl({
    side: terms.row.side,
    lots: terms.row.lots,
    contractSize: terms.contractSize,
    openPrice: terms.openPrice,
    quote,
    conversion: conversion.value,
  });
  return { quote, conversion: conversion.value, pnl };
}

export interface ValuedPosition {
  row: PositionRow;
  /** Closing-side price now (a long's bid, a short's ask); null without a quote. */
  currentPrice: Decimal | null;
  /** USD, roundHalfEven8; negative is a loss. */
  floatingPnl: Decimal;
  /** What closing now would charge (USD, roundHalfEven8). */
  closeFee: Decimal;
  stale: boolean;
}

export function valuePosition(
  market: TradingMarket,
  row: PositionRow,
  read: QuoteReader = latestQuoteReader(market),
): ValuedPosition {
  const terms = positionTermsOf(row);
  const now = valueNow(market, terms, read);
  if (now === null)
    return {
      row,
      currentPrice: null,
      floatingPnl: new Decimal(0),
      closeFee: new Decimal(0),
      stale: true,
    };
  const currentPrice = closingPrice(row.side, now.quote);
  const closeFee = feeUsd(
    toUsd(notionalValue(row.lots, terms.contractSize, currentPrice), now.conversion),
    terms.feeRate,
  );
  return { row, currentPrice, floatingPnl: now.pnl, closeFee, stale: false };
}

/** What a resting order keeps locked: its margin plus its open fee (USD). */
export function reserveOf(order: OrderRow): Decimal {
  return parseDecimal(order.reservedMargin).plus(parseDecimal(order.reservedFee));
}

/** The reserves of all the user's resting orders (USD): part of `locked`, not used margin. */
export function pendingReservedOf(orders: readonly OrderRow[]): Decimal {
  return orders.reduce((sum, order) => sum.plus(reserveOf(order)), new Decimal(0));
}

/** The contract account as core's margin rules see it; `balance` = available + locked (USD). */
export function accountSnapshot(input: {
  available: Decimal;
  locked: Decimal;
  positions: readonly ValuedPosition[];
  pendingOrders: readonly OrderRow[];
}): AccountSnapshot & { available: Decimal } {
  return {
    available: input.available,
    balance: input.available.plus(input.locked),
    positions: input.positions.map((p) => ({
      margin: parseDecimal(p.row.margin),
      floatingPnl: p.floatingPnl,
    })),
    pendingReserved: pendingReservedOf(input.pendingOrders),
  };
}

export function stopOutPositionOf(position: ValuedPosition): StopOutPosition {
  return {
    id: String(position.row.id),
    margin: parseDecimal(position.row.margin),
    floatingPnl: position.floatingPnl,
    closeFee: position.closeFee,
  };
}

// ---------------------------------------------------------------- the decimal stop-out check

/** An account as the stop-out monitor keeps it between reads: everything parsed once (USD). */
export interface MonitoredAccount {
  /** available + locked. */
  balance: Decimal;
  pendingReserved: Decimal;
  positions: readonly PositionTerms[];
}

export function monitoredAccountOf(input: {
  available: Decimal;
  locked: Decimal;
  positions: readonly PositionRow[];
  pendingOrders: readonly OrderRow[];
}): MonitoredAccount {
  return {
    balance: input.available.plus(input.locked),
    pendingReserved: pendingReservedOf(input.pendingOrders),
    positions: input.positions.map(positionTermsOf),
  };
}

/**
 * Whether the account's margin level is at or below `level` (%) on the latest quotes: core's
 * summary of the same figures `accountSnapshot` gives (a stale position counts with zero PnL),
 * without parsing a string. The monitor's pre-check; the stop-out re-checks under lock.
 */
export function atOrBelowMarginLevel(
  market: TradingMarket,
  account: MonitoredAccount,
  read: QuoteReader,
  level: Decimal,
): boolean {
  const summary = summarizeAccount({
    balance: account.balance,
    positions: account.positions.map((terms) => ({
      margin: terms.margin,
      floatingPnl: valueNow(market, terms, read)?.pnl ?? new Decimal(0),
    })),
    pendingReserved: account.pendingReserved,
  });
  return marginLevelAtOrBelow(summary.equity, summary.usedMargin, level);
}
