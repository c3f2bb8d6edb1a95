import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  Decimal,
  MARGIN_CALL_LEVEL,
  marginState,
  scaledInteger,
  summarizeAccount,
  unitsToDecimalString,
} from '@waihui/core';
import type { FeedQuote, TradingInstrument, TradingMarket } from './trading.market';
import { MarginBook } from './trading.margin-book';
import { openPositionRow } from './trading.position-row.fixtures';
import type { PositionRow } from './trading.repository';
import { accountSnapshot, valuePosition } from './trading.valuation';

/*
 * A property test: random books (accounts with up to five positions in USD-quoted instruments and in
 * JPY and GBP ones converted through USDJPY and GBPUSD, some instruments without a quote at first),
 * then random quotes moving prices up to ±6 %, with balances re-read now and then. After every quote
 * the margin book agrees with core's decimal rules run over every account (valuePosition,
 * accountSnapshot, summarizeAccount, marginState on the same latest quotes): equity to the ledger
 * unit, used margin, state; and the quote reported every account whose state it changed and every
 * account at stop-out holding its instrument.
 */

const INSTRUMENTS: (TradingInstrument & { start: number; spread: number })[] = [
  spec('BTCUSD', 'BTC', 'USD', 2, '0.01', 6_000_000, 10),
  spec('EURUSD', 'EUR', 'USD', 5, '1000', 116_000, 2),
  spec('GBPUSD', 'GBP', 'USD', 5, '1000', 127_000, 3),
  spec('USDJPY', 'USD', 'JPY', 3, '1000', 150_123, 4),
  spec('JP225', 'JP225', 'JPY', 1, '1', 380_000, 10),
  spec('EURGBP', 'EUR', 'GBP', 5, '1000', 86_000, 2),
];

function spec(
  symbol: string,
  base: string,
  quote: string,
  precision: number,
  contractSize: string,
  start: number,
  spread: number,
) {
  return {
    symbol,
    category: 'forex' as const,
    base,
    quote,
    precision,
    contractSize: new Decimal(contractSize),
    feeRate: new Decimal('0.0005'),
    maxLeverage: 100,
    maxLots: 1000,
    allowsContract: true,
    start,
    spread,
  };
}

const position = fc.record({
  instrument: fc.integer({ min: 0, max: INSTRUMENTS.length - 1 }),
  side: fc.constantFrom('long' as const, 'short' as const),
  lots: fc.integer({ min: 1, max: 5 }),
  /** Open price off the start, per mille. */
  openOffset: fc.integer({ min: -30, max: 30 }),
  /** USD cents. */
  marginCents: fc.integer({ min: 100, max: 30_000 }),
});
const account = fc.record({
  positions: fc.array(position, { minLength: 1, maxLength: 5 }),
  /** USD, 8 places. */
  balanceUnits: fc.integer({ min: 0, max: 200_000_000_000 }),
});
const step = fc.oneof(
  fc.record({
    kind: fc.constant('quote' as const),
    instrument: fc.integer({ min: 0, max: INSTRUMENTS.length - 1 }),
    /** Bid move from the start, per 10,000. */
    move: fc.integer({ min: -600, max: 600 }),
    spreadTimes: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('balance' as const),
    account: fc.nat(),
    balanceUnits: fc.integer({ min: 0, max: 200_000_000_000 }),
  }),
);

describe('margin book (incremental stop-out monitor)', () => {
  it('agrees to the unit with core decimal rules after every quote, and reports every crossing', () => {
    fc.assert(
      fc.property(
        fc.array(account, { minLength: 1, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: INSTRUMENTS.length, maxLength: INSTRUMENTS.length }),
        fc.array(step, { minLength: 1, maxLength: 40 }),
        fc.constantFrom('50', '20', '80.5'),
        (accounts, quotedAtStart, steps, stopOut) => {
          const latest = new Map<string, FeedQuote>();
          const publish = (i: number, bid: number, ask: number) => {
            const { symbol, precision } = INSTRUMENTS[i]!;
            latest.set(symbol, {
              symbol,
              bid: unitsToDecimalString(bid, precision),
              ask: unitsToDecimalString(ask, precision),
              ts: 0,
              seq: 0,
            });
          };
          INSTRUMENTS.forEach((instrument, i) => {
            if (quotedAtStart[i])
              publish(i, instrument.start, instrument.start + instrument.spread);
          });
          const market: TradingMarket = {
            feedKind: 'simulated',
            instrument: (symbol) => INSTRUMENTS.find((i) => i.symbol === symbol),
            instruments: () => INSTRUMENTS,
            latest: (symbol) => latest.get(symbol),
            state: () => 'live',
            subscribe: () => () => {},
          };
          const levels = { marginCall: MARGIN_CALL_LEVEL, stopOut: new Decimal(stopOut) };
          const book = new MarginBook(market, levels);
          let id = 0;
          const users = accounts.map((a, u) => {
            const rows: PositionRow[] = a.positions.map((p) => {
              const i = INSTRUMENTS[p.instrument]!;
              return openPositionRow({
                id: (id += 1),
                userId: `u${u}`,
                symbol: i.symbol,
                side: p.side,
                lots: p.lots,
                leverage: 10,
                contractSize: i.contractSize.toFixed(),
                feeRate: '0.0005',
                quoteCurrency: i.quote,
                openPrice: unitsToDecimalString(
                  Math.round((i.start * (1000 + p.openOffset)) / 1000),
                  i.precision,
                ),
                margin: unitsToDecimalString(p.marginCents, 2),
                openFee: '0.5',
              });
            });
            return { userId: `u${u}`, rows, balance: new Decimal(a.balanceUnits).dividedBy(1e8) };
          });
          for (const user of users) book.track(user.userId, user.balance, user.rows);

          const decimalState = (user: (typeof users)[number]) => {
            const summary = summarizeAccount(
              accountSnapshot({
                available: user.balance,
                locked: new Decimal(0),
                positions: user.rows.map((row) => valuePosition(market, row)),
                pendingOrders: [],
              }),
            );
            return { summary, state: marginState(summary, levels) };
          };
          const check = () => {
            for (const user of users) {
              const { summary, state } = decimalState(user);
              expect(book.figures(user.userId)).toEqual({
                equity: scaledInteger(summary.equity, 8),
                usedMargin: scaledInteger(summary.usedMargin, 8),
                state,
              });
            }
          };
          check();
          for (const s of steps) {
            if (s.kind === 'balance') {
              const user = users[s.account % users.length]!;
              user.balance = new Decimal(s.balanceUnits).dividedBy(1e8);
              book.track(user.userId, user.balance, user.rows);
              check();
              continue;
            }
            const i = INSTRUMENTS[s.instrument]!;
            const before = new Map(users.map((u) => [u.userId, decimalState(u).state]));
            const bid = Math.round((i.start * (10_000 + s.move)) / 10_000);
            const ask = bid + i.spread * s.spreadTimes;
            publish(s.instrument, bid, ask);
            const reported = new Map(
              book.quote(i.symbol, bid, ask).map((c) => [c.userId, c.state]),
            );
            check();
            for (const user of users) {
              const { state } = decimalState(user);
              const holds = user.rows.some((row) => row.symbol === i.symbol);
              const due = state !== before.get(user.userId) || (state === 'stop_out' && holds);
              if (due) expect(reported.get(user.userId)).toBe(state);
              if (reported.has(user.userId))
                expect(state === 'stop_out' || state !== before.get(user.userId)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});
