import type { DbOrTx } from '../../db/database';
import { highestUid } from '../identity';
import type { DepositBank } from './funding.deps';
import {
  type DepositKeys,
  erc20DepositAddress,
  trc20DepositAddress,
} from './funding.deposit-addresses';

/*
 * The platform's own deposit addresses (every user's ERC-20 and TRC-20 address, derived from the
 * deposit keys by uid) and its deposit bank account, so the withdrawal queue can warn when a payout
 * would go to one of them: the money would come straight back as somebody's deposit. Addresses are derived once per uid and kept
 * for the process's life (two derivations per new user, a fraction of a millisecond each).
 */

/** Identity's uids start here and rise by one. */
const FIRST_UID = 100_001;

interface AddressBook {
  /** Lower-cased: ERC-20 addresses are case-insensitive (the capitals are a checksum only). */
  known: Set<string>;
  derivedUpTo: number;
}

const books = new WeakMap<DepositKeys, AddressBook>();

/** Whether `address` is a deposit address of any user under these keys (none configured: false). */
export async function isPlatformDepositAddress(
  db: DbOrTx,
  keys: DepositKeys | null,
  address: string,
): Promise<boolean> {
  if (keys === null || address === '') return false;
  const book = books.get(keys) ?? { known: new Set<string>(), derivedUpTo: FIRST_UID - 1 };
  books.set(keys, book);
  const top = (await highestUid(db)) ?? 0;
  while (book.derivedUpTo < top) {
    book.derivedUpTo += 1;
    book.known.add(erc20DepositAddress(keys.erc20, book.derivedUpTo).toLowerCase());
    book.known.add(trc20DepositAddress(keys.trc20, book.derivedUpTo).toLowerCase());
  }
  return book.known.has(address.toLowerCase());
}

/** An account number as banks compare it: no spaces or hyphens, capitals (IBANs are stored so). */
function accountKey(number: string): string {
  return number.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a bound card's number is the platform's own deposit bank account (none configured: false). */
export function isPlatformBankAccount(
  bank: DepositBank | null,
  cardNumber: string | null,
): boolean {
  if (bank === null || cardNumber === null || cardNumber === '') return false;
  return accountKey(cardNumber) === accountKey(bank.accountNumber);
}
