import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type AccountRef,
  Decimal,
  type PostingDraft,
  accountKey,
  computeLock,
  computeUnlock,
  systemAccount,
  userAccount,
} from '@waihui/core';
import { sql } from 'drizzle-orm';
import { createTestDatabase, insertUserWithSession } from '../../../test/fixtures';
import type { Database } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import { auditBooks } from './ledger.fixtures';
import { creditDeposit, postJournal, runLedgerTransaction, transfer } from './ledger.service';

/*
 * Property tests against the real database: random sequences of deposits, transfers, locks, unlocks
 * and arbitrary journal entries (some of which must be refused). After every step the books are
 * audited (every currency sums to zero, nothing negative that may not be, balances = their postings,
 * every entry balanced) and every balance is compared with an independent model kept here in plain
 * decimal arithmetic. fast-check shrinks any failure to a minimal sequence and prints its seed.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

const NOW = new Date('2026-11-22T10:00:00.000Z');
const CURRENCIES = ['USD', 'EUR'] as const;

/** Amounts of at most 8 decimals, from 0.00000001 to 5,000 (sometimes more than any balance). */
const amountArb = fc
  .bigInt({ min: 1n, max: 500_000_000_000n })
  .map((units) => new Decimal(units.toString()).dividedBy(1e8));

const commandArb = fc.oneof(
  {
    // Deposits weigh more so that balances exist for the other commands to spend.
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      user: fc.nat(2),
      currency: fc.constantFrom(...CURRENCIES),
      amount: amountArb,
    }),
  },
  fc.record({
    op: fc.constant('transfer' as const),
    user: fc.nat(2),
    from: fc.constantFrom('coin' as const, 'contract' as const),
    quantity: fc.oneof(
      amountArb.map((a) => a.toFixed()),
      fc.constantFrom('0', '-1', '0.000000001', 'x'),
      // The whole available balance, resolved when the command runs (the equality edge).
      fc.constant('ALL'),
    ),
  }),
  fc.record({
    op: fc.constantFrom('lock' as const, 'unlock' as const),
    user: fc.nat(2),
    type: fc.constantFrom('coin' as const, 'contract' as const),
    amount: amountArb,
  }),
  fc.record({
    op: fc.constant('journal' as const),
    // Pairs of (debit account, credit account, amount): always balanced, often overdrawing.
    legs: fc.array(
      fc.record({
        from: fc.nat(7),
        to: fc.nat(7),
        currency: fc.constantFrom(...CURRENCIES),
        amount: amountArb,
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
);

type Balances = { available: Decimal; locked: Decimal };

describe('ledger properties (on the database)', () => {
  it('random sequences keep the books balanced, never negative, and equal to an independent model', async () => {
    const db = database.db;
    const deps = { db, now: () => NOW };
    let steps = 0;
    let refusals = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 20 }), async (commands) => {
        const users = await Promise.all([0, 1, 2].map(() => insertUserWithSession(db)));
        const model = new Map<string, Balances>();
        const mayGoNegative = (ref: AccountRef) => ref.owner === 'system' && ref.code !== 'fees';
        const read = async (ref: AccountRef): Promise<Balances> => {
          const condition =
            ref.owner === 'user'
              ? sql`user_id = ${ref.userId} and type = ${ref.type}`
              : sql`system_code = ${ref.code}`;
          const result: unknown = await db.execute(
            sql`select available::text, locked::text from ledger_accounts where ${condition} and currency = ${ref.currency}`,
          );
          const rows = (result as { rows: { available: string; locked: string }[] }).rows;
          const row = rows[0];
          return row
            ? { available: new Decimal(row.available), locked: new Decimal(row.locked) }
            : { available: new Decimal(0), locked: new Decimal(0) };
        };
        // System accounts carry history from earlier runs: the model starts from what they hold.
        const systems = CURRENCIES.flatMap((c) => [
          systemAccount('world', c),
          systemAccount('house', c),
          systemAccount('fees', c),
        ]);
        for (const ref of systems) model.set(accountKey(ref), await read(ref));
        const accountAt = (index: number, currency: string): AccountRef => {
          if (index < 3) return userAccount(users[index]!.userId, 'coin', currency);
          if (index < 6) return userAccount(users[index - 3]!.userId, 'contract', currency);
          return systemAccount(index === 6 ? 'house' : 'fees', currency);
        };
        const get = (ref: AccountRef) =>
          model.get(accountKey(ref)) ?? { available: new Decimal(0), locked: new Decimal(0) };

        for (const command of commands) {
          // The model's verdict: the changes, or null when the ledger must refuse.
          let changes: [AccountRef, 'available' | 'locked', Decimal][] | null = null;
          let act: () => Promise<unknown>;
          if (command.op === 'deposit') {
            const user = users[command.user]!.userId;
            changes = [
              [userAccount(user, 'coin', command.currency), 'available', command.amount],
              [systemAccount('world', command.currency), 'available', command.amount.negated()],
            ];
            act = () =>
              creditDeposit(db, {
                userId: user,
                currency: command.currency,
                amount: command.amount,
                idempotencyKey: `p-${steps}-${user}`,
              });
          } else if (command.op === 'transfer') {
            const user = users[command.user]!.userId;
            const to = command.from === 'coin' ? 'contract' : 'coin';
            const source = userAccount(user, command.from, 'USD');
            const quantity =
              command.quantity === 'ALL' ? get(source).available.toFixed() : command.quantity;
            const q = /^\d+(\.\d{1,8})?$/.test(quantity) ? new Decimal(quantity) : null;
            if (q !== null && q.greaterThan(0) && q.lessThanOrEqualTo(get(source).available))
              changes = [
                [source, 'available', q.negated()],
                [userAccount(user, to, 'USD'), 'available', q],
              ];
            act = () =>
              transfer(deps, user, {
                fromAccount: command.from,
                toAccount: null,
                currency: 'USD',
                quantity,
                idempotencyKey: null,
              });
          } else if (command.op === 'lock' || command.op === 'unlock') {
            const account = userAccount(users[command.user]!.userId, command.type, 'USD');
            const sign = command.op === 'lock' ? -1 : 1;
            const state = get(account);
            const enough =
              command.op === 'lock'
                ? command.amount.lessThanOrEqualTo(state.available)
                : command.amount.lessThanOrEqualTo(state.locked);
            if (enough)
              changes = [
                [account, 'available', command.amount.times(sign)],
                [account, 'locked', command.amount.times(-sign)],
              ];
            const built = (command.op === 'lock' ? computeLock : computeUnlock)({
              account,
              amount: command.amount,
              reference: null,
            });
            if (!built.ok) throw new Error('builder refused a valid amount');
            act = () => runLedgerTransaction(db, (tx) => postJournal(tx, built.value));
          } else {
            if (!('legs' in command)) throw new Error('unknown command');
            const postings: PostingDraft[] = command.legs.flatMap((leg) => {
              const from = accountAt(leg.from, leg.currency);
              const to = accountAt(leg.to, leg.currency);
              return [
                {
                  account: from,
                  bucket: 'available' as const,
                  amount: leg.amount.negated(),
                  kind: 'fee' as const,
                  reference: null,
                },
                {
                  account: to,
                  bucket: 'available' as const,
                  amount: leg.amount,
                  kind: 'fee' as const,
                  reference: null,
                },
              ];
            });
            // Net effect per account: refused if any account that may not go negative would.
            const net = new Map<string, [AccountRef, Decimal]>();
            for (const p of postings) {
              const key = accountKey(p.account);
              net.set(key, [p.account, (net.get(key)?.[1] ?? new Decimal(0)).plus(p.amount)]);
            }
            const ok = [...net.values()].every(
              ([ref, delta]) => mayGoNegative(ref) || !get(ref).available.plus(delta).isNegative(),
            );
            if (ok) changes = postings.map((p) => [p.account, 'available', p.amount]);
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
            if (!(error instanceof BusinessError)) throw error;
            refused = true;
            refusals += 1;
          }
          expect(refused).toBe(changes === null);
          for (const [ref, bucket, delta] of changes ?? []) {
            const state = get(ref);
            model.set(accountKey(ref), { ...state, [bucket]: state[bucket].plus(delta) });
          }
          expect(await auditBooks(db)).toEqual([]);
        }
        // Every account the run touched holds exactly what the model says.
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
      { numRuns: 30 },
    );
    // Both outcomes must have been exercised for the property to mean anything.
    expect(steps).toBeGreaterThan(100);
    expect(refusals).toBeGreaterThan(10);
    expect(steps - refusals).toBeGreaterThan(50);
  }, 300_000);
});
