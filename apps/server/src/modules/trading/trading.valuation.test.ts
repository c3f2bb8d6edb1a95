import { describe, expect, it } from 'vitest';
import {
  Decimal,
  marginLevelAtOrBelow,
  parseDecimal,
  summarizeAccount,
  toDecimalString,
} from '@waihui/core';
import type { FeedQuote, TradingInstrument, TradingMarket } from './trading.market';
import { openPositionRow } from './trading.position-row.fixtures';
import type { PositionRow } from './trading.repository';
import {
  ParsedQuotes,
  accountSnapshot,
  atOrBelowMarginLevel,
  monitoredAccountOf,
  positionTermsOf,
  valuePosition,
} from './trading.valuation';

/*
 * The stop-out monitor's valuation (terms and quotes parsed once) against the per-request one
 * (every string parsed), on docs/trading.md's worked example: BTCUSD long 1 lot 10x at 60010.00,
 * margin 60.01, balance 99.69995; stop-out at 50% first reached at bid 53040.50.
 */

function instrument(symbol: string, base: string, quote: string, size: string): TradingInstrument {
  return {
    symbol,
    category: 'crypto',
    base,
    quote,
    precision: 2,
    contractSize: parseDecimal(size),
    feeRate: parseDecimal('0.0005'),
    maxLeverage: 100,
    maxLots: 1000,
    allowsContract: true,
  };
}

function marketOf(quotes: Map<string, FeedQuote>): TradingMarket {
  const instruments = [
    instrument('BTCUSD', 'BTC', 'USD', '0.01'),
    { ...instrument('USDJPY', 'USD', 'JPY', '1000'), precision: 3 },
  ];
  return {
    feedKind: 'simulated',
    instrument: (symbol) => instruments.find((i) => i.symbol === symbol),
    instruments: () => instruments,
    latest: (symbol) => quotes.get(symbol),
    state: () => 'live',
    subscribe: () => () => {},
  };
}

function quote(symbol: string, bid: string, ask: string, seq: number): FeedQuote {
  return { symbol, bid, ask, ts: seq, seq };
}

const BTC_LONG: PositionRow = openPositionRow({
  id: 1,
  userId: 'u1',
  symbol: 'BTCUSD',
  side: 'long',
  lots: 1,
  leverage: 10,
  contractSize: '0.01',
  feeRate: '0.0005',
  quoteCurrency: 'USD',
  openPrice: '60010',
  margin: '60.01',
  openFee: '0.30005',
});

/** USDJPY long 3 lots 50x at 150.012 (docs: margin 60.0023999), PnL in JPY converted at its mid. */
const JPY_LONG: PositionRow = {
  ...BTC_LONG,
  id: 2,
  symbol: 'USDJPY',
  lots: 3,
  leverage: 50,
  contractSize: '1000',
  feeRate: '0.00005',
  quoteCurrency: 'JPY',
  openPrice: '150.012',
  margin: '60.0023999',
};

const LEVEL = new Decimal(50);

describe('the stop-out monitor valuation', () => {
  it.each<[string, boolean]>([
    ['53040.50', true], // equity 30.00495 ≤ 50% of 60.01
    ['53040.51', false], // equity 30.00505
  ])('at bid %s: at or below 50%% is %s, as the per-request valuation says', (bid, expected) => {
    const quotes = new Map([['BTCUSD', quote('BTCUSD', bid, '53050.00', 1)]]);
    const market = marketOf(quotes);
    const balance = { available: parseDecimal('39.68995'), locked: parseDecimal('60.01') };
    const monitored = monitoredAccountOf({ ...balance, positions: [BTC_LONG], pendingOrders: [] });
    expect(toDecimalString(monitored.balance)).toBe('99.69995');
    const parsed = new ParsedQuotes(market);
    expect(atOrBelowMarginLevel(market, monitored, parsed.read, LEVEL)).toBe(expected);
    const summary = summarizeAccount(
      accountSnapshot({
        ...balance,
        positions: [valuePosition(market, BTC_LONG)],
        pendingOrders: [],
      }),
    );
    expect(marginLevelAtOrBelow(summary.equity, summary.usedMargin, LEVEL)).toBe(expected);
  });

  it('values a JPY position at the USDJPY mid, as valuePosition does', () => {
    // Closed at bid 151.250, mid 151.256: PnL ¥3,714 ÷ 151.256 = 24.55439784 USD (docs/trading.md).
    const quotes = new Map([['USDJPY', quote('USDJPY', '151.250', '151.262', 1)]]);
    const market = marketOf(quotes);
    const parsed = new ParsedQuotes(market);
    expect(toDecimalString(valuePosition(market, JPY_LONG, parsed.read).floatingPnl)).toBe(
      '24.55439784',
    );
    expect(toDecimalString(valuePosition(market, JPY_LONG).floatingPnl)).toBe('24.55439784');
    // Balance 100: equity 124.55439784 on used 60.0023999 → 207.6%: not at 50%; at 210% it is.
    const monitored = monitoredAccountOf({
      available: parseDecimal('39.9976001'),
      locked: parseDecimal('60.0023999'),
      positions: [JPY_LONG],
      pendingOrders: [],
    });
    expect(atOrBelowMarginLevel(market, monitored, parsed.read, LEVEL)).toBe(false);
    expect(atOrBelowMarginLevel(market, monitored, parsed.read, new Decimal(210))).toBe(true);
  });

  it('parses a position once, and a quote once per new bid/ask', () => {
    const terms = positionTermsOf(BTC_LONG);
    expect([terms.contractSize, terms.openPrice, terms.margin, terms.feeRate].map(String)).toEqual([
      '0.01',
      '60010',
      '60.01',
      '0.0005',
    ]);
    const quotes = new Map([['BTCUSD', quote('BTCUSD', '60000.00', '60010.00', 1)]]);
    const parsed = new ParsedQuotes(marketOf(quotes));
    const first = parsed.read('BTCUSD');
    // Same strings (a new object, a new seq): the same parse.
    quotes.set('BTCUSD', quote('BTCUSD', '60000.00', '60010.00', 2));
    expect(parsed.read('BTCUSD')).toBe(first);
    // A new price: parsed again.
    quotes.set('BTCUSD', quote('BTCUSD', '60000.00', '60010.50', 3));
    const next = parsed.read('BTCUSD');
    expect(next).not.toBe(first);
    expect([next?.bid.toFixed(), next?.ask.toFixed()]).toEqual(['60000', '60010.5']);
    expect(parsed.read('ETHUSD')).toBeUndefined();
  });

  it('counts a position without a quote as stale, with zero PnL', () => {
    const market = marketOf(new Map());
    const monitored = monitoredAccountOf({
      available: parseDecimal('0'),
      locked: parseDecimal('60.01'),
      positions: [BTC_LONG],
      pendingOrders: [],
    });
    // equity 60.01 on used 60.01: 100% — at or below 100, above 50.
    const parsed = new ParsedQuotes(market);
    expect(atOrBelowMarginLevel(market, monitored, parsed.read, LEVEL)).toBe(false);
    expect(atOrBelowMarginLevel(market, monitored, parsed.read, new Decimal(100))).toBe(true);
    expect(valuePosition(market, BTC_LONG).stale).toBe(true);
  });
});
