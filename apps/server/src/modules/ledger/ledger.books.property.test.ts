import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type AccountRef,
  type Book,
  Decimal,
  type PostingDraft,
  accountKey,
  bookOfUser,
  refInBook,
  storedCurrencyOf,
  systemAccount,
  userAccount,
} from '@waihui/core';
import { sql } from 'drizzle-orm';
import { createTestDatabase, insertUserWithSession } from '../../../test/fixtures';
import type { Database } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { ensurePracticeHolder } from '../identity';
import { auditBooks } from './ledger.fixtures';
import { resetPracticeBook } from './ledger.practice';
import { creditDeposit, postJournal, runLedgerTransaction, transfer } from './ledger.service';

/*
 * Practice and live together (docs/decisions.md, "Practice and live"): random deposits, transfers,
 * practice resets and arbitrary journal entries over two users and their practice holders, some
 * entries naming accounts of both books. After every step: the books audit clean, no entry has
 * postings in both books, every user account is in its holder's namespace, and every balance equals
 * an independent model in which an entry across books is always refused and never moves anything.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

const NOW = new Date('2026-11-22T10:00:00.000Z');

const amountArb = fc
  .bigInt({ min: 1n, max: 500_000_000_000n })
  .map((units) => new Decimal(units.toString()).dividedBy(1e8));

/** 0–3: holders (live 0, live 1, practice of 0, practice of 1). */
const holderArb = fc.nat(3);

const commandArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      holder: holderArb,
      amount: amountArb,
    }),
  },
  fc.record({
    op: fc.constant('transfer' as const),
    holder: holderArb,
    from: fc.constantFrom('coin' as const, 'contract' as const),
    amount: amountArb,
  }),
  fc.record({ op: fc.constant('reset' as const), holder: fc.nat(1) }),
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('journal' as const),
      // Accounts 0–7: coin and contract of each holder; 8: house; 9: fees (in the entry's book).
      legs: fc.array(fc.record({ from: fc.nat(9), to: fc.nat(9), amount: amountArb }), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  },
);

type Balances = { available: Decimal; locked: Decimal };
const ZERO: Balances = { available: new Decimal(0), locked: new Decimal(0) };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('ledger properties, practice and live together (on the database)', () => {
  it('no posting ever crosses between the two books', async () => {
    const db = database.db;
    const deps = { db, now: () => NOW };
    let steps = 0;
    let crossings = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 15 }), async (commands) => {
        const live = await Promise.all([0, 1].map(() => insertUserWithSession(db)));
        const practice = await Promise.all(live.map((u) => ensurePracticeHolder(db, u.userId)));
        const holders = [live[0]!.userId, live[1]!.userId, practice[0]!, practice[1]!];
        const model = new Map<string, Balances>();
        const read = async (ref: AccountRef): Promise<Balances> => {
          const condition =
            ref.owner === 'user'
              ? sql`user_id = ${ref.userId} and type = ${ref.type}`
              : sql`system_code = ${ref.code} and shard = 0`;
          const [row] = rowsOf<{ available: string; locked: string }>(
            await db.execute(
              sql`select available::text, locked::text from ledger_accounts where ${condition} and currency = ${storedCurrencyOf(ref)}`,
            ),
          );
          return row
            ? { available: new Decimal(row.available), locked: new Decimal(row.locked) }
            : ZERO;
        };
        // System accounts of both books carry earlier runs' history: start the model from them.
        for (const book of ['live', 'practice'] as Book[])
          for (const code of ['world', 'house', 'fees'] as const) {
            const ref = refInBook(systemAccount(code, 'USD'), book);
            model.set(accountKey(ref), await read(ref));
          }
        const get = (ref: AccountRef) => model.get(accountKey(ref)) ?? ZERO;
        const accountAt = (index: number): AccountRef => {
          if (index < 8)
            return userAccount(holders[index % 4]!, index < 4 ? 'coin' : 'contract', 'USD');
          return systemAccount(index === 8 ? 'house' : 'fees', 'USD');
        };
        const mayGoNegative = (ref: AccountRef) => ref.owner === 'system' && ref.code !== 'fees';

        for (const command of commands) {
          /** The model's verdict: the changes, or null when refused (a crossing is refused too). */
          let changes: [AccountRef, Decimal][] | null = null;
          let crossing = false;
          let act: () => Promise<unknown>;
          if (command.op === 'deposit') {
            const holder = holders[command.holder]!;
            const book = bookOfUser(holder);
            changes = [
              [userAccount(holder, 'coin', 'USD'), command.amount],
              [refInBook(systemAccount('world', 'USD'), book), command.amount.negated()],
            ];
            act = () =>
              creditDeposit(db, {
                userId: holder,
                currency: 'USD',
                amount: command.amount,
                idempotencyKey: `books-${steps}-${holder}`,
              });
          } else if (command.op === 'transfer') {
            const holder = holders[command.holder]!;
            const source = userAccount(holder, command.from, 'USD');
            const target = userAccount(
              holder,
              command.from === 'coin' ? 'contract' : 'coin',
              'USD',
            );
            if (command.amount.lessThanOrEqualTo(get(source).available))
              changes = [
                [source, command.amount.negated()],
                [target, command.amount],
              ];
            act = () =>
              transfer(deps, holder, {
                fromAccount: command.from,
                toAccount: null,
                currency: 'USD',
                quantity: command.amount.toFixed(),
                idempotencyKey: null,
              });
          } else if (command.op === 'reset') {
            const holder = practice[command.holder]!;
            const world = refInBook(systemAccount('world', 'USD'), 'practice');
            changes = [];
            for (const type of ['coin', 'contract'] as const) {
              const ref = userAccount(holder, type, 'USD');
              const delta = new Decimal(10000).minus(get(ref).available);
              if (!delta.isZero()) changes.push([ref, delta], [world, delta.negated()]);
            }
            act = () => resetPracticeBook(db, holder, NOW);
          } else {
            if (!('legs' in command)) throw new Error('unknown command');
            const refs = command.legs.flatMap((leg) => [accountAt(leg.from), accountAt(leg.to)]);
            const books = new Set(
              refs.flatMap((r) => (r.owner === 'user' ? [bookOfUser(r.userId)] : [])),
            );
            crossing = books.size > 1;
            const book: Book = books.has('practice') ? 'practice' : 'live';
            const postings: PostingDraft[] = command.legs.flatMap((leg) => [
              {
                account: accountAt(leg.from),
                bucket: 'available' as const,
                amount: leg.amount.negated(),
                kind: 'fee' as const,
                reference: null,
              },
              {
                account: accountAt(leg.to),
                bucket: 'available' as const,
                amount: leg.amount,
                kind: 'fee' as const,
                reference: null,
              },
            ]);
            const net = new Map<string, [AccountRef, Decimal]>();
            for (const p of postings) {
              const ref = refInBook(p.account, book);
              const key = accountKey(ref);
              net.set(key, [ref, (net.get(key)?.[1] ?? new Decimal(0)).plus(p.amount)]);
            }
            const ok = [...net.values()].every(
              ([ref, delta]) => mayGoNegative(ref) || !get(ref).available.plus(delta).isNegative(),
            );
            if (ok && !crossing) changes = [...net.values()];
            act = () =>
              runLedgerTransaction(db, (tx) =>
                postJournal(tx, { kind: 'random', reference: null, postings }),
              );
          }

          steps += 1;
          let refused = false;
          try {
            await act();
          } catch (error) {
            if (crossing) {
              expect(String(error)).toContain(
                'accounts of the live and the practice book together',
              );
              crossings += 1;
            } else if (!(error instanceof BusinessError)) throw error;
            refused = true;
          }
          expect(refused).toBe(changes === null);
          if (!refused) accepted += 1;
          for (const [ref, delta] of changes ?? []) {
            const state = get(ref);
            model.set(accountKey(ref), { ...state, available: state.available.plus(delta) });
          }
          expect(await auditBooks(db)).toEqual([]);
        }
        // No entry has postings in both books; every user account is in its holder's namespace.
        const crossed = rowsOf<{ entry_id: number }>(
          await db.execute(sql`
            select entry_id from ledger_postings group by entry_id
            having count(distinct currency like '%.P') > 1`),
        );
        expect(crossed).toEqual([]);
        const misplaced = rowsOf<{ id: number }>(
          await db.execute(sql`
            select id from ledger_accounts where type <> 'system'
              and (substr(user_id::text, 15, 1) = '8') <> (currency like '%.P')`),
        );
        expect(misplaced).toEqual([]);
        for (const [key, expected] of model) {
          const [owner, a, b, c] = key.split(':');
          const ref: AccountRef =
            owner === 'user'
              ? userAccount(a!, b as 'coin' | 'contract', c!)
              : systemAccount(a as 'world' | 'house' | 'fees', b!);
          const actual = await read(ref);
          expect([key, actual.available.toFixed(), actual.locked.toFixed()]).toEqual([
            key,
            expected.available.toFixed(),
            expected.locked.toFixed(),
          ]);
        }
      }),
      { numRuns: 20 },
    );
    expect(steps).toBeGreaterThan(80);
    expect(crossings).toBeGreaterThan(5);
    expect(accepted).toBeGreaterThan(30);
  }, 300_000);
});
