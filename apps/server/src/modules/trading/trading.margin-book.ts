import {
  type Decimal,
  type HeapNode,
  type LevelInUnits,
  type MarginState,
  type PositionInUnits,
  BASE_CURRENCY,
  LEDGER_PLACES,
  TickHeap,
  decimalToUnits,
  levelInUnits,
  levelSlack,
  marginStateInUnits,
  pnlRangeInUnits,
  positionInUnits,
  scaledInteger,
  usdPairSymbols,
} from '@waihui/core';
import type { TradingMarket } from './trading.market';
import type { PositionRow } from './trading.repository';

/*
 * The incremental margin monitor (docs/trading.md "Stop-out monitor"). Per account it keeps the
 * balance, used margin and every position in integers (core margin-units.ts: ticks, 10^-8 USD
 * ledger units), parsed once when the account is read; per instrument, the latest bid and ask in
 * ticks. A quote never revalues the accounts that hold its instrument. Instead each account has a
 * box of prices around the quotes it was last valued on — per instrument it depends on (its
 * positions' own and their conversion pairs'), bid and ask ± w ticks, w = price / 2^k with one k
 * per account — inside which its margin state (healthy, margin call, stop-out) provably cannot
 * change: core's pnlRangeInUnits bounds every position's PnL over the box, and the bound on equity
 * stays on the same side of the levels. The box's edges are keys in per-instrument heaps (a long
 * watches its bid falling below the box, a short its ask rising above it, a conversion pair its
 * bid + ask either way; a margin-call account also the way back up), like the trigger book's
 * levels. A quote pops only the keys it crosses; those accounts alone are valued exactly and get a
 * new box (the largest k-step box that still holds, binary search over k). Several instruments need
 * no care beyond this: the box is a product over all of them, so a move in one only pops that
 * one's keys, and the re-box takes every other instrument's current quote.
 * Accounts at or below stop-out are boxed the other way (the box in which they stay there) and are
 * also listed on each instrument they hold or convert through: every quote of those reports them
 * again without valuing them (the engine retries their stop-out, as before).
 * An instrument without a quote yet counts as zero PnL (core's stale rule) and lists the account
 * as waiting for it; its first quote re-values them.
 */

type HeapName = 'bidFalls' | 'bidRises' | 'askFalls' | 'askRises' | 'midFalls' | 'midRises';
const HEAP_NAMES: readonly HeapName[] = [
  'bidFalls',
  'bidRises',
  'askFalls',
  'askRises',
  'midFalls',
  'midRises',
];

/** A latest quote in ticks. */
interface Ticks {
  bid: number;
  ask: number;
}

interface Leg {
  symbol: string;
  quoteCurrency: string;
  terms: PositionInUnits;
}

interface Account {
  userId: string;
  /** Balance and positions as read, to skip a re-read that changed nothing. */
  signature: string;
  /** available + locked, ledger units. */
  balance: bigint;
  /** Sum of the positions' margins, ledger units. */
  usedMargin: bigint;
  legs: Leg[];
  state: MarginState;
  /** Its box edges, in the instruments' heaps. */
  nodes: Node[];
  /** Instruments whose `due` or `waiting` list it is on. */
  listedOn: InstrumentIndex[];
  /** Index in BOX_SHIFTS of its last box: the next search starts there. */
  boxAt: number;
}

interface Node extends HeapNode {
  account: Account;
  heap: TickHeap<Node>;
}

/**
 * One instrument's keys. Falls heaps hold −(edge − 1) and rises heaps edge + 1, so a heap pops
 * while its top key ≤ (−)price: the first price outside the box.
 */
interface InstrumentIndex {
  heaps: Record<HeapName, TickHeap<Node>>;
  /** At or below stop-out, depending on this instrument: valued on each of its quotes. */
  due: Set<Account>;
  /** Depending on this instrument before its first quote. */
  waiting: Set<Account>;
}

/** An account whose state a quote changed, or that is at or below stop-out after it. */
export interface MarginCrossing {
  userId: string;
  state: MarginState;
}

/** Exact figures of an account on the latest quotes (ledger units: 10^-8 USD). */
export interface MarginFigures {
  equity: bigint;
  usedMargin: bigint;
  state: MarginState;
}

/**
 * Box half-widths tried, as price / 2^k; the last (no width) always holds. From k = 1 (half the
 * price): an account far from both levels keeps one box through any ordinary day's moves.
 */
const BOX_SHIFTS: readonly number[] = [
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  16,
  17,
  18,
  19,
  20,
  Number.POSITIVE_INFINITY,
];

/** How a leg's quote currency converts now: a pair's symbol and how, or not at all (zero PnL). */
type Conversion =
  | { via: 'usd' }
  | { via: 'multiply' | 'divide'; symbol: string; precision: number }
  | { via: 'none' };

export class MarginBook {
  private readonly prices = new Map<string, Ticks>();
  private readonly indexes = new Map<string, InstrumentIndex>();
  private readonly accounts = new Map<string, Account>();
  /**
   * Each quote currency's conversion now and the pairs it waits for, worked out once until a quote
   * could change them (a pair's first quote, its bid + ask reaching or leaving zero).
   */
  private readonly conversions = new Map<string, { conversion: Conversion; waitFor: string[] }>();
  private readonly levels: { marginCall: LevelInUnits; stopOut: LevelInUnits };
  private seq = 0;
  /** Accounts valued exactly so far (each track and each box left): the monitor's work. */
  valuations = 0;

  constructor(
    private readonly market: Pick<TradingMarket, 'instrument' | 'latest'>,
    levels: { marginCall: Decimal; stopOut: Decimal },
  ) {
    this.levels = {
      marginCall: levelInUnits(levels.marginCall),
      stopOut: levelInUnits(levels.stopOut),
    };
  }

  get size(): number {
    return this.accounts.size;
  }

  /**
   * An account as just read (after each change and each periodic re-read): balance = available +
   * locked (USD), its open positions. Unchanged figures keep their box; otherwise the account is
   * valued and boxed anew. No positions: not monitored.
   */
  track(userId: string, balance: Decimal, positions: readonly PositionRow[]): void {
    if (positions.length === 0) {
      this.untrack(userId);
      return;
    }
    const signature = `${balance.toFixed()}|${positions.map((p) => `${p.id}:${p.lots}`).join(',')}`;
    const known = this.accounts.get(userId);
    if (known?.signature === signature) return;
    if (known !== undefined) this.unplace(known);
    const legs = positions.map((p) => this.legOf(p));
    for (const leg of legs) this.seed(leg);
    const account: Account = {
      userId,
      signature,
      balance: scaledInteger(balance, LEDGER_PLACES),
      usedMargin: legs.reduce((sum, leg) => sum + leg.terms.margin, 0n),
      legs,
      state: 'no_positions',
      nodes: [],
      listedOn: [],
      boxAt: 0,
    };
    this.accounts.set(userId, account);
    this.place(account);
  }

  untrack(userId: string): void {
    const account = this.accounts.get(userId);
    if (account === undefined) return;
    this.unplace(account);
    this.accounts.delete(userId);
  }

  state(userId: string): MarginState | undefined {
    return this.accounts.get(userId)?.state;
  }

  /** Equity, used margin and state now, valued exactly (tests, diagnostics; not the tick path). */
  figures(userId: string): MarginFigures | undefined {
    const account = this.accounts.get(userId);
    if (account === undefined) return undefined;
    const equity = this.equityRange(account, Number.POSITIVE_INFINITY).min;
    return { equity, usedMargin: account.usedMargin, state: account.state };
  }

  /**
   * A quote (bid and ask in ticks): pops the box edges it crosses and values those accounts, the
   * ones at stop-out depending on it, and (on its first quote) the ones waiting for it. Returns
   * each of those now at stop-out or whose state changed.
   */
  quote(symbol: string, bid: number, ask: number): MarginCrossing[] {
    const before = this.prices.get(symbol);
    const first = before === undefined;
    if (first || before.bid + before.ask <= 0 !== bid + ask <= 0) this.conversions.clear();
    this.prices.set(symbol, { bid, ask });
    const index = this.indexes.get(symbol);
    if (index === undefined) return [];
    const touched = new Set<Account>();
    if (first) for (const account of index.waiting) touched.add(account);
    const { heaps } = index;
    popWhile(heaps.bidFalls, -bid, touched);
    popWhile(heaps.bidRises, bid, touched);
    popWhile(heaps.askFalls, -ask, touched);
    popWhile(heaps.askRises, ask, touched);
    popWhile(heaps.midFalls, -(bid + ask), touched);
    popWhile(heaps.midRises, bid + ask, touched);
    const crossings: MarginCrossing[] = [];
    for (const account of index.due)
      if (!touched.has(account)) crossings.push({ userId: account.userId, state: 'stop_out' });
    for (const account of touched) {
      const before = account.state;
      this.unplace(account);
      this.place(account);
      if (account.state === 'stop_out' || account.state !== before)
        crossings.push({ userId: account.userId, state: account.state });
    }
    return crossings;
  }

  // ---------------------------------------------------------------- valuing and boxing

  private legOf(row: PositionRow): Leg {
    const precision = this.market.instrument(row.symbol)?.precision ?? 0;
    return {
      symbol: row.symbol,
      quoteCurrency: row.quoteCurrency,
      terms: positionInUnits({
        side: row.side,
        lots: row.lots,
        contractSize: row.contractSize,
        openPrice: row.openPrice,
        precision,
        margin: row.margin,
      }),
    };
  }

  /** First sight of an instrument: its latest quote from the feed (parsed here, not per tick). */
  private seed(leg: Leg): void {
    const symbols =
      leg.quoteCurrency === BASE_CURRENCY
        ? [leg.symbol]
        : [leg.symbol, ...usdPairSymbols(leg.quoteCurrency)];
    for (const symbol of symbols) {
      const instrument = this.market.instrument(symbol);
      const latest = this.market.latest(symbol);
      if (instrument === undefined || latest === undefined || this.prices.has(symbol)) continue;
      this.quote(
        symbol,
        decimalToUnits(latest.bid, instrument.precision),
        decimalToUnits(latest.ask, instrument.precision),
      );
    }
  }

  private conversionOf(currency: string): Conversion {
    return this.conversionOfCurrency(currency).conversion;
  }

  private conversionOfCurrency(currency: string): { conversion: Conversion; waitFor: string[] } {
    let known = this.conversions.get(currency);
    if (known === undefined) {
      const waitFor = new Set<string>();
      known = { conversion: this.findConversion(currency, waitFor), waitFor: [...waitFor] };
      this.conversions.set(currency, known);
    }
    return known;
  }

  /** conversion.ts findUsdConversion on the book's quotes: the first pair with a quote decides. */
  private findConversion(currency: string, waitFor: Set<string>): Conversion {
    if (currency === BASE_CURRENCY) return { via: 'usd' };
    for (const symbol of usdPairSymbols(currency)) {
      const instrument = this.market.instrument(symbol);
      if (instrument === undefined) continue;
      const ticks = this.prices.get(symbol);
      if (ticks === undefined) {
        waitFor.add(symbol);
        continue;
      }
      if (ticks.bid + ticks.ask <= 0) return { via: 'none' };
      if (instrument.base === currency && instrument.quote === BASE_CURRENCY)
        return { via: 'multiply', symbol, precision: instrument.precision };
      if (instrument.base === BASE_CURRENCY && instrument.quote === currency)
        return { via: 'divide', symbol, precision: instrument.precision };
      return { via: 'none' };
    }
    return { via: 'none' };
  }

  /** The least and greatest equity (ledger units) while every quote stays in the box of `shift`. */
  private equityRange(account: Account, shift: number): { min: bigint; max: bigint } {
    let min = account.balance;
    let max = account.balance;
    for (const leg of account.legs) {
      const own = this.prices.get(leg.symbol);
      const conversion = this.conversionOf(leg.quoteCurrency);
      if (own === undefined || conversion.via === 'none') continue;
      const w = BigInt(widthOf(own.bid, shift));
      const close = BigInt(leg.terms.side === 'long' ? own.bid : own.ask);
      let range: { min: bigint; max: bigint };
      if (conversion.via === 'usd') {
        range = pnlRangeInUnits(leg.terms, close - w, close + w, conversion);
      } else {
        const pair = this.prices.get(conversion.symbol)!;
        const midTwice = BigInt(pair.bid + pair.ask);
        const pw = BigInt(2 * widthOf(pair.bid, shift));
        range = pnlRangeInUnits(leg.terms, close - w, close + w, {
          via: conversion.via,
          midTwiceLo: midTwice - pw < 1n ? 1n : midTwice - pw,
          midTwiceHi: midTwice + pw,
          precision: conversion.precision,
        });
      }
      min += range.min;
      max += range.max;
    }
    return { min, max };
  }

  /** Whether the state holds everywhere in the box of `shift`. */
  private holds(account: Account, shift: number): boolean {
    const { min, max } = this.equityRange(account, shift);
    const { marginCall, stopOut } = this.levels;
    if (account.state === 'healthy') return levelSlack(min, account.usedMargin, marginCall) > 0n;
    if (account.state === 'stop_out') return levelSlack(max, account.usedMargin, stopOut) <= 0n;
    return (
      levelSlack(min, account.usedMargin, stopOut) > 0n &&
      levelSlack(max, account.usedMargin, marginCall) <= 0n
    );
  }

  /** Values the account exactly, then boxes it (or lists it as due) and lists what it waits for. */
  private place(account: Account): void {
    const waitFor = new Set<string>();
    for (const leg of account.legs) {
      if (!this.prices.has(leg.symbol)) waitFor.add(leg.symbol);
      for (const symbol of this.conversionOfCurrency(leg.quoteCurrency).waitFor)
        waitFor.add(symbol);
    }
    for (const symbol of waitFor) this.list(account, symbol, 'waiting');
    this.valuations += 1;
    const equity = this.equityRange(account, Number.POSITIVE_INFINITY).min;
    account.state = marginStateInUnits(equity, account.usedMargin, this.levels);
    if (account.state === 'no_positions') return;
    if (account.state === 'stop_out')
      for (const symbol of this.dependencies(account)) this.list(account, symbol, 'due');
    this.box(account, BOX_SHIFTS[(account.boxAt = this.largestBox(account))]!);
  }

  /**
   * Index in BOX_SHIFTS of the largest box in which the state holds (the point box, last, always
   * does; a smaller box holds whenever a larger one does). Starts at the account's last box, a step
   * larger, then searches the side it falls on.
   */
  private largestBox(account: Account): number {
    const last = BOX_SHIFTS.length - 1;
    const at = Math.min(account.boxAt, last);
    let lo: number;
    let hi: number;
    if (at > 0 && this.holds(account, BOX_SHIFTS[at - 1]!)) [lo, hi] = [0, at - 1];
    else if (this.holds(account, BOX_SHIFTS[at]!)) return at;
    else [lo, hi] = [at + 1, last];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.holds(account, BOX_SHIFTS[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** The instruments it holds and the pairs converting them now: their quotes retry a stop-out. */
  private dependencies(account: Account): Set<string> {
    const symbols = new Set<string>();
    for (const leg of account.legs) {
      symbols.add(leg.symbol);
      const conversion = this.conversionOf(leg.quoteCurrency);
      if (conversion.via === 'multiply' || conversion.via === 'divide')
        symbols.add(conversion.symbol);
    }
    return symbols;
  }

  /** Puts the edges of the account's box of `shift` in the heaps, each (instrument, heap) once. */
  private box(account: Account, shift: number): void {
    // Which way a price may leave the box: towards a lower level (down) unless at stop-out,
    // back up unless healthy.
    const down = account.state !== 'stop_out';
    const up = account.state !== 'healthy';
    // Each (instrument, heap) once: a few legs, so a list searched beats a map keyed by strings.
    const edges: { symbol: string; heap: HeapName; key: number }[] = [];
    const edge = (symbol: string, heap: HeapName, key: number) => {
      const known = edges.find((e) => e.heap === heap && e.symbol === symbol);
      if (known === undefined) edges.push({ symbol, heap, key });
      else known.key = key;
    };
    for (const leg of account.legs) {
      const own = this.prices.get(leg.symbol);
      const conversion = this.conversionOf(leg.quoteCurrency);
      if (own === undefined || conversion.via === 'none') continue;
      const w = widthOf(own.bid, shift);
      if (leg.terms.side === 'long') {
        if (down) edge(leg.symbol, 'bidFalls', -(own.bid - w - 1));
        if (up) edge(leg.symbol, 'bidRises', own.bid + w + 1);
      } else {
        if (down) edge(leg.symbol, 'askRises', own.ask + w + 1);
        if (up) edge(leg.symbol, 'askFalls', -(own.ask - w - 1));
      }
      if (conversion.via !== 'usd') {
        const pair = this.prices.get(conversion.symbol)!;
        const pw = 2 * widthOf(pair.bid, shift);
        edge(conversion.symbol, 'midFalls', -(pair.bid + pair.ask - pw - 1));
        edge(conversion.symbol, 'midRises', pair.bid + pair.ask + pw + 1);
      }
    }
    for (const { symbol, heap: name, key } of edges) {
      const heap = this.indexOf(symbol).heaps[name];
      const node: Node = { account, heap, key, seq: this.seq++, index: -1 };
      heap.push(node);
      account.nodes.push(node);
    }
  }

  private list(account: Account, symbol: string, list: 'due' | 'waiting'): void {
    const index = this.indexOf(symbol);
    index[list].add(account);
    account.listedOn.push(index);
  }

  /** Takes the account's edges out of the heaps and its name off every list. */
  private unplace(account: Account): void {
    for (const node of account.nodes) if (node.index >= 0) node.heap.remove(node);
    account.nodes = [];
    for (const index of account.listedOn) {
      index.due.delete(account);
      index.waiting.delete(account);
    }
    account.listedOn = [];
  }

  private indexOf(symbol: string): InstrumentIndex {
    let index = this.indexes.get(symbol);
    if (index === undefined) {
      const heaps = Object.fromEntries(HEAP_NAMES.map((name) => [name, new TickHeap<Node>()]));
      index = {
        heaps: heaps as Record<HeapName, TickHeap<Node>>,
        due: new Set(),
        waiting: new Set(),
      };
      this.indexes.set(symbol, index);
    }
    return index;
  }
}

function popWhile(heap: TickHeap<Node>, key: number, out: Set<Account>): void {
  for (let top = heap.peek(); top !== undefined && top.key <= key; top = heap.peek()) {
    heap.pop();
    out.add(top.account);
  }
}

/** Half-width of a box (ticks) on an instrument bid at `bid` ticks: bid / 2^shift, 0 for the point box. */
function widthOf(bid: number, shift: number): number {
  if (shift === Number.POSITIVE_INFINITY) return 0;
  // bid >> shift on a safe integer: dividing by a power of two is exact, floor rounds as >> does.
  return Math.floor(bid / 2 ** shift);
}
