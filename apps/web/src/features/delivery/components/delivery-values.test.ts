import { describe, expect, it } from 'vitest';
import { marketItem } from '@/test/ticker-fixtures';
import {
  deliveryInstruments,
  payoutOddsText,
  countdownText,
  liveMid,
  ratePercent,
  stakeProblem,
  trendAgainstOpen,
  winProfitText,
} from './delivery-values';

describe('delivery screen values', () => {
  it.each([
    ['0.8', '80%'],
    ['0.825', '82.5%'],
    ['1', '100%'],
  ])('rate %s shows %s', (rate, shown) => {
    expect(ratePercent(rate)).toBe(shown);
  });

  it.each<[string, string, string | null]>([
    ['100', '0.8', '+80.00'],
    ['12.5', '0.82', '+10.25'],
    ['0.5', '0.85', '+0.4250'], // formatMoney: under 1, 4 places
    ['', '0.8', null],
    ['abc', '0.8', null],
  ])('stake %s at %s wins %s', (stake, rate, text) => {
    expect(winProfitText(stake, rate)).toBe(text);
  });

  it.each<[number, string]>([
    [0, '1:00'],
    [1, '1:00'],
    [1_000, '0:59'],
    [59_001, '0:01'],
    [60_000, '0:00'],
    [90_000, '0:00'],
  ])('%i ms into a 60 s contract: %s', (elapsed, text) => {
    expect(
      countdownText('2026-11-22T10:01:00.000Z', Date.parse('2026-11-22T10:00:00Z') + elapsed),
    ).toBe(text);
  });

  it('the live mid is exact and compared with the open mid', () => {
    expect(liveMid('1.16000', '1.16011')).toBe('1.160055');
    expect(trendAgainstOpen('60205', '60005')).toBe('rise');
    expect(trendAgainstOpen('59005', '60005')).toBe('fall');
    expect(trendAgainstOpen('60005.00', '60005')).toBe('flat');
  });

  it.each<[string, ReturnType<typeof stakeProblem>]>([
    ['100', null],
    ['', { code: 'DELIVERY_STAKE_INVALID' }],
    ['9.99', { code: 'DELIVERY_STAKE_BELOW_MINIMUM', params: { minimum: '10' } }],
    ['10001', { code: 'DELIVERY_STAKE_ABOVE_MAXIMUM', params: { maximum: '10000' } }],
    ['600', { code: 'INSUFFICIENT_BALANCE' }],
  ])('stake %s → %j', (stake, problem) => {
    expect(stakeProblem(stake, { min: '10', max: '10000', available: '500' })).toEqual(problem);
  });
});

describe('payoutOddsText', () => {
  it.each([
    ['0.8', 'en', { winsNeeded: '55.6%', evenOdds: '10%', loses: true }],
    ['0.85', 'en', { winsNeeded: '54.1%', evenOdds: '7.5%', loses: true }],
    ['1', 'en', { winsNeeded: '50%', evenOdds: '0%', loses: false }],
    ['0.8', 'de', { winsNeeded: '55,6\u00a0%', evenOdds: '10\u00a0%', loses: true }],
    ['0.8', 'fr', { winsNeeded: '55,6\u00a0%', evenOdds: '10\u00a0%', loses: true }],
  ])('rate %s in %s', (rate, lang, expected) => {
    expect(payoutOddsText(rate, lang)).toEqual(expected);
  });
});

describe("deliveryInstruments (the picker's list: offered ones, BTC and ETH first)", () => {
  const catalogue = {
    categories: [
      {
        category: 'crypto' as const,
        items: ['SOLUSD', 'ETHUSD', 'BTCUSD', 'DOGEUSD'].map((s) => marketItem(s, 'crypto')),
      },
      {
        category: 'forex' as const,
        items: ['EURUSD', 'USDJPY'].map((s) => marketItem(s, 'forex')),
      },
    ],
  };
  it.each([
    [
      ['EURUSD', 'SOLUSD', 'BTCUSD', 'ETHUSD'],
      ['BTCUSD', 'ETHUSD', 'SOLUSD', 'EURUSD'],
    ],
    [
      ['USDJPY', 'EURUSD'],
      ['EURUSD', 'USDJPY'],
    ],
    [['ETHUSD', 'XAUUSD'], ['ETHUSD']],
    [[], []],
  ])('offered %j → %j', (offered, shown) => {
    expect(
      deliveryInstruments(
        catalogue,
        offered.map((symbol) => ({ symbol })),
      ).map((i) => i.symbol),
    ).toEqual(shown);
  });
});
