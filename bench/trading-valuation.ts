/**
 * Stop-out monitor benchmark, part (c) of `npm run bench:trading` (not a test; prints, never fails
 * on speed): `tsx bench/trading-valuation.ts [--accounts 10000,100000 --positions 5 --monitor-quotes 300]`.
 *
 * For each account count: the engine's monitor (trading.margin-book.ts: accounts boxed per
 * instrument, a quote values only the accounts whose box it leaves) timed on every quote, beside
 * the decimal scan it replaced, which revalued every account holding the instrument of each quote.
 * Per quote, for every holder, the decimal scans measured side by side in the same run:
 *  - parsing: each position's decimal strings (contract size, open price, margin, fee rate) and each
 *    quote parsed again, as `valuePosition` + `accountSnapshot` + `summarizeAccount` do for a request;
 *  - cached: the terms parsed once when the account is read (`monitoredAccountOf`) and each quote
 *    once per new quote (`ParsedQuotes`), valued by `atOrBelowMarginLevel`, as the engine does now.
 * All must answer the same for every account (checked: the margin book's state after the quote
 * against the cached scan). Above 10,000 accounts the decimal scans run on every n-th quote only
 * (n = accounts / 10,000) and the parsing one not at all, so the run stays short. Instruments: 26 USD-quoted, plus USDJPY,
 * GBPUSD, EURGBP and JP225, so JPY and GBP positions convert through another pair's mid.
 */
import { parseArgs } from 'node:util';
import {
  Decimal,
  MARGIN_CALL_LEVEL,
  createSeededRandom,
  marginLevelAtOrBelow,
  summarizeAccount,
} from '@waihui/core';
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
import { MarginBook } from '../apps/server/src/modules/trading/trading.margin-book';
import { openPositionRow } from '../apps/server/src/modules/trading/trading.position-row.fixtures';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '10000,100000' },
    positions: { type: 'string', default: '5' },
    'monitor-quotes': { type: 'string', default: '300' },
  },
});
const ACCOUNT_COUNTS = values.accounts.split(',').map(Number);
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
const level = new Decimal(50);
const parsed = new ParsedQuotes(market);
const ms = (ns: number) => `${(ns / 1e6).toFixed(3)} ms`;

function run(accounts: number): void {
  const holders = new Map<string, (Holder & { userId: string })[]>();
  const all: (Holder & { userId: string })[] = [];
  for (let a = 0; a < accounts; a += 1) {
    const rows = Array.from({ length: POSITIONS }, (_, p) =>
      positionRow(a * POSITIONS + p, `u${a}`),
    );
    const available = new Decimal(Math.floor(random.next() * 50_000));
    const locked = new Decimal(Math.floor(random.next() * 50_000));
    const holder = {
      userId: `u${a}`,
      available,
      locked,
      rows,
      monitored: monitoredAccountOf({ available, locked, positions: rows, pendingOrders: [] }),
    };
    all.push(holder);
    for (const symbol of new Set(rows.map((r) => r.symbol))) {
      const list = holders.get(symbol) ?? [];
      list.push(holder);
      holders.set(symbol, list);
    }
  }
  let start = process.hrtime.bigint();
  const book = new MarginBook(market, { marginCall: MARGIN_CALL_LEVEL, stopOut: level });
  for (const holder of all)
    book.track(holder.userId, holder.available.plus(holder.locked), holder.rows);
  const buildNs = Number(process.hrtime.bigint() - start);
  const valuedAtStart = book.valuations;

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

  const every = Math.max(1, Math.round(accounts / 10_000));
  const withParsing = accounts <= 10_000;
  let parsingNs = 0;
  let cachedNs = 0;
  let bookNs = 0;
  let bookMaxNs = 0;
  let scanned = 0;
  let valued = 0;
  let mismatches = 0;
  let atOrBelow = 0;
  let reported = 0;
  // The quotes, drawn first; the book runs over all of them, then the scans replay them (so the
  // scans' garbage is never collected inside the book's timings). States recorded on scanned quotes.
  const startBids = sims.map((sim) => sim.bid);
  const moves = Array.from({ length: QUOTES }, () => {
    const sim = pick(sims);
    sim.bid = Math.max(sim.spread, sim.bid + Math.round((random.next() * 6 - 3) * sim.spread));
    return { sim, bid: sim.bid };
  });
  const stopOutAfter: Set<string>[] = [];
  sims.forEach((sim, i) => (sim.bid = startBids[i]!));
  for (let q = 0; q < QUOTES; q += 1) {
    const { sim, bid } = moves[q]!;
    sim.bid = bid;
    const quote = publish(sim);
    start = process.hrtime.bigint();
    reported += book.quote(quote.symbol, sim.bid, sim.bid + sim.spread).length;
    const ns = Number(process.hrtime.bigint() - start);
    bookNs += ns;
    bookMaxNs = Math.max(bookMaxNs, ns);
    if (q % every === 0)
      stopOutAfter[q] = new Set(
        (holders.get(quote.symbol) ?? [])
          .filter((h) => book.state(h.userId) === 'stop_out')
          .map((h) => h.userId),
      );
  }
  sims.forEach((sim, i) => (sim.bid = startBids[i]!));
  for (const sim of sims) publish(sim);
  for (let q = 0; q < QUOTES; q += 1) {
    const { sim, bid } = moves[q]!;
    sim.bid = bid;
    const quote = publish(sim);
    if (q % every !== 0) continue;
    scanned += 1;
    const list = holders.get(quote.symbol) ?? [];
    if (withParsing) {
      start = process.hrtime.bigint();
      const before = list.map(parsingCheck);
      parsingNs += Number(process.hrtime.bigint() - start);
      for (let i = 0; i < list.length; i += 1)
        if (before[i] !== cachedCheck(list[i]!)) mismatches += 1;
    }
    start = process.hrtime.bigint();
    const after = list.map(cachedCheck);
    cachedNs += Number(process.hrtime.bigint() - start);
    valued += list.length * POSITIONS;
    for (let i = 0; i < list.length; i += 1) {
      if (stopOutAfter[q]!.has(list[i]!.userId) !== after[i]) mismatches += 1;
      if (after[i]) atOrBelow += 1;
    }
  }

  console.log(
    `stop-out monitor: ${accounts.toLocaleString('en')} accounts × ${POSITIONS} positions over ${sims.length} instruments, ${QUOTES.toLocaleString('en')} quotes (decimal scans on ${scanned})`,
  );
  console.log(
    `  holders of the quoted instrument: ${(valued / POSITIONS / scanned).toFixed(0)} accounts, ${(valued / scanned).toFixed(0)} positions per quote`,
  );
  if (withParsing)
    console.log(
      `  decimal scan, parsing every string:   ${ms(parsingNs / scanned)} per quote, ${(parsingNs / valued).toFixed(0)} ns per position`,
    );
  console.log(
    `  decimal scan, terms parsed once:      ${ms(cachedNs / scanned)} per quote, ${(cachedNs / valued).toFixed(0)} ns per position (the monitor before)`,
  );
  console.log(
    `  margin book (now):                    ${ms(bookNs / QUOTES)} per quote (longest ${ms(bookMaxNs)}); ${((book.valuations - valuedAtStart) / QUOTES).toFixed(1)} accounts valued and ${(reported / QUOTES).toFixed(1)} reported per quote; built in ${ms(buildNs)}`,
  );
  console.log(
    `  speed-up over the decimal scan: ${(cachedNs / scanned / (bookNs / QUOTES)).toFixed(0)}×`,
  );
  console.log(
    `  same answer for every account: ${mismatches === 0 ? 'yes' : `NO (${mismatches} differ)`} (${atOrBelow} checks at or below ${level.toFixed()}%)`,
  );
  if (mismatches > 0) process.exitCode = 1;
}

for (const accounts of ACCOUNT_COUNTS) run(accounts);
