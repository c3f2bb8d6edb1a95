import type { Decimal } from '../money';
import { systemAccount, systemShardOf, userAccount } from '../ledger/accounts';
import type { JournalEntryDraft, PostingDraft } from '../ledger/journal';

/*
 * The ledger entries of a withdrawal's life (docs/funding.md). Its gross amount is locked on the
 * user's coin account when it is accepted; a cancel or rejection unlocks it; the payout takes it out
 * of the lock: the net to the outside world, the fee to the fees account.
 */

interface WithdrawalMoney {
  userId: string;
  currency: string;
  /** Gross amount, > 0. */
  amount: Decimal;
  /** `withdrawal:<id>`, shown in the money log. */
  reference: string;
}

function bucketMove(input: WithdrawalMoney, kind: 'lock' | 'unlock'): JournalEntryDraft {
  const account = userAccount(input.userId, 'coin', input.currency);
  const sign = kind === 'lock' ? -1 : 1;
  return {
    kind: kind === 'lock' ? 'withdrawal_lock' : 'withdrawal_unlock',
    reference: input.reference,
    postings: [
      {
        account,
        bucket: 'available',
        amount: input.amount.times(sign),
        kind,
        reference: input.reference,
      },
      {
        account,
        bucket: 'locked',
        amount: input.amount.times(-sign),
        kind,
        reference: input.reference,
      },
    ],
  };
}

/** Accepted: available −amount, locked +amount. Refused by the ledger when available is short. */
export function withdrawalLockEntry(input: WithdrawalMoney): JournalEntryDraft {
  return bucketMove(input, 'lock');
}

/** Cancelled or rejected: locked −amount, available +amount. */
export function withdrawalReleaseEntry(input: WithdrawalMoney): JournalEntryDraft {
  return bucketMove(input, 'unlock');
}

/**
 * Paid: locked −net to the world (money left the platform), locked −fee to the fees account (the
 * shard of this user, as trading fees). A zero fee has no postings (the ledger refuses zero amounts).
 */
export function withdrawalPayoutEntry(
  input: WithdrawalMoney & { fee: Decimal },
): JournalEntryDraft {
  const user = userAccount(input.userId, 'coin', input.currency);
  const net = input.amount.minus(input.fee);
  const reference = input.reference;
  const postings: PostingDraft[] = [
    { account: user, bucket: 'locked', amount: net.negated(), kind: 'withdrawal', reference },
    {
      account: systemAccount('world', input.currency),
      bucket: 'available',
      amount: net,
      kind: 'withdrawal',
      reference,
    },
  ];
  if (input.fee.gt(0)) {
    const fees = systemAccount('fees', input.currency, systemShardOf(input.userId));
    postings.push(
      { account: user, bucket: 'locked', amount: input.fee.negated(), kind: 'fee', reference },
      { account: fees, bucket: 'available', amount: input.fee, kind: 'fee', reference },
    );
  }
  return { kind: 'withdrawal_payout', reference, postings };
}
