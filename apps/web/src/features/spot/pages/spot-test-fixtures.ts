import type { AccountListData, FxRate, SpotMarket, SpotOrder } from '@waihui/contracts';

/* Tests only: what the spot routes answer, with the figures of the server tests. */

export const BTCUSD: SpotMarket = {
  symbol: 'BTCUSD',
  category: 'crypto',
  base_currency: 'BTC',
  quote_currency: 'USD',
  precision: 2,
  fee_rate: '0.001',
  bid: '60000.00',
  ask: '60010.00',
  mid: '60005',
  quote_at: '2026-11-22T10:00:00.000Z',
};

export const ETHUSD: SpotMarket = {
  ...BTCUSD,
  symbol: 'ETHUSD',
  base_currency: 'ETH',
  bid: '3000.00',
  ask: '3001.00',
  mid: '3000.5',
};

export const EURUSD: FxRate = {
  symbol: 'EURUSD',
  category: 'forex',
  base_currency: 'EUR',
  quote_currency: 'USD',
  currency: 'EUR',
  precision: 5,
  fee_rate: '0.0005',
  bid: '1.08000',
  ask: '1.08012',
  mid: '1.08006',
  quote_at: '2026-11-22T10:00:00.000Z',
};

export const USDJPY: FxRate = {
  ...EURUSD,
  symbol: 'USDJPY',
  base_currency: 'USD',
  quote_currency: 'JPY',
  currency: 'JPY',
  precision: 3,
  bid: '150.000',
  ask: '150.012',
  mid: '150.006',
};

export const ACCOUNTS: AccountListData = {
  coin: {
    balance_arr: [
      { code: 'USD', balance: '1000', lock_balance: '0', total: '1000' },
      { code: 'BTC', balance: '0.01', lock_balance: '0', total: '0.01' },
    ],
  },
  contract: { balance_arr: [{ code: 'USD', balance: '0', lock_balance: '0', total: '0' }] },
};

/** A filled market buy of 0.015 BTC at 60010.00 (fee 0.1%). */
export function filledBuy(id: number): SpotOrder {
  return {
    id,
    symbol: 'BTCUSD',
    base_currency: 'BTC',
    quote_currency: 'USD',
    side: 'buy',
    type: 'market',
    amount: '0.015',
    limit_price: null,
    fee_rate: '0.001',
    reserved_currency: null,
    reserved: '0',
    status: 'filled',
    created_at: '2026-11-22T10:00:01.000Z',
    ended_at: '2026-11-22T10:00:01.000Z',
    fill: {
      cause: 'user',
      price: '60010.00',
      gross: '900.15',
      fee: '0.90015',
      net: '901.05015',
      bid: '60000.00',
      ask: '60010.00',
      quote_at: '2026-11-22T10:00:00.000Z',
      quote_seq: 1,
      source: {
        id: 'simulated',
        bid: '60000.00',
        ask: '60010.00',
        markup_bid: '0',
        markup_ask: '0',
      },
      after_pause: false,
      entry_id: 40 + id,
    },
  };
}

/** A resting buy limit of 0.01 BTC at 59600.00, 596.596 USD locked. */
export function restingBuy(id: number): SpotOrder {
  return {
    ...filledBuy(id),
    type: 'limit',
    amount: '0.01',
    limit_price: '59600.00',
    reserved_currency: 'USD',
    reserved: '596.596',
    status: 'pending',
    ended_at: null,
    fill: null,
  };
}
