import {
  Decimal,
  PRACTICE_STARTING_CREDIT,
  accountKey,
  bookOfUser,
  computePracticeReset,
  userAccount,
} from '@waihui/core';
import type { DbOrTx } from '../../db/database';
import { runLedgerTransaction } from './ledger.journal';
import { postJournal } from './ledger.post';
import { listUserAccounts } from './ledger.repository';
import { lockBalances } from './ledger.service';

/*
 * The practice book's money (docs/decisions.md, "Practice and live"): its starting credit and its
 * reset, both ledger entries against the practice `world` account (the door puts them in the
 * practice book). Only ever for a practice holder's id: a live id is refused before anything moves.
 */

function practiceOnly(userId: string): void {
  if (bookOfUser(userId) !== 'practice')
    throw new Error('ledger: a practice credit or reset named a live account');
}

/**
 * Credits the starting credit once per practice holder (a fixed key: a second call changes nothing).
 * Returns the entry id, and whether it had been credited before.
 */
export async function openPracticeBook(
  db: DbOrTx,
  practiceUserId: string,
  at: Date,
): Promise<{ entryId: number; replayed: boolean }> {
  practiceOnly(practiceUserId);
  const entry = computePracticeReset(practiceUserId, [], 'practice');
  if (entry === null) throw new Error('unreachable: an empty practice starting credit');
  const posted = await postJournal(db, entry, {
    idempotencyKey: `practice-start:${practiceUserId}`,
    at,
  });
  return { entryId: posted.entryId, replayed: posted.replayed };
}

/**
 * Brings every available balance of the practice holder back to the starting credit (other
 * currencies to zero) in one entry, decided under the accounts' locks. Locked money stays: cancel
 * what holds it first. Returns the entry id, or null when nothing differed.
 */
export async function resetPracticeBook(
  db: DbOrTx,
  practiceUserId: string,
  at: Date,
): Promise<number | null> {
  practiceOnly(practiceUserId);
  return runLedgerTransaction(db, async (tx) => {
    // Every account it has, and those of the starting credit even if never opened.
    const held = await listUserAccounts(tx, practiceUserId);
    const named = new Map(
      [...held, ...PRACTICE_STARTING_CREDIT].map((a) => [`${a.type}:${a.currency}`, a]),
    );
    const accounts = [...named.values()].map((a) => ({
      type: a.type,
      currency: a.currency,
      ref: userAccount(practiceUserId, a.type, a.currency),
    }));
    const balances = await lockBalances(
      tx,
      accounts.map((a) => a.ref),
    );
    const entry = computePracticeReset(
      practiceUserId,
      accounts.map((a) => ({
        type: a.type,
        currency: a.currency,
        available: balances.get(accountKey(a.ref))?.available ?? new Decimal(0),
      })),
      'practice-reset',
    );
    if (entry === null) return null;
    return (await postJournal(tx, entry, { at })).entryId;
  });
}
