import { Decimal } from '../money';
import {
  type AccountRef,
  type UserAccountType,
  BASE_CURRENCY,
  systemAccount,
  userAccount,
} from './accounts';
import type { JournalEntryDraft, PostingDraft } from './journal';

/**
 * Live and practice books (docs/decisions.md, "Practice and live"). Every user has a practice
 * holder beside them: its own user row whose id is the live id with the UUID version nibble set to
 * 8 (RFC 9562 "custom"; live ids are random version 4), so either side is known from the id alone.
 * A practice holder's accounts, and the system accounts its entries post to, live in a practice
 * currency namespace: `USD.P` for USD. The ledger maps codes at its door (server `ledger.journal`),
 * so trading, spot and delivery post `USD` for anybody; the database stores `USD.P`, balances every
 * entry per stored currency and refuses an account or an entry that mixes the two books.
 */

export const BOOKS = ['live', 'practice'] as const;
export type Book = (typeof BOOKS)[number];

/** What a stored currency code ends with in the practice book. */
export const PRACTICE_CURRENCY_SUFFIX = '.P';

/** Index of the UUID version nibble in the 36-character text form. */
const VERSION_INDEX = 14;
const PRACTICE_VERSION = '8';

/** The practice holder's id of a live user (lower-case text UUID in, the same out). */
export function practiceUserIdOf(liveUserId: string): string {
  const id = liveUserId.toLowerCase();
  return `${id.slice(0, VERSION_INDEX)}${PRACTICE_VERSION}${id.slice(VERSION_INDEX + 1)}`;
}

/** Which book a user id's accounts belong to. */
export function bookOfUser(userId: string): Book {
  return userId.charAt(VERSION_INDEX) === PRACTICE_VERSION ? 'practice' : 'live';
}

/** The code a currency is stored under in `book` (`USD` → `USD.P` in practice). */
export function currencyInBook(code: string, book: Book): string {
  return book === 'practice' ? `${code}${PRACTICE_CURRENCY_SUFFIX}` : code;
}

/** Which book a stored currency code belongs to. */
export function bookOfCurrency(stored: string): Book {
  return stored.endsWith(PRACTICE_CURRENCY_SUFFIX) ? 'practice' : 'live';
}

/** The currency a stored code names, without its book (`USD.P` → `USD`). */
export function currencyOutOfBook(stored: string): string {
  return bookOfCurrency(stored) === 'practice'
    ? stored.slice(0, -PRACTICE_CURRENCY_SUFFIX.length)
    : stored;
}

/**
 * The currency code an account is stored under: a user's account by its holder's book; a system
 * account as named (refsInBook has already put it in its entry's book).
 */
export function storedCurrencyOf(ref: AccountRef): string {
  return ref.owner === 'user' ? currencyInBook(ref.currency, bookOfUser(ref.userId)) : ref.currency;
}

/**
 * The book of a set of accounts: that of their users (live when only system accounts are named).
 * Users of both books in one set is a programming error: nothing may move money between books.
 */
export function bookOfRefs(refs: readonly AccountRef[]): Book {
  const books = new Set(
    refs.flatMap((ref) => (ref.owner === 'user' ? [bookOfUser(ref.userId)] : [])),
  );
  if (books.size > 1)
    throw new Error('ledger: accounts of the live and the practice book together');
  return books.has('practice') ? 'practice' : 'live';
}

/** `ref` in `book`: a system account moves into that book's namespace; a user account stays. */
export function refInBook(ref: AccountRef, book: Book): AccountRef {
  if (ref.owner === 'user' || bookOfCurrency(ref.currency) === book) return ref;
  return systemAccount(ref.code, currencyInBook(currencyOutOfBook(ref.currency), book), ref.shard);
}

/** The refs put in their users' book (see bookOfRefs, refInBook). */
export function refsInBook(refs: readonly AccountRef[]): AccountRef[] {
  const book = bookOfRefs(refs);
  return refs.map((ref) => refInBook(ref, book));
}

/** An entry with its system accounts in its users' book (throws for an entry across books). */
export function entryInBook(entry: JournalEntryDraft): JournalEntryDraft {
  const book = bookOfRefs(entry.postings.map((p) => p.account));
  if (book === 'live') return entry;
  return {
    ...entry,
    postings: entry.postings.map((p) => ({ ...p, account: refInBook(p.account, book) })),
  };
}

/** The virtual money a practice book starts with and is reset to: USD, in both accounts. */
export const PRACTICE_STARTING_CREDIT: readonly {
  type: UserAccountType;
  currency: string;
  amount: string;
}[] = [
  { type: 'coin', currency: BASE_CURRENCY, amount: '10000' },
  { type: 'contract', currency: BASE_CURRENCY, amount: '10000' },
];

/** One practice account as the reset sees it (currency without its book suffix). */
export interface PracticeAccountBalance {
  type: UserAccountType;
  currency: string;
  available: Decimal;
}

/**
 * The entry that brings a practice holder's available balances back to the starting credit (every
 * other account to zero) against `world` (in the practice book once the ledger's door has put it
 * there), kind `demo_credit`; null when nothing differs. The ledger orders credits first. Locked money is left alone: the caller cancels what holds it first. `accounts`
 * are every account the holder has; an account of the starting credit missing there counts as 0.
 */
export function computePracticeReset(
  practiceUserId: string,
  accounts: readonly PracticeAccountBalance[],
  reference: string,
): JournalEntryDraft | null {
  const target = new Map(
    PRACTICE_STARTING_CREDIT.map((c) => [`${c.type}:${c.currency}`, new Decimal(c.amount)]),
  );
  const current = new Map(accounts.map((a) => [`${a.type}:${a.currency}`, a]));
  const keys = [...new Set([...target.keys(), ...current.keys()])].sort();
  const postings: PostingDraft[] = [];
  for (const key of keys) {
    const [type, currency] = key.split(':') as [UserAccountType, string];
    const delta = (target.get(key) ?? new Decimal(0)).minus(
      current.get(key)?.available ?? new Decimal(0),
    );
    if (delta.isZero()) continue;
    const user = userAccount(practiceUserId, type, currency);
    postings.push(
      { account: user, bucket: 'available', amount: delta, kind: 'demo_credit', reference },
      {
        account: systemAccount('world', currency),
        bucket: 'available',
        amount: delta.negated(),
        kind: 'demo_credit',
        reference,
      },
    );
  }
  if (postings.length === 0) return null;
  return { kind: 'demo_credit', reference, postings };
}
