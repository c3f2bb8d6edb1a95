/**
 * Trigger book benchmark (not a test; prints, never fails): `npm run bench:trading
 * [-- --triggers 1000000 --instruments 30 --quotes 20000 --scan-quotes 40]`.
 *
 * Builds `triggers` resting triggers (limit orders, TPs and SLs, long and short, all four quote
 * side × direction heaps) spread over `instruments`, their levels uniform within ±2% of each
 * instrument's price. Then feeds quotes that random-walk each instrument's price by a few ticks and
 * measures, per quote:
 *  - the book: `TriggerBook.cross` (pops exactly the crossed triggers);
 *  - a linear scan of the same triggers (every resting trigger checked with `triggerFires`), the
 *    way an engine without sorted structures would do it, and a scan of that instrument's triggers only.
 * Both must find the same triggers (checked). Crossed triggers are put back at fresh levels outside
 * the timed section, so the book keeps its size. Memory: heapUsed after a full GC, before and after
 * building the triggers and the book (run with --expose-gc, as the npm script does).
 */
import { parseArgs } from 'node:util';
import {
  type PositionSide,
  type Trigger,
  TriggerBook,
  type TriggerKind,
  createSeededRandom,
  triggerFires,
  triggerRule,
} from '@waihui/core';

const { values } = parseArgs({
  options: {
    triggers: { type: 'string', default: '1000000' },
    instruments: { type: 'string', default: '30' },
    quotes: { type: 'string', default: '20000' },
    'scan-quotes': { type: 'string', default: '40' },
  },
});
const TRIGGERS = Number(values.triggers);
const INSTRUMENTS = Number(values.instruments);
const QUOTES = Number(values.quotes);
const SCAN_QUOTES = Number(values['scan-quotes']);

const random = createSeededRandom(20261123);
const gc = (globalThis as { gc?: () => void }).gc;
function heapUsed(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Each instrument: a price in ticks (10,000 … 10,000,000) and a spread of 2–20 ticks. */
const instruments = Array.from({ length: INSTRUMENTS }, (_, index) => {
  const price = Math.round(10_000 * 1000 ** random.next());
  return { symbol: `I${index}`, bid: price, spread: 2 * (1 + Math.floor(random.next() * 10)) };
});
const KINDS: TriggerKind[] = ['limit', 'take_profit', 'stop_loss'];
const SIDES: PositionSide[] = ['long', 'short'];

function levelNear(price: number): number {
  return Math.max(1, Math.round(price * (0.98 + 0.04 * random.next())));
}

function makeTrigger(id: string, instrumentIndex: number): Trigger {
  const instrument = instruments[instrumentIndex]!;
  const kind = KINDS[Math.floor(random.next() * KINDS.length)]!;
  const side = SIDES[Math.floor(random.next() * SIDES.length)]!;
  const rule = triggerRule(kind, side);
  // A level that does not fire on the current quote (resting), on the far side of the price.
  const bid = instrument.bid;
  const ask = bid + instrument.spread;
  let level = levelNear(bid);
  const trigger = { id, instrument: instrument.symbol, ...rule, level };
  for (let tries = 0; triggerFires(trigger, bid, ask) && tries < 20; tries += 1) {
    level = levelNear(bid);
    trigger.level = level;
  }
  if (triggerFires(trigger, bid, ask))
    trigger.level = rule.direction === 'rises_to' ? ask + 1 + bid : Math.max(1, bid - ask);
  return trigger;
}

const heapStart = heapUsed();
const all: Trigger[] = new Array<Trigger>(TRIGGERS);
for (let i = 0; i < TRIGGERS; i += 1) {
  const trigger = makeTrigger(`t${i}`, i % INSTRUMENTS);
  all[i] = trigger;
}
const heapTriggers = heapUsed();

const book = new TriggerBook();
const buildStart = process.hrtime.bigint();
for (const trigger of all) book.add(trigger);
const buildMs = Number(process.hrtime.bigint() - buildStart) / 1e6;
const heapBook = heapUsed();

/** Moves one instrument's price by −3…+3 ticks × (spread / 2), returns its new bid and ask. */
function nextQuote(): { symbol: string; bid: number; ask: number } {
  const instrument = instruments[Math.floor(random.next() * INSTRUMENTS)]!;
  const step = Math.round((random.next() * 6 - 3) * (instrument.spread / 2));
  instrument.bid = Math.max(1, instrument.bid + step);
  return {
    symbol: instrument.symbol,
    bid: instrument.bid,
    ask: instrument.bid + instrument.spread,
  };
}

function putBack(crossed: readonly Trigger[]): void {
  for (const old of crossed) {
    const index = Number(old.id.slice(1));
    const fresh = makeTrigger(old.id, Number(old.instrument.slice(1)));
    all[index] = fresh;
    book.add(fresh);
  }
}

const bookTimes: number[] = [];
/** Quotes that crossed nothing: the common case, four heap peeks. */
const idleTimes: number[] = [];
let crossedTotal = 0;
for (let q = 0; q < QUOTES; q += 1) {
  const quote = nextQuote();
  const start = process.hrtime.bigint();
  const crossed = book.cross(quote.symbol, quote.bid, quote.ask);
  const elapsed = Number(process.hrtime.bigint() - start);
  bookTimes.push(elapsed);
  if (crossed.length === 0) idleTimes.push(elapsed);
  crossedTotal += crossed.length;
  putBack(crossed);
}

const scanAllTimes: number[] = [];
const scanOneTimes: number[] = [];
const byInstrument = new Map<string, number[]>();
all.forEach((trigger, index) => {
  const list = byInstrument.get(trigger.instrument) ?? [];
  list.push(index);
  byInstrument.set(trigger.instrument, list);
});
let mismatches = 0;
for (let q = 0; q < SCAN_QUOTES; q += 1) {
  const quote = nextQuote();
  let start = process.hrtime.bigint();
  const scanned: string[] = [];
  for (const trigger of all) {
    if (trigger.instrument === quote.symbol && triggerFires(trigger, quote.bid, quote.ask))
      scanned.push(trigger.id);
  }
  scanAllTimes.push(Number(process.hrtime.bigint() - start));
  start = process.hrtime.bigint();
  let scannedOne = 0;
  for (const index of byInstrument.get(quote.symbol) ?? []) {
    if (triggerFires(all[index]!, quote.bid, quote.ask)) scannedOne += 1;
  }
  scanOneTimes.push(Number(process.hrtime.bigint() - start));
  const crossed = book.cross(quote.symbol, quote.bid, quote.ask);
  const same =
    crossed.length === scanned.length &&
    scannedOne === scanned.length &&
    crossed
      .map((t) => t.id)
      .sort()
      .join() === scanned.sort().join();
  if (!same) mismatches += 1;
  putBack(crossed);
}

function stats(nanos: number[]): { mean: number; p50: number; p99: number } {
  const sorted = [...nanos].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { mean: nanos.reduce((a, b) => a + b, 0) / nanos.length, p50: at(0.5), p99: at(0.99) };
}
const us = (nanos: number) => `${(nanos / 1000).toFixed(2)} µs`;
const bookStats = stats(bookTimes);
const scanAll = stats(scanAllTimes);
const scanOne = stats(scanOneTimes);

console.log(
  `trigger book: ${TRIGGERS.toLocaleString('en')} resting triggers over ${INSTRUMENTS} instruments`,
);
console.log(
  `  build (add all): ${buildMs.toFixed(0)} ms (${((buildMs * 1e6) / TRIGGERS).toFixed(0)} ns per add)`,
);
console.log(
  `  book, per quote (${QUOTES} quotes, ${(crossedTotal / QUOTES).toFixed(2)} crossed on average): mean ${us(bookStats.mean)}, p50 ${us(bookStats.p50)}, p99 ${us(bookStats.p99)}`,
);
const idle = stats(idleTimes);
console.log(
  `  book: ${((100 * idleTimes.length) / QUOTES).toFixed(0)}% of quotes crossed nothing (p50 ${us(idle.p50)}); ${us(bookTimes.reduce((a, b) => a + b, 0) / Math.max(1, crossedTotal))} per crossed trigger`,
);
console.log(
  `  linear scan of all triggers, per quote (${SCAN_QUOTES} quotes): mean ${us(scanAll.mean)}, p50 ${us(scanAll.p50)}`,
);
console.log(
  `  linear scan of the instrument's triggers only, per quote: mean ${us(scanOne.mean)}, p50 ${us(scanOne.p50)}`,
);
console.log(
  `  speed-up (mean): ${(scanAll.mean / bookStats.mean).toFixed(0)}× vs scanning all (goal ≥ 1,000×), ${(scanOne.mean / bookStats.mean).toFixed(0)}× vs scanning the instrument`,
);
console.log(
  `  same triggers found by book and scans: ${mismatches === 0 ? 'yes' : `NO (${mismatches} quotes differ)`}`,
);
if (gc === undefined)
  console.log('  memory: run with --expose-gc for exact figures (numbers below include garbage)');
console.log(
  `  memory (heapUsed delta): trigger objects ${mb(heapTriggers - heapStart)}, book on top ${mb(heapBook - heapTriggers)} (${((heapBook - heapTriggers) / TRIGGERS).toFixed(0)} bytes per trigger)`,
);
