/**
 * Memory of the trading engine's in-memory state, part (d) of `npm run bench:trading` (prints, never
 * fails): `tsx --expose-gc bench/trading-memory.ts [--positions 100000 --triggers 1000000]`.
 *
 * Builds what the leader's engine holds (trading.engine.ts): the margin book with `positions` open
 * positions (5 per account, over 30 USD-quoted instruments) and the trigger book with `triggers`
 * resting triggers plus their owners map, then prints the process RSS and the heap after a full GC,
 * beside the same process before building. No database: the figures are the engine's structures
 * on top of an idle Node process.
 */
import { parseArgs } from 'node:util';
import {
  Decimal,
  MARGIN_CALL_LEVEL,
  TriggerBook,
  type TriggerKind,
  createSeededRandom,
  triggerRule,
  unitsToDecimalString,
} from '@waihui/core';
import type { TradingInstrument, TradingMarket } from '../apps/server/src/modules/trading';
import { MarginBook } from '../apps/server/src/modules/trading/trading.margin-book';
import { openPositionRow } from '../apps/server/src/modules/trading/trading.position-row.fixtures';

const { values } = parseArgs({
  options: {
    positions: { type: 'string', default: '100000' },
    triggers: { type: 'string', default: '1000000' },
  },
});
const POSITIONS = Number(values.positions);
const TRIGGERS = Number(values.triggers);
const random = createSeededRandom(20261127);
const gc = (globalThis as { gc?: () => void }).gc;
function memory(): { rss: number; heap: number } {
  gc?.();
  gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const instruments: (TradingInstrument & { bid: number })[] = Array.from({ length: 30 }, (_, i) => ({
  symbol: `I${i}`,
  category: 'forex',
  base: `I${i}`,
  quote: 'USD',
  precision: 2,
  contractSize: new Decimal(1),
  feeRate: new Decimal('0.0005'),
  maxLeverage: 100,
  maxLots: 1000,
  allowsContract: true,
  bid: Math.round(10_000 * 1000 ** random.next()),
}));
const bySymbol = new Map(instruments.map((i) => [i.symbol, i]));
const market: Pick<TradingMarket, 'instrument' | 'latest'> = {
  instrument: (symbol) => bySymbol.get(symbol),
  latest: (symbol) => {
    const i = bySymbol.get(symbol)!;
    return {
      symbol,
      bid: unitsToDecimalString(i.bid, 2),
      ask: unitsToDecimalString(i.bid + 2, 2),
      ts: 0,
      seq: 0,
    };
  },
};

const before = memory();
const margins = new MarginBook(market, { marginCall: MARGIN_CALL_LEVEL, stopOut: new Decimal(50) });
for (let a = 0; a < POSITIONS / 5; a += 1) {
  const rows = Array.from({ length: 5 }, (_, p) => {
    const i = instruments[Math.floor(random.next() * instruments.length)]!;
    return openPositionRow({
      id: a * 5 + p,
      userId: `u${a}`,
      symbol: i.symbol,
      side: random.next() < 0.5 ? 'long' : 'short',
      lots: 1 + Math.floor(random.next() * 10),
      leverage: 10,
      contractSize: '1',
      feeRate: '0.0005',
      quoteCurrency: 'USD',
      openPrice: unitsToDecimalString(Math.round(i.bid * (0.97 + 0.06 * random.next())), 2),
      margin: unitsToDecimalString(1000 + Math.floor(random.next() * 1_000_000), 2),
      openFee: '0.5',
    });
  });
  margins.track(`u${a}`, new Decimal(Math.floor(random.next() * 100_000)), rows);
}
const withMargins = memory();
const book = new TriggerBook();
const owners = new Map<string, { userId: string; id: number; kind: TriggerKind }>();
const KINDS: TriggerKind[] = ['limit', 'take_profit', 'stop_loss'];
for (let t = 0; t < TRIGGERS; t += 1) {
  const i = instruments[t % instruments.length]!;
  const kind = KINDS[t % 3]!;
  const id = `${kind}:${t}`;
  book.add({
    id,
    instrument: i.symbol,
    ...triggerRule(kind, t % 2 === 0 ? 'long' : 'short'),
    level: Math.max(1, Math.round(i.bid * (0.98 + 0.04 * random.next()))),
  });
  owners.set(id, { userId: `u${t % 20_000}`, id: t, kind });
}
const after = memory();
console.log(
  `engine memory: ${POSITIONS.toLocaleString('en')} open positions (${(POSITIONS / 5).toLocaleString('en')} accounts) in the margin book, ${TRIGGERS.toLocaleString('en')} resting triggers`,
);
console.log(`  idle process:            RSS ${mb(before.rss)}, heap ${mb(before.heap)}`);
console.log(`  + margin book:           RSS ${mb(withMargins.rss)}, heap ${mb(withMargins.heap)}`);
console.log(
  `  + trigger book, owners:  RSS ${mb(after.rss)}, heap ${mb(after.heap)} (${book.size.toLocaleString('en')} triggers, ${margins.size.toLocaleString('en')} accounts)`,
);
