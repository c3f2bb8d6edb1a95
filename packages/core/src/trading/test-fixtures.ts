import { parseDecimal } from '../money';
import type { UsdConversion } from './conversion';
import type { ContractSpec, Quote } from './types';

/** Instruments shaped like the seeded catalogue, for the trading tests. */
export const BTCUSD: ContractSpec = {
  symbol: 'BTCUSD',
  category: 'crypto',
  base: 'BTC',
  quote: 'USD',
  precision: 2,
  contractSize: parseDecimal('0.01'),
  feeRate: parseDecimal('0.0005'),
  maxLeverage: 100,
  maxLots: 1000,
};

export const USDJPY: ContractSpec = {
  symbol: 'USDJPY',
  category: 'forex',
  base: 'USD',
  quote: 'JPY',
  precision: 3,
  contractSize: parseDecimal('1000'),
  feeRate: parseDecimal('0.00005'),
  maxLeverage: 100,
  maxLots: 500,
};

export const EURGBP: ContractSpec = {
  symbol: 'EURGBP',
  category: 'forex',
  base: 'EUR',
  quote: 'GBP',
  precision: 5,
  contractSize: parseDecimal('1000'),
  feeRate: parseDecimal('0.00005'),
  maxLeverage: 100,
  maxLots: 500,
};

export function quote(bid: string, ask: string): Quote {
  return { bid: parseDecimal(bid), ask: parseDecimal(ask) };
}

/** JPY → USD: divide by USDJPY's mid. */
export function viaUsdJpy(mid: string): UsdConversion {
  return { via: 'divide', pair: 'USDJPY', mid: parseDecimal(mid) };
}

/** GBP → USD: multiply by GBPUSD's mid. */
export function viaGbpUsd(mid: string): UsdConversion {
  return { via: 'multiply', pair: 'GBPUSD', mid: parseDecimal(mid) };
}

export const d = parseDecimal;
