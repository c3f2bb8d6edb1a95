import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { systemAccount, userAccount } from './accounts';
import {
  bookOfCurrency,
  bookOfUser,
  computePracticeReset,
  currencyInBook,
  currencyOutOfBook,
  entryInBook,
  practiceUserIdOf,
  refsInBook,
  storedCurrencyOf,
} from './books';

const LIVE = '3f2c1a9e-5b7d-4c1e-9a2b-7d6e5f4c3b2a';
const PRACTICE = '3f2c1a9e-5b7d-8c1e-9a2b-7d6e5f4c3b2a';

describe('books', () => {
  it.each([
    ['a live id is live', LIVE, 'live'],
    ['its practice holder (version 8) is practice', PRACTICE, 'practice'],
  ])('%s', (_, id, book) => {
    expect(bookOfUser(id)).toBe(book);
  });

  it('derives the practice holder from the live id, upper case read as lower', () => {
    expect(practiceUserIdOf(LIVE)).toBe(PRACTICE);
    expect(practiceUserIdOf(LIVE.toUpperCase())).toBe(PRACTICE);
  });

  it.each([
    ['USD', 'live', 'USD'],
    ['USD', 'practice', 'USD.P'],
    ['BTC', 'practice', 'BTC.P'],
  ] as const)('stores %s in the %s book as %s, and reads it back', (code, book, stored) => {
    expect(currencyInBook(code, book)).toBe(stored);
    expect(bookOfCurrency(stored)).toBe(book);
    expect(currencyOutOfBook(stored)).toBe(code);
  });

  it('stores a user account by its holder and a system account as named', () => {
    expect(storedCurrencyOf(userAccount(LIVE, 'coin', 'EUR'))).toBe('EUR');
    expect(storedCurrencyOf(userAccount(PRACTICE, 'coin', 'EUR'))).toBe('EUR.P');
    expect(storedCurrencyOf(systemAccount('house', 'USD.P', 3))).toBe('USD.P');
  });

  it('puts the system accounts of a practice set in the practice book, and leaves a live set alone', () => {
    expect(
      refsInBook([userAccount(PRACTICE, 'contract', 'USD'), systemAccount('fees', 'USD', 7)]),
    ).toEqual([userAccount(PRACTICE, 'contract', 'USD'), systemAccount('fees', 'USD.P', 7)]);
    const live = [userAccount(LIVE, 'contract', 'USD'), systemAccount('house', 'USD', 2)];
    expect(refsInBook(live)).toEqual(live);
  });

  it('refuses an entry naming accounts of both books', () => {
    const posting = (account: ReturnType<typeof userAccount>, amount: number) => ({
      account,
      bucket: 'available' as const,
      amount: new Decimal(amount),
      kind: 'fee' as const,
      reference: null,
    });
    expect(() =>
      entryInBook({
        kind: 'transfer',
        reference: null,
        postings: [
          posting(userAccount(LIVE, 'coin', 'USD'), 5),
          posting(userAccount(PRACTICE, 'coin', 'USD'), -5),
        ],
      }),
    ).toThrow('ledger: accounts of the live and the practice book together');
  });

  it('resets to 10,000 USD in each account and every other currency to 0, against world', () => {
    const entry = computePracticeReset(
      PRACTICE,
      [
        { type: 'coin', currency: 'USD', available: new Decimal('9500.5') },
        { type: 'contract', currency: 'USD', available: new Decimal('10250') },
        { type: 'coin', currency: 'EUR', available: new Decimal('12.34') },
      ],
      'practice-reset',
    );
    expect(
      entry?.postings.map((p) => [
        p.account.owner === 'user' ? `${p.account.type}` : p.account.code,
        p.account.currency,
        p.amount.toFixed(),
      ]),
    ).toEqual([
      ['coin', 'EUR', '-12.34'],
      ['world', 'EUR', '12.34'],
      ['coin', 'USD', '499.5'],
      ['world', 'USD', '-499.5'],
      ['contract', 'USD', '-250'],
      ['world', 'USD', '250'],
    ]);
    expect(entry?.kind).toBe('demo_credit');
  });

  it('has nothing to reset when the balances are the starting credit', () => {
    const start = (type: 'coin' | 'contract') => ({
      type,
      currency: 'USD',
      available: new Decimal(10000),
    });
    expect(computePracticeReset(PRACTICE, [start('coin'), start('contract')], 'r')).toBeNull();
  });
});
