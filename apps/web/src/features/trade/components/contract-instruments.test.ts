import { describe, expect, it } from 'vitest';
import type { CurrencyMatchesData } from '@waihui/contracts';
import { marketItem as item } from '@/test/ticker-fixtures';
import {
  chooseInstrument,
  contractInstruments,
  defaultLeverage,
  leverageChoices,
  maxLeverageOf,
} from './contract-instruments';

const DATA: CurrencyMatchesData = {
  categories: [
    {
      category: 'crypto',
      items: [
        item('SOLUSD', 'crypto'),
        item('ETHUSD', 'crypto'),
        item('BTCUSD', 'crypto'),
        item('DOGEUSD', 'crypto', { trade_types: ['spot'] }),
      ],
    },
    { category: 'forex', items: [item('EURUSD', 'forex', { max_leverage: 500 })] },
    { category: 'futures', items: [item('US500', 'futures', { base_currency: 'US500' })] },
  ],
};

describe('contractInstruments', () => {
  it('lists BTC and ETH first, then every other contract instrument in the server’s order', () => {
    expect(contractInstruments(DATA).map((entry) => entry.symbol)).toEqual([
      'BTCUSD',
      'ETHUSD',
      'SOLUSD',
      'EURUSD',
      'US500',
    ]);
  });
});

describe('chooseInstrument', () => {
  const list = contractInstruments(DATA);
  it.each([
    ['the requested symbol', 'ETHUSD', 'ETHUSD', false],
    ['the requested symbol in any case', 'eurusd', 'EURUSD', false],
    ['BTC when nothing is requested', null, 'BTCUSD', false],
    ['BTC when the symbol does not trade as a contract', 'DOGEUSD', 'BTCUSD', true],
    ['BTC when the symbol is unknown', 'NOPE', 'BTCUSD', true],
  ])('%s', (_name, requested, symbol, missing) => {
    const chosen = chooseInstrument(list, requested);
    expect(chosen.item?.symbol).toBe(symbol);
    expect(chosen.requestedMissing).toBe(missing);
  });

  it('takes the first instrument when BTC is not offered, and none from an empty list', () => {
    expect(chooseInstrument([item('EURUSD', 'forex')], null).item?.symbol).toBe('EURUSD');
    expect(chooseInstrument([], 'BTCUSD')).toEqual({ item: null, requestedMissing: true });
  });
});

describe('leverage', () => {
  it('uses core’s profile caps: standard allows the instrument maximum, strict caps by class', () => {
    const btc = item('BTCUSD', 'crypto');
    const eurusd = item('EURUSD', 'forex', { max_leverage: 500 });
    const us500 = item('US500', 'futures', { base_currency: 'US500' });
    expect(maxLeverageOf(btc, 'standard')).toBe(100);
    expect(maxLeverageOf(btc, 'strict')).toBe(2);
    expect(maxLeverageOf(eurusd, 'strict')).toBe(30);
    expect(maxLeverageOf(us500, 'strict')).toBe(20);
  });

  it('offers the quick steps below the maximum and the maximum itself', () => {
    expect(leverageChoices(100)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    expect(leverageChoices(30)).toEqual([1, 2, 5, 10, 20, 30]);
    expect(leverageChoices(2)).toEqual([1, 2]);
    expect(leverageChoices(1)).toEqual([1]);
    expect(leverageChoices(500)).toEqual([1, 2, 5, 10, 20, 50, 100, 500]);
  });

  it('starts at 10x, or at the maximum when that is lower', () => {
    expect(defaultLeverage(100)).toBe(10);
    expect(defaultLeverage(2)).toBe(2);
  });
});
