import type { Decimal } from '../money';
import { systemAccount, systemShardOf, userAccount } from '../ledger/accounts';
import { userSystemPostings } from '../ledger/builders';
import type { JournalEntryDraft, PostingDraft } from '../ledger/journal';
import type { PostingKind } from '../ledger/kinds';
import type { SpotFillAmounts, SpotPair } from './fill';

/*
 * What the server posts for spot orders. Every posting is on the user's coin account in one
 * currency and the other side on the user's shard (systemShardOf) of the `house` or `fees` account in
 * the same currency, so each currency balances on its own. Signs: positive credits the bucket.
 */

const coin = (userId: string, currency: string) => userAccount(userId, 'coin', currency);

/** User available +amount, house (or fees) −amount, in `currency` (amount may be negative). */
function withSystem(
  userId: string,
  system: 'house' | 'fees',
  currency: string,
  amount: Decimal,
  kind: PostingKind,
  reference: string,
): PostingDraft[] {
  if (amount.isZero()) return [];
  const house = systemAccount(system, currency, systemShardOf(userId));
  return userSystemPostings(coin(userId, currency), house, amount, kind, reference);
}

/** Available ⇄ locked on the user's coin account in `currency`: lock moves amount to locked, unlock back. */
function moveLocked(
  userId: string,
  currency: string,
  amount: Decimal,
  kind: 'lock' | 'unlock',
  reference: string,
): PostingDraft[] {
  if (amount.isZero()) return [];
  const sign = kind === 'lock' ? amount : amount.negated();
  return [
    { account: coin(userId, currency), bucket: 'locked', amount: sign, kind, reference },
    {
      account: coin(userId, currency),
      bucket: 'available',
      amount: sign.negated(),
      kind,
      reference,
    },
  ];
}

/**
 * Entry `spot_fill`. A buy: quote −gross (kind `spot_trade`, house +gross), quote −fee (kind `fee`,
 * fees +fee), base +quantity (house −quantity). A sell: base −quantity (house +), quote +gross
 * (house −), quote −fee (fees +). A resting order's reserve (`released`, in the currency it locked)
 * is unlocked first in the same entry, so the fill pays from it.
 */
export function spotFillEntry(input: {
  userId: string;
  pair: SpotPair;
  fill: SpotFillAmounts;
  reference: string;
  released: { currency: string; amount: Decimal } | null;
}): JournalEntryDraft {
  const { userId, pair, fill, reference } = input;
  const baseSign = fill.side === 'buy' ? fill.quantity : fill.quantity.negated();
  const quoteSign = fill.side === 'buy' ? fill.gross.negated() : fill.gross;
  const postings: PostingDraft[] = [
    ...(input.released
      ? moveLocked(userId, input.released.currency, input.released.amount, 'unlock', reference)
      : []),
    // Credits before debits: a sale's proceeds arrive before its fee is taken.
    ...(fill.side === 'sell'
      ? withSystem(userId, 'house', pair.quote, quoteSign, 'spot_trade', reference)
      : []),
    ...withSystem(userId, 'house', pair.base, baseSign, 'spot_trade', reference),
    ...(fill.side === 'buy'
      ? withSystem(userId, 'house', pair.quote, quoteSign, 'spot_trade', reference)
      : []),
    ...withSystem(userId, 'fees', pair.quote, fill.fee.negated(), 'fee', reference),
  ];
  return { kind: 'spot_fill', reference, postings };
}

/** A limit order's reserve on the coin account: the user, the currency, the amount and the order reference. */
interface SpotReserveInput {
  userId: string;
  currency: string;
  amount: Decimal;
  reference: string;
}

/** Entry `spot_reserve`: a resting limit order locks its reserve on the coin account (kind `lock`). */
export function spotReserveEntry(input: SpotReserveInput): JournalEntryDraft {
  return reserveMove('spot_reserve', 'lock', input);
}

/** Entry `spot_release`: a cancelled limit order's reserve goes back to available (kind `unlock`). */
export function spotReleaseEntry(input: SpotReserveInput): JournalEntryDraft {
  return reserveMove('spot_release', 'unlock', input);
}

function reserveMove(
  kind: 'spot_reserve' | 'spot_release',
  move: 'lock' | 'unlock',
  { userId, currency, amount, reference }: SpotReserveInput,
): JournalEntryDraft {
  return { kind, reference, postings: moveLocked(userId, currency, amount, move, reference) };
}

/**
 * A resting limit order modified (product.md §10.16): only the difference between its new reserve and
 * the one locked now moves, in the currency both are in (the side never changes). A larger reserve
 * is `spot_reserve` of the difference (lock), a smaller one `spot_release` of it (unlock); null when
 * unchanged. The ledger refuses a lock the available balance cannot pay.
 */
export function spotReserveChangeEntry(input: {
  userId: string;
  currency: string;
  /** Locked now and wanted, in `currency`. */
  reserved: Decimal;
  next: Decimal;
  reference: string;
}): JournalEntryDraft | null {
  const difference = input.next.minus(input.reserved);
  if (difference.isZero()) return null;
  const { userId, currency, reference } = input;
  return difference.isPositive()
    ? spotReserveEntry({ userId, currency, amount: difference, reference })
    : spotReleaseEntry({ userId, currency, amount: difference.negated(), reference });
}
