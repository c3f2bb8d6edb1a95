import type {
  Fill,
  OpenTradesData,
  Order,
  Position,
  TradeHistoryData,
  TradingSummary,
} from '@waihui/contracts';

/*
 * Fixed answers of the trading calls, as the server sends them (canonical decimal strings), for the
 * positions and order pages' tests and their browser audit. The figures are docs/trading.md's worked
 * example: BTCUSD 1 lot long 10x at ask 60,010 (bid 60,000), contract size 0.01, fee rate 0.0005,
 * valued at bid 60,500; closed at bid 61,000 by its take-profit.
 */

export const OPEN_FILL: Fill = {
  id: 31,
  position_id: 7,
  order_id: 41,
  action: 'open',
  cause: 'user',
  symbol: 'BTCUSD',
  side: 'long',
  lots: 1,
  price: '60010',
  bid: '60000',
  ask: '60010',
  quoted_at: '2026-11-22T01:02:02.750Z',
  quote_seq: 1201,
  source: { id: 'simulated', bid: '60000', ask: '60010', markup_bid: '0', markup_ask: '0' },
  usd_pair: null,
  usd_rate: '1',
  fee: '0.30005',
  realized_pnl: null,
  house_cover: '0',
  after_restart: false,
  after_pause: false,
  created_at: '2026-11-22T01:02:03.000Z',
};

/** Open: margin 60.01, open fee 0.30005; at bid 60,500 the P/L is +4.90 and the profit rate 8.17%. */
export const OPEN_POSITION: Position = {
  id: 7,
  symbol: 'BTCUSD',
  side: 'long',
  lots: 1,
  leverage: 10,
  contract_size: '0.01',
  quote_currency: 'USD',
  open_price: '60010',
  margin: '60.01',
  open_fee: '0.30005',
  take_profit: null,
  stop_loss: null,
  status: 'open',
  opened_at: '2026-11-22T01:02:03.000Z',
  current_price: '60500',
  floating_pnl: '4.9',
  profit_rate: '8.17',
  estimated_stop_out_price: '53040.5',
  close_price: null,
  close_cause: null,
  close_fee: null,
  realized_pnl: null,
  closed_at: null,
  fills: [OPEN_FILL],
};

/** A resting sell limit: 2 lots of ETHUSD (0.01 each) at 3,100, 20x: margin 3.1, fee 0.031 reserved. */
export const PENDING_ORDER: Order = {
  id: 12,
  symbol: 'ETHUSD',
  side: 'short',
  type: 'limit',
  lots: 2,
  leverage: 20,
  limit_price: '3100',
  take_profit: null,
  stop_loss: '3200',
  reserved_margin: '3.1',
  reserved_fee: '0.031',
  status: 'pending',
  cancel_cause: null,
  position_id: null,
  created_at: '2026-11-22T01:10:00.000Z',
  ended_at: null,
};

/**
 * The account with both: balance 99.69995 (100 − the open fee), the order's 3.131 reserved;
 * equity 99.69995 + 4.90 = 104.59995; free margin 104.59995 − 60.01 − 3.131 = 41.45895;
 * margin level 104.59995 / 60.01 × 100 = 174.3041993…%.
 */
export const SUMMARY: TradingSummary = {
  currency: 'USD',
  balance: '99.69995',
  available: '36.55895',
  locked: '63.141',
  floating_pnl: '4.9',
  equity: '104.59995',
  used_margin: '60.01',
  pending_reserved: '3.131',
  free_margin: '41.45895',
  margin_level: '174.3041993',
  margin_state: 'healthy',
  margin_call_level: '100',
  stop_out_level: '50',
  profile: 'standard',
  consent_required: false,
};

export const OPEN_TRADES: OpenTradesData = {
  positions: [OPEN_POSITION],
  orders: [PENDING_ORDER],
  summary: SUMMARY,
};

/** 100 USD in the contract account and nothing held or pending. */
export const EMPTY_SUMMARY: TradingSummary = {
  ...SUMMARY,
  balance: '100',
  available: '100',
  locked: '0',
  floating_pnl: '0',
  equity: '100',
  used_margin: '0',
  pending_reserved: '0',
  free_margin: '100',
  margin_level: null,
  margin_state: 'no_positions',
};

export const NO_TRADES: OpenTradesData = { positions: [], orders: [], summary: EMPTY_SUMMARY };

/**
 * Closed by its take-profit at bid 61,000 (ask 61,010), on the first quote after a restart:
 * realised P/L (61,000 − 60,010) × 0.01 = +9.90, close fee 0.305, profit rate 9.90 / 60.01 = 16.50%.
 */
export const CLOSED_POSITION: Position = {
  ...OPEN_POSITION,
  id: 6,
  take_profit: '61000',
  status: 'closed',
  opened_at: '2026-11-21T09:00:00.000Z',
  current_price: null,
  floating_pnl: null,
  profit_rate: '16.5',
  estimated_stop_out_price: null,
  close_price: '61000',
  close_cause: 'take_profit',
  close_fee: '0.305',
  realized_pnl: '9.9',
  closed_at: '2026-11-21T10:30:00.000Z',
  fills: [
    {
      ...OPEN_FILL,
      id: 21,
      position_id: 6,
      order_id: 40,
      quoted_at: '2026-11-21T08:59:59.500Z',
      quote_seq: 900,
      created_at: '2026-11-21T09:00:00.000Z',
    },
    {
      ...OPEN_FILL,
      id: 22,
      position_id: 6,
      order_id: null,
      action: 'close',
      cause: 'take_profit',
      price: '61000',
      bid: '61000',
      ask: '61010',
      quoted_at: '2026-11-21T10:29:59.900Z',
      quote_seq: 1500,
      // From a live source: raw 61000.35 / 61009.6, markup 0.35 off the bid and 0.4 on the ask.
      source: {
        id: 'binance',
        bid: '61000.35',
        ask: '61009.6',
        markup_bid: '0.35',
        markup_ask: '0.4',
      },
      fee: '0.305',
      realized_pnl: '9.9',
      after_restart: true,
      after_pause: true,
      created_at: '2026-11-21T10:30:00.000Z',
    },
  ],
};

/** A history page of `list`; `has_more` says whether another page follows. */
export function historyPage(list: Position[], page: number, hasMore: boolean): TradeHistoryData {
  return { list, page, limit: 20, has_more: hasMore };
}
