import { describe, expect, it } from 'vitest';
import { Decimal, toDecimalString } from '../money';
import { type JournalEntryDraft, validateJournalEntry } from '../ledger/journal';
import { deliverySettlementEntry, deliveryStakeEntry } from './ledger-entries';
import type { DeliveryOutcome } from './rules';

// u1 posts to shard 51 of house (FNV-1a of "u1" = 71477235; mod 64 = 51).
function lines(entry: JournalEntryDraft): string[] {
  expect(validateJournalEntry(entry).ok).toBe(true);
  return entry.postings.map((p) =>
    [
      p.account.owner === 'user'
        ? `${p.account.type}:${p.account.currency}`
        : `${p.account.code}/${p.account.shard}`,
      p.bucket,
      toDecimalString(p.amount),
      p.kind,
      p.reference,
    ].join(' '),
  );
}

describe('delivery ledger entries', () => {
  it('the stake leaves the coin USD account for the user’s house shard', () => {
    const entry = deliveryStakeEntry({ userId: 'u1', contractId: '7', stake: new Decimal('100') });
    expect(entry.kind).toBe('delivery_stake');
    expect(lines(entry)).toEqual([
      'coin:USD available -100 delivery_stake delivery:7',
      'house/51 available 100 delivery_stake delivery:7',
    ]);
  });
});

describe('delivery settlements: a win pays stake × (1 + rate) from the house, a tie refunds, a loss posts nothing', () => {
  it.each<[string, DeliveryOutcome, string, string, string[] | null]>([
    [
      'a win paying 185',
      'win',
      '185',
      '7',
      [
        'coin:USD available 185 delivery_payout delivery:7',
        'house/51 available -185 delivery_payout delivery:7',
      ],
    ],
    [
      'a tie refunding 100',
      'tie',
      '100',
      '7',
      [
        'coin:USD available 100 delivery_refund delivery:7',
        'house/51 available -100 delivery_refund delivery:7',
      ],
    ],
    ['a loss', 'loss', '0', '7', null],
    ['a loss, whatever payout is passed', 'loss', '190', '9', null],
    ['a win that pays 0', 'win', '0', '9', null],
    ['a tie that refunds 0', 'tie', '0', '9', null],
  ])('%s: %s, payout %s, contract %s', (_case, outcome, payout, contractId, expected) => {
    const entry = deliverySettlementEntry({
      userId: 'u1',
      contractId,
      outcome,
      payout: new Decimal(payout),
    });
    expect(entry === null ? null : lines(entry)).toEqual(expected);
  });
});
