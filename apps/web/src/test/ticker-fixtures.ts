import type { MarketItem, Ticker } from '@waihui/contracts';

/**
 * Tests only: a ticker of `symbol` quoting `bid`/`ask` with no day change (last, open and low at
 * the bid, high at the ask), sequence 1 at 1_700_000_000_000 ms; `extra` sets any other field.
 */
export function tickerOf(
  symbol: string,
  bid: string,
  ask: string,
  extra: Partial<Ticker> = {},
): Ticker {
  return {
    symbol,
    bid,
    ask,
    last: bid,
    change: null,
    change_pct: null,
    high: ask,
    low: bid,
    open: bid,
    prev_close: null,
    ts: 1_700_000_000_000,
    seq: 1,
    ...extra,
  };
}

/**
 * Tests only: an instrument as the market list sends it, base and quote read from the symbol
 * (`EURUSD` → EUR and USD; USD when the symbol has no quote part): 2 decimals, 1 unit a lot,
 * fee rate 0.0005, spread 0.02, up to 100x, for contracts and delivery, no ticker yet, not
 * followed; `extra` sets any other field.
 */
export function marketItem(
  symbol: string,
  category: MarketItem['category'],
  extra: Partial<MarketItem> = {},
): MarketItem {
  return {
    symbol,
    category,
    name: symbol,
    base_currency: symbol.slice(0, 3),
    quote_currency: symbol.slice(3) || 'USD',
    precision: 2,
    contract_size: '1',
    fee_rate: '0.0005',
    spread: '0.02',
    max_leverage: 100,
    trade_types: ['contract', 'delivery'],
    ticker: null,
    followed: false,
    ...extra,
  };
}
