import type { Decimal } from '../money';
import { BASE_CURRENCY, systemAccount, systemShardOf, userAccount } from '../ledger/accounts';
import { userSystemPostings } from '../ledger/builders';
import type { JournalEntryDraft, PostingDraft } from '../ledger/journal';
import type { PostingKind } from '../ledger/kinds';
import type { DeliveryOutcome } from './rules';

/*
 * What the server posts for a delivery contract (docs/delivery.md). The stake comes from the user's
 * coin (spot) account in USD, not the contract account, so it never changes the free margin of open
 * leveraged positions (docs/decisions.md). The house takes the stake at placement and pays the
 * settlement back; both post to the user's shard of `house` (systemShardOf) so contracts of
 * different users never queue on one row. Amounts are already at the ledger's scale.
 */

/** User coin USD available +amount, the user's shard of house −amount (negative: the reverse). */
function withHouse(
  userId: string,
  amount: Decimal,
  kind: PostingKind,
  reference: string,
): PostingDraft[] {
  const house = systemAccount('house', BASE_CURRENCY, systemShardOf(userId));
  return userSystemPostings(
    userAccount(userId, 'coin', BASE_CURRENCY),
    house,
    amount,
    kind,
    reference,
  );
}

/** Placement: the stake leaves the user's coin USD account for the house (`delivery_stake`). */
export function deliveryStakeEntry(input: {
  userId: string;
  contractId: string;
  stake: Decimal;
}): JournalEntryDraft {
  const reference = `delivery:${input.contractId}`;
  return {
    kind: 'delivery_stake',
    reference,
    postings: withHouse(input.userId, input.stake.negated(), 'delivery_stake', reference),
  };
}

/**
 * Settlement: a win pays `payout` (stake × (1 + rate)) from the house (`delivery_payout`), a tie
 * refunds the stake (`delivery_refund`); a loss moves no money (null: the house keeps the stake).
 */
export function deliverySettlementEntry(input: {
  userId: string;
  contractId: string;
  outcome: DeliveryOutcome;
  payout: Decimal;
}): JournalEntryDraft | null {
  if (input.outcome === 'loss' || input.payout.isZero()) return null;
  const kind: PostingKind = input.outcome === 'win' ? 'delivery_payout' : 'delivery_refund';
  const reference = `delivery:${input.contractId}`;
  return { kind, reference, postings: withHouse(input.userId, input.payout, kind, reference) };
}
