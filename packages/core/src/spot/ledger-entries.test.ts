import { describe, expect, it } from 'vitest';
import { Decimal, toDecimalString } from '../money';
import { accountKey, userAccount } from '../ledger/accounts';
import {
  type AccountBalances,
  type JournalEntryDraft,
  applyPostings,
  validateJournalEntry,
} from '../ledger/journal';
import { computeSpotFill } from './fill';
import { spotFillEntry, spotReleaseEntry, spotReserveEntry } from './ledger-entries';

const d = (value: string) => new Decimal(value);
const s = toDecimalString;
const BTCUSD = { symbol: 'BTCUSD', base: 'BTC', quote: 'USD' };
// u1 posts to shard 51 of house and fees (FNV-1a of "u1" mod 64).
const coinUsd = accountKey(userAccount('u1', 'coin', 'USD'));
const coinBtc = accountKey(userAccount('u1', 'coin', 'BTC'));

function lines(entry: JournalEntryDraft): string[] {
  return entry.postings.map(
    (p) =>
      `${p.account.owner === 'user' ? p.account.type : `${p.account.code}/${p.account.shard}`} ${p.account.currency} ${p.bucket} ${s(p.amount)} ${p.kind}`,
  );
}

function apply(entry: JournalEntryDraft, before: Record<string, [string, string]>) {
  const valid = validateJournalEntry(entry);
  if (!valid.ok) throw new Error(valid.issues[0].code);
  const balances = new Map<string, AccountBalances>(
    Object.entries(before).map(([key, [available, locked]]) => [
      key,
      { available: d(available), locked: d(locked) },
    ]),
  );
  const after = applyPostings(balances, valid.value.postings);
  if (!after.ok)
    throw new Error(`${after.issues[0].code} ${JSON.stringify(after.issues[0].details)}`);
  const of = (key: string) => {
    const b = after.value.get(key) ?? balances.get(key);
    return b ? `${s(b.available)}/${s(b.locked)}` : '-';
  };
  return { usd: of(coinUsd), btc: of(coinBtc) };
}

function fill(side: 'buy' | 'sell', price: string) {
  const result = computeSpotFill({
    side,
    quantity: d('0.015'),
    price: d(price),
    feeRate: d('0.001'),
  });
  if (!result.ok) throw new Error(result.issues[0].code);
  return result.value;
}

describe('spotFillEntry', () => {
  it('a market buy: USD out (gross to house, fee to fees), BTC in from house; balanced per currency', () => {
    const entry = spotFillEntry({
      userId: 'u1',
      pair: BTCUSD,
      fill: fill('buy', '60010.00'),
      reference: 'spot:1:BTCUSD:buy@60010.00',
      released: null,
    });
    expect(entry.kind).toBe('spot_fill');
    expect(lines(entry)).toEqual([
      'coin BTC available 0.015 spot_trade',
      'house/51 BTC available -0.015 spot_trade',
      'coin USD available -900.15 spot_trade',
      'house/51 USD available 900.15 spot_trade',
      'coin USD available -0.90015 fee',
      'fees/51 USD available 0.90015 fee',
    ]);
    expect(apply(entry, { [coinUsd]: ['1000', '0'] })).toEqual({
      usd: '98.94985/0',
      btc: '0.015/0',
    });
  });

  it('a market sell: BTC out to house, USD gross in, fee out', () => {
    const entry = spotFillEntry({
      userId: 'u1',
      pair: BTCUSD,
      fill: fill('sell', '60000.00'),
      reference: 'spot:2:BTCUSD:sell@60000.00',
      released: null,
    });
    expect(lines(entry)).toEqual([
      'coin USD available 900 spot_trade',
      'house/51 USD available -900 spot_trade',
      'coin BTC available -0.015 spot_trade',
      'house/51 BTC available 0.015 spot_trade',
      'coin USD available -0.9 fee',
      'fees/51 USD available 0.9 fee',
    ]);
    expect(apply(entry, { [coinUsd]: ['98.94985', '0'], [coinBtc]: ['0.015', '0'] })).toEqual({
      usd: '998.04985/0',
      btc: '0/0',
    });
  });

  it('a filled limit buy unlocks its reserve first and keeps the unspent part available', () => {
    // Reserve at limit 60100: 0.015 × 60100 = 901.5 + fee 0.9015 = 902.4015; fills at ask 60010.
    const reserve = spotReserveEntry({
      userId: 'u1',
      currency: 'USD',
      amount: d('902.4015'),
      reference: 'spot:3:BTCUSD:buy',
    });
    expect(lines(reserve)).toEqual([
      'coin USD locked 902.4015 lock',
      'coin USD available -902.4015 lock',
    ]);
    expect(apply(reserve, { [coinUsd]: ['1000', '0'] }).usd).toBe('97.5985/902.4015');
    const entry = spotFillEntry({
      userId: 'u1',
      pair: BTCUSD,
      fill: fill('buy', '60010.00'),
      reference: 'spot:3:BTCUSD:buy@60010.00',
      released: { currency: 'USD', amount: d('902.4015') },
    });
    expect(apply(entry, { [coinUsd]: ['97.5985', '902.4015'] })).toEqual({
      usd: '98.94985/0',
      btc: '0.015/0',
    });
  });

  it('a cancelled limit order releases exactly its reserve', () => {
    const release = spotReleaseEntry({
      userId: 'u1',
      currency: 'BTC',
      amount: d('0.015'),
      reference: 'spot:4:BTCUSD:sell',
    });
    expect(lines(release)).toEqual([
      'coin BTC locked -0.015 unlock',
      'coin BTC available 0.015 unlock',
    ]);
    expect(apply(release, { [coinBtc]: ['0', '0.015'] }).btc).toBe('0.015/0');
  });

  it('a buy larger than the USD available is refused by the ledger rule', () => {
    const entry = spotFillEntry({
      userId: 'u1',
      pair: BTCUSD,
      fill: fill('buy', '60010.00'),
      reference: 'spot:5',
      released: null,
    });
    expect(() => apply(entry, { [coinUsd]: ['901.05014', '0'] })).toThrow(/INSUFFICIENT_BALANCE/);
  });
});

describe('no zero postings', () => {
  it('a fill without fee posts no fee lines; a zero release unlocks nothing', () => {
    const free = computeSpotFill({
      side: 'buy',
      quantity: d('0.015'),
      price: d('60000'),
      feeRate: d('0'),
    });
    if (!free.ok) throw new Error(free.issues[0].code);
    const entry = spotFillEntry({
      userId: 'u1',
      pair: BTCUSD,
      fill: free.value,
      reference: 'spot:3:BTCUSD:buy@60000',
      released: { currency: 'USD', amount: d('0') },
    });
    expect(lines(entry)).toEqual([
      'coin BTC available 0.015 spot_trade',
      'house/51 BTC available -0.015 spot_trade',
      'coin USD available -900 spot_trade',
      'house/51 USD available 900 spot_trade',
    ]);
  });
});
