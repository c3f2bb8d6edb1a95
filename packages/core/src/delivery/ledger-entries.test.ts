import { describe, expect, it } from 'vitest';
import { Decimal, toDecimalString } from '../money';
import { type JournalEntryDraft, validateJournalEntry } from '../ledger/journal';
import { deliverySettlementEntry, deliveryStakeEntry } from './ledger-entries';

// u1 posts to shard 51 of house (FNV-1a of "u1" = 71477235; mod 64 = 51).
function lines(entry: JournalEntryDraft | null): string[] {
  if (entry === null) return [];
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

  it('a win pays stake × (1 + rate) from the house, a tie refunds, a loss posts nothing', () => {
    const win = deliverySettlementEntry({
      userId: 'u1',
      contractId: '7',
      outcome: 'win',
      payout: new Decimal('185'),
    });
    expect(lines(win)).toEqual([
      'coin:USD available 185 delivery_payout delivery:7',
      'house/51 available -185 delivery_payout delivery:7',
    ]);
    const tie = deliverySettlementEntry({
      userId: 'u1',
      contractId: '7',
      outcome: 'tie',
      payout: new Decimal('100'),
    });
    expect(lines(tie)).toEqual([
      'coin:USD available 100 delivery_refund delivery:7',
      'house/51 available -100 delivery_refund delivery:7',
    ]);
    expect(
      deliverySettlementEntry({
        userId: 'u1',
        contractId: '7',
        outcome: 'loss',
        payout: new Decimal('0'),
      }),
    ).toBeNull();
  });
});

describe('settlements that move no money', () => {
  it.each([
    ['a loss, whatever payout is passed', 'loss', '190'],
    ['a win that pays 0', 'win', '0'],
    ['a tie that refunds 0', 'tie', '0'],
  ] as const)('%s has no entry', (_case, outcome, payout) => {
    expect(
      deliverySettlementEntry({
        userId: 'u1',
        contractId: '9',
        outcome,
        payout: new Decimal(payout),
      }),
    ).toBeNull();
  });
});
