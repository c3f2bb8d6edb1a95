/**
 * Stop-out monitor benchmark, part (c) of `npm run bench:trading` (not a test; prints, never fails
 * on speed): `tsx bench/trading-valuation.ts [--accounts 10000 --positions 5 --monitor-quotes 300]`.
 *
 * The engine revalues every account holding the instrument of each quote (trading.engine.ts,
 * `stopOutDue`). Per quote, for every holder, it measures side by side in one run:
 *  - parsing: each position's decimal strings (contract size, open price, margin, fee rate) and each
 *    quote parsed again, as `valuePosition` + `accountSnapshot` + `summarizeAccount` do for a request;
 *  - cached: the terms parsed once when the account is read (`monitoredAccountOf`) and each quote
 *    once per new quote (`ParsedQuotes`), valued by `atOrBelowMarginLevel`, as the engine does now.
 * Both must answer the same for every account (checked). Instruments: 26 USD-quoted, plus USDJPY,
 * GBPUSD, EURGBP and JP225, so JPY and GBP positions convert through another pair's mid.
 */
import { parseArgs } from 'node:util';
import { Decimal, createSeededRandom, marginLevelAtOrBelow, summarizeAccount } from '@waihui/core';
import {
  type FeedQuote,
  type MonitoredAccount,
  type PositionRow,
  type TradingInstrument,
  type TradingMarket,
  ParsedQuotes,
  accountSnapshot,
  atOrBelowMarginLevel,
  monitoredAccountOf,
  valuePosition,
} from '../apps/server/src/modules/trading';
import { openPositionRow } from '../apps/server/src/modules/trading/trading.position-row.fixtures';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '10000' },
    positions: { type: 'string', default: '5' },
    'monitor-quotes': { type: 'string', default: '300' },
  },
});
const ACCOUNTS = Number(values.accounts);
const POSITIONS = Number(values.positions);
const QUOTES = Number(values['monitor-quotes']);
const random = createSeededRandom(20261124);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random.next() * list.length)]!;

interface Sim {
  instrument: TradingInstrument;
  /** Bid in ticks (integer); ask = bid + spread. */
  bid: number;
  spread: number;
}

/** Integer ticks → the feed's decimal string at `precision` places (no floats). */
function ticksToString(ticks: number, precision: number): string {
  const digits = String(ticks).padStart(precision + 1, '0');
  return `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

function instrument(symbol: string, base: string, quote: string, precision: number): Sim {
  const ticks = Math.round(10 ** (precision + 1 + random.next() * 3));
  return {
    instrument: {
      symbol,
      category: 'forex',
      base,
      quote,
      precision,
      contractSize: new Decimal(precision >= 4 ? 1000 : 1),
      feeRate: new Decimal('0.0005'),
      maxLeverage: 100,
      maxLots: 1000,
      allowsContract: true,
    },
    bid: ticks,
    spread: 2 + 2 * Math.floor(random.next() * 5),
  };
}

const sims = [
  ...Array.from({ length: 26 }, (_, i) => instrument(`I${i}`, `I${i}`, 'USD', 2)),
  instrument('USDJPY', 'USD', 'JPY', 3),
  instrument('GBPUSD', 'GBP', 'USD', 5),
  instrument('EURGBP', 'EUR', 'GBP', 5),
  instrument('JP225', 'JP225', 'JPY', 1),
];
const bySymbol = new Map(sims.map((sim) => [sim.instrument.symbol, sim]));
let seq = 0;
const latest = new Map<string, FeedQuote>();
function publish(sim: Sim): FeedQuote {
  seq += 1;
  const { precision, symbol } = sim.instrument;
  const quote = {
    symbol,
    bid: ticksToString(sim.bid, precision),
    ask: ticksToString(sim.bid + sim.spread, precision),
    ts: seq,
    seq,
  };
  latest.set(symbol, quote);
  return quote;
}
for (const sim of sims) publish(sim);
const market: TradingMarket = {
  instrument: (symbol) => bySymbol.get(symbol)?.instrument,
  instruments: () => sims.map((sim) => sim.instrument),
  latest: (symbol) => latest.get(symbol),
  state: () => 'live',
  subscribe: () => () => {},
  feedKind: 'simulated',
};

/** A position row as the database returns it: decimal strings. */
function positionRow(id: number, userId: string): PositionRow {
  const sim = pick(sims);
  const { instrument: i } = sim;
  const open = Math.max(1, Math.round(sim.bid * (0.97 + 0.06 * random.next())));
  const lots = 1 + Math.floor(random.next() * 10);
  return openPositionRow({
    id,
    userId,
    symbol: i.symbol,
    side: random.next() < 0.5 ? 'long' : 'short',
    lots,
    leverage: 10,
    contractSize: i.contractSize.toFixed(),
    feeRate: i.feeRate.toFixed(),
    quoteCurrency: i.quote,
    openPrice: ticksToString(open, i.precision),
    margin: ticksToString(1000 + Math.floor(random.next() * 1_000_000), 2),
    openFee: '0.5',
  });
}

interface Holder {
  available: Decimal;
  locked: Decimal;
  rows: PositionRow[];
  monitored: MonitoredAccount;
}
const holders = new Map<string, Holder[]>();
for (let a = 0; a < ACCOUNTS; a += 1) {
  const rows = Array.from({ length: POSITIONS }, (_, p) => positionRow(a * POSITIONS + p, `u${a}`));
  const available = new Decimal(Math.floor(random.next() * 50_000));
  const locked = new Decimal(Math.floor(random.next() * 50_000));
  const holder = {
    available,
    locked,
    rows,
    monitored: monitoredAccountOf({ available, locked, positions: rows, pendingOrders: [] }),
  };
  for (const symbol of new Set(rows.map((r) => r.symbol))) {
    const list = holders.get(symbol) ?? [];
    list.push(holder);
    holders.set(symbol, list);
  }
}

const level = new Decimal(50);
const parsed = new ParsedQuotes(market);
/** The engine's check before: every string parsed again (valuePosition per position). */
function parsingCheck(holder: Holder): boolean {
  const summary = summarizeAccount(
    accountSnapshot({
      available: holder.available,
      locked: holder.locked,
      positions: holder.rows.map((row) => valuePosition(market, row)),
      pendingOrders: [],
    }),
  );
  return marginLevelAtOrBelow(summary.equity, summary.usedMargin, level);
}
const cachedCheck = (holder: Holder) =>
  atOrBelowMarginLevel(market, holder.monitored, parsed.read, level);

let parsingNs = 0;
let cachedNs = 0;
let valued = 0;
let mismatches = 0;
let atOrBelow = 0;
for (let q = 0; q < QUOTES; q += 1) {
  const sim = pick(sims);
  sim.bid = Math.max(sim.spread, sim.bid + Math.round((random.next() * 6 - 3) * sim.spread));
  const quote = publish(sim);
  const list = holders.get(quote.symbol) ?? [];
  let start = process.hrtime.bigint();
  const before = list.map(parsingCheck);
  parsingNs += Number(process.hrtime.bigint() - start);
  start = process.hrtime.bigint();
  const after = list.map(cachedCheck);
  cachedNs += Number(process.hrtime.bigint() - start);
  valued += list.length * POSITIONS;
  for (let i = 0; i < list.length; i += 1) {
    if (before[i] !== after[i]) mismatches += 1;
    if (after[i]) atOrBelow += 1;
  }
}

const ms = (ns: number) => `${(ns / 1e6).toFixed(2)} ms`;
console.log(
  `stop-out monitor: ${ACCOUNTS.toLocaleString('en')} accounts × ${POSITIONS} positions over ${sims.length} instruments, ${QUOTES.toLocaleString('en')} quotes`,
);
console.log(
  `  holders revalued per quote: ${(valued / POSITIONS / QUOTES).toFixed(0)} accounts, ${(valued / QUOTES).toFixed(0)} positions`,
);
console.log(
  `  parsing every string (before): ${ms(parsingNs / QUOTES)} per quote, ${(parsingNs / valued).toFixed(0)} ns per position`,
);
console.log(
  `  parsed terms and quotes (now): ${ms(cachedNs / QUOTES)} per quote, ${(cachedNs / valued).toFixed(0)} ns per position`,
);
console.log(`  speed-up: ${(parsingNs / cachedNs).toFixed(2)}×`);
console.log(
  `  same answer for every account: ${mismatches === 0 ? 'yes' : `NO (${mismatches} differ)`} (${atOrBelow} checks at or below ${level.toFixed()}%)`,
);
if (mismatches > 0) process.exitCode = 1;
