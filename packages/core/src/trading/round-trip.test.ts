import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../money';
import { accountKey, systemAccount, systemShardOf, userAccount } from '../ledger/accounts';
import { type AccountBalances, applyPostings, validateJournalEntry } from '../ledger/journal';
import type { JournalEntryDraft } from '../ledger/journal';
import { summarizeAccount } from './account';
import { pnlUsd } from './amounts';
import { USD_CONVERSION } from './conversion';
import { computeClose, computeOpen } from './ledger-entries';
import { closingPrice, openingPrice } from './quote-side';
import { BTCUSD } from './test-fixtures';
import type { PositionSide, Quote } from './types';

const contract = accountKey(userAccount('u1', 'contract', 'USD'));
const ZERO = new Decimal(0);

type Step =
  | { op: 'open'; side: PositionSide; lots: number; leverage: number }
  | { op: 'close'; pick: number }
  | { op: 'move'; mid: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('open' as const),
    side: fc.constantFrom<PositionSide>('long', 'short'),
    lots: fc.integer({ min: 1, max: 5 }),
    leverage: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ op: fc.constant('close' as const), pick: fc.nat() }),
  // Mid in cents between 20,000 and 120,000 USD: wild moves so losses exceed margins.
  fc.record({
    op: fc.constant('move' as const),
    mid: fc.integer({ min: 2_000_000, max: 12_000_000 }),
  }),
);

describe('open/close round trips through the ledger rules', () => {
  it('property: entries balance, the user never goes negative, locked returns to zero, money is conserved', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.array(step, { maxLength: 60 }),
        (cents, steps) => {
          const deposit = new Decimal(cents).dividedBy(100);
          let balances = new Map<string, AccountBalances>([
            [contract, { available: deposit, locked: ZERO }],
          ]);
          let q: Quote = { bid: new Decimal('60000.00'), ask: new Decimal('60010.00') };
          const open: {
            id: string;
            side: PositionSide;
            lots: number;
            openPrice: Decimal;
            margin: Decimal;
          }[] = [];
          let charged = ZERO;
          let next = 0;
          const post = (entry: JournalEntryDraft) => {
            if (entry.postings.length === 0) return;
            const valid = validateJournalEntry(entry);
            expect(valid.ok).toBe(true);
            if (!valid.ok) return;
            const applied = applyPostings(balances, valid.value.postings);
            expect(applied.ok).toBe(true);
            if (applied.ok) balances = new Map([...balances, ...applied.value]);
          };
          const account = () => balances.get(contract)!;
          const pnlOf = (p: (typeof open)[number]) =>
            pnlUsd({
              ...p,
              contractSize: BTCUSD.contractSize,
              closePrice: closingPrice(p.side, q),
              conversion: USD_CONVERSION,
            });

          for (const s of steps) {
            if (s.op === 'move') {
              const mid = new Decimal(s.mid).dividedBy(100);
              q = { bid: mid.minus(5), ask: mid.plus(5) };
            } else if (s.op === 'open') {
              const { available, locked } = account();
              const summary = summarizeAccount({
                balance: available.plus(locked),
                positions: open.map((p) => ({ margin: p.margin, floatingPnl: pnlOf(p) })),
                pendingReserved: ZERO,
              });
              const id = `p${next++}`;
              const result = computeOpen({
                userId: 'u1',
                orderId: id,
                instrument: BTCUSD,
                side: s.side,
                lots: s.lots,
                leverage: s.leverage,
                fillPrice: openingPrice(s.side, q),
                conversion: USD_CONVERSION,
                account: { available, freeMargin: summary.freeMargin },
                reserved: null,
              });
              if (!result.ok) continue;
              post(result.value.entry);
              charged = charged.plus(result.value.fee);
              open.push({
                id,
                side: s.side,
                lots: s.lots,
                openPrice: result.value.fillPrice,
                margin: result.value.margin,
              });
            } else if (open.length > 0) {
              const [position] = open.splice(s.pick % open.length, 1);
              const { available, locked } = account();
              const result = computeClose({
                userId: 'u1',
                positionId: position!.id,
                instrument: BTCUSD,
                position: position!,
                closePrice: closingPrice(position!.side, q),
                conversion: USD_CONVERSION,
                account: { available, locked, pendingReserved: ZERO },
              });
              post(result.entry);
              expect(result.availableAfter.equals(account().available)).toBe(true);
            }
            expect(account().available.isNegative()).toBe(false);
            expect(account().locked.isNegative()).toBe(false);
          }
          // Close what is left, then nothing stays locked and every cent is accounted for.
          for (const position of open.splice(0)) {
            const { available, locked } = account();
            post(
              computeClose({
                userId: 'u1',
                positionId: position.id,
                instrument: BTCUSD,
                position,
                closePrice: closingPrice(position.side, q),
                conversion: USD_CONVERSION,
                account: { available, locked, pendingReserved: ZERO },
              }).entry,
            );
          }
          expect(account().locked.isZero()).toBe(true);
          const total = [...balances.values()].reduce(
            (sum, b) => sum.plus(b.available).plus(b.locked),
            ZERO,
          );
          expect(total.equals(deposit)).toBe(true);
          const fees =
            balances.get(accountKey(systemAccount('fees', 'USD', systemShardOf('u1'))))
              ?.available ?? ZERO;
          expect(fees.greaterThanOrEqualTo(charged)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
