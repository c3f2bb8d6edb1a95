import { describe, expect, it } from 'vitest';
import { matchesQuery } from './search';

const btc = { symbol: 'BTCUSD', name: 'Bitcoin', base_currency: 'BTC' };
const gold = { symbol: 'XAUUSD', name: 'Gold', base_currency: 'XAU' };
const spy = { symbol: 'SPY', name: 'SPDR S&P 500 ETF', base_currency: 'SPY' };

describe('market search', () => {
  it.each<[string, typeof btc, boolean]>([
    ['', btc, true],
    ['  ', btc, true],
    ['btc', btc, true],
    ['BTC/USD', btc, true],
    ['btc usd', btc, true],
    ['bitco', btc, true],
    ['eth', btc, false],
    ['gold', gold, true],
    ['xau', gold, true],
    ['usd', gold, true],
    ['s&p 500', spy, true],
    ['500', spy, true],
    ['nasdaq', spy, false],
  ])('%j in %j → %s', (query, item, expected) => {
    expect(matchesQuery(item, query)).toBe(expected);
  });
});
