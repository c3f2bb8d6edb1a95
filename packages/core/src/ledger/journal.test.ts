import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal, parseDecimal, roundHalfEven8, toDecimalString } from '../money';
import { type AccountRef, accountKey, systemAccount, userAccount } from './accounts';
import {
  type AccountBalances,
  type PostingDraft,
  applyPostings,
  entryFingerprint,
  sumByCurrency,
  validateJournalEntry,
} from './journal';

const A = 'user-a';
const coinUsd = userAccount(A, 'coin', 'USD');
const contractUsd = userAccount(A, 'contract', 'USD');
const worldUsd = systemAccount('world', 'USD');
const houseUsd = systemAccount('house', 'USD');
const feesUsd = systemAccount('fees', 'USD');

function posting(
  account: AccountRef,
  amount: string,
  bucket: PostingDraft['bucket'] = 'available',
): PostingDraft {
  return { account, bucket, amount: parseDecimal(amount), kind: 'deposit', reference: null };
}

function balances(entries: [AccountRef, string, string?][]): Map<string, AccountBalances> {
  return new Map(
    entries.map(([ref, available, locked = '0']) => [
      accountKey(ref),
      { available: parseDecimal(available), locked: parseDecimal(locked) },
    ]),
  );
}

describe('validateJournalEntry', () => {
  it('accepts a balanced entry and orders credits before debits', () => {
    const result = validateJournalEntry({
      kind: 'deposit',
      reference: 'd-1',
      postings: [posting(worldUsd, '-100.5'), posting(coinUsd, '100.5')],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.postings.map((p) => toDecimalString(p.amount))).toEqual([
      '100.5',
      '-100.5',
    ]);
  });

  it.each([
    ['one posting', [posting(coinUsd, '1')], 'ENTRY_TOO_FEW_POSTINGS'],
    ['no postings', [], 'ENTRY_TOO_FEW_POSTINGS'],
    [
      'off by one satoshi',
      [posting(coinUsd, '1'), posting(worldUsd, '-0.99999999')],
      'ENTRY_UNBALANCED',
    ],
    ['a zero amount', [posting(coinUsd, '0'), posting(worldUsd, '0')], 'POSTING_ZERO_AMOUNT'],
    [
      'nine decimals',
      [posting(coinUsd, '0.000000001'), posting(worldUsd, '-0.000000001')],
      'POSTING_AMOUNT_SCALE',
    ],
    [
      '1e27',
      [posting(coinUsd, '1' + '0'.repeat(27)), posting(worldUsd, '-1' + '0'.repeat(27))],
      'POSTING_AMOUNT_TOO_LARGE',
    ],
    [
      'a lowercase currency',
      [posting(userAccount(A, 'coin', 'usd'), '1'), posting(systemAccount('world', 'usd'), '-1')],
      'POSTING_BAD_CURRENCY',
    ],
    [
      'a locked bucket on a system account',
      [posting(coinUsd, '1', 'locked'), posting(worldUsd, '-1', 'locked')],
      'POSTING_SYSTEM_LOCKED_BUCKET',
    ],
    [
      'balanced in total but not per currency',
      [posting(coinUsd, '1'), posting(systemAccount('world', 'EUR'), '-1')],
      'ENTRY_UNBALANCED',
    ],
  ])('rejects %s', (_label, postings, code) => {
    const result = validateJournalEntry({ kind: 'deposit', reference: null, postings });
    expect(result).toMatchObject({ ok: false, issues: [{ code }] });
  });

  it('rejects an unknown posting kind and a bad entry kind', () => {
    const good = [posting(coinUsd, '1'), posting(worldUsd, '-1')];
    expect(
      validateJournalEntry({ kind: 'Deposit!', reference: null, postings: good }),
    ).toMatchObject({
      ok: false,
      issues: [{ code: 'ENTRY_BAD_KIND' }],
    });
    const badKind = [{ ...posting(coinUsd, '1'), kind: 'gift' }, posting(worldUsd, '-1')];
    expect(
      validateJournalEntry({
        kind: 'deposit',
        reference: null,
        postings: badKind as PostingDraft[],
      }),
    ).toMatchObject({ ok: false, issues: [{ code: 'POSTING_UNKNOWN_KIND' }] });
  });

  it('reports the unbalanced currency and its sum', () => {
    const result = validateJournalEntry({
      kind: 'deposit',
      reference: null,
      postings: [posting(coinUsd, '10'), posting(worldUsd, '-9.5')],
    });
    expect(result).toEqual({
      ok: false,
      issues: [{ code: 'ENTRY_UNBALANCED', details: { currency: 'USD', sum: '0.5' } }],
    });
  });

  it('accepts a multi-currency entry balanced in each currency (FX conversion)', () => {
    const result = validateJournalEntry({
      kind: 'fx',
      reference: null,
      postings: [
        posting(coinUsd, '-108.5'),
        posting(houseUsd, '108.5'),
        posting(userAccount(A, 'coin', 'EUR'), '100'),
        posting(systemAccount('house', 'EUR'), '-100'),
      ],
    });
    expect(result.ok).toBe(true);
  });
});

describe('applyPostings', () => {
  it('moves exact amounts (0.1 + 0.2 = 0.3)', () => {
    const result = applyPostings(balances([[coinUsd, '0.1']]), [
      posting(coinUsd, '0.2'),
      posting(worldUsd, '-0.2'),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(toDecimalString(result.value.get(accountKey(coinUsd))!.available)).toBe('0.3');
    expect(toDecimalString(result.value.get(accountKey(worldUsd))!.available)).toBe('-0.2');
  });

  it('lets the whole balance go, to exactly zero', () => {
    const result = applyPostings(balances([[coinUsd, '10000']]), [
      posting(contractUsd, '10000'),
      posting(coinUsd, '-10000'),
    ]);
    expect(result.ok && toDecimalString(result.value.get(accountKey(coinUsd))!.available)).toBe(
      '0',
    );
  });

  it('refuses one satoshi more than the balance, with the shortfall', () => {
    const result = applyPostings(balances([[coinUsd, '10000']]), [
      posting(contractUsd, '10000.00000001'),
      posting(coinUsd, '-10000.00000001'),
    ]);
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          code: 'INSUFFICIENT_BALANCE',
          details: { account: `user:${A}:coin:USD`, currency: 'USD', shortfall: '0.00000001' },
        },
      ],
    });
  });

  it('treats an unknown account as zero', () => {
    const result = applyPostings(new Map(), [posting(contractUsd, '5'), posting(coinUsd, '-5')]);
    expect(result).toMatchObject({ ok: false, issues: [{ code: 'INSUFFICIENT_BALANCE' }] });
  });

  it('lets world and house go negative but not fees', () => {
    expect(applyPostings(new Map(), [posting(coinUsd, '5'), posting(worldUsd, '-5')]).ok).toBe(
      true,
    );
    expect(applyPostings(new Map(), [posting(coinUsd, '5'), posting(houseUsd, '-5')]).ok).toBe(
      true,
    );
    expect(applyPostings(new Map(), [posting(coinUsd, '5'), posting(feesUsd, '-5')])).toMatchObject(
      {
        ok: false,
        issues: [{ code: 'INSUFFICIENT_BALANCE', details: { account: 'system:fees:USD' } }],
      },
    );
  });

  it('locks and unlocks within an account; the locked amount never goes negative', () => {
    const start = balances([[coinUsd, '100', '0']]);
    const locked = applyPostings(start, [
      posting(coinUsd, '-30'),
      posting(coinUsd, '30', 'locked'),
    ]);
    expect(locked.ok).toBe(true);
    if (!locked.ok) return;
    const state = locked.value.get(accountKey(coinUsd))!;
    expect([toDecimalString(state.available), toDecimalString(state.locked)]).toEqual(['70', '30']);
    const over = applyPostings(locked.value, [
      posting(coinUsd, '31'),
      posting(coinUsd, '-31', 'locked'),
    ]);
    expect(over).toMatchObject({
      ok: false,
      issues: [{ code: 'INSUFFICIENT_LOCKED_BALANCE', details: { shortfall: '1' } }],
    });
  });
});

describe('entryFingerprint', () => {
  it('ignores posting order but not amounts', () => {
    const a = {
      kind: 'deposit',
      reference: null,
      postings: [posting(coinUsd, '1'), posting(worldUsd, '-1')],
    };
    const b = {
      kind: 'deposit',
      reference: null,
      postings: [posting(worldUsd, '-1'), posting(coinUsd, '1')],
    };
    const c = {
      kind: 'deposit',
      reference: null,
      postings: [posting(coinUsd, '2'), posting(worldUsd, '-2')],
    };
    expect(entryFingerprint(a)).toBe(entryFingerprint(b));
    expect(entryFingerprint(a)).not.toBe(entryFingerprint(c));
  });
});

describe('properties', () => {
  const accounts: AccountRef[] = [
    coinUsd,
    contractUsd,
    userAccount('user-b', 'coin', 'USD'),
    worldUsd,
    houseUsd,
    feesUsd,
    userAccount(A, 'coin', 'BTC'),
    systemAccount('world', 'BTC'),
    systemAccount('house', 'BTC'),
  ];
  /** Amounts of up to 8 decimals, as integers of 10^-8. */
  const satoshis = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
  const toAmount = (units: bigint) => new Decimal(units.toString()).dividedBy(1e8);
  const draft = fc.record({
    account: fc.constantFrom(...accounts),
    bucket: fc.constantFrom('available' as const, 'locked' as const),
    units: satoshis,
  });

  it('a validated entry always sums to zero per currency and every amount keeps 8 decimals', () => {
    fc.assert(
      fc.property(fc.array(draft, { maxLength: 8 }), fc.boolean(), (drafts, balanceIt) => {
        const postings: PostingDraft[] = drafts.map((d) => ({
          account: d.account,
          bucket: d.bucket,
          amount: toAmount(d.units),
          kind: 'deposit',
          reference: null,
        }));
        if (balanceIt) {
          // Close each currency with a posting on its world account, as a real builder would.
          for (const [currency, sum] of sumByCurrency(postings)) {
            if (!sum.isZero())
              postings.push({
                account: systemAccount('world', currency),
                bucket: 'available',
                amount: sum.negated(),
                kind: 'deposit',
                reference: null,
              });
          }
        }
        const result = validateJournalEntry({ kind: 'test', reference: null, postings });
        if (result.ok) {
          for (const sum of sumByCurrency(result.value.postings).values())
            expect(sum.isZero()).toBe(true);
          for (const p of result.value.postings) {
            expect(p.amount.isZero()).toBe(false);
            expect(roundHalfEven8(p.amount).equals(p.amount)).toBe(true);
          }
          expect(result.value.postings).toHaveLength(postings.length);
        } else {
          const unbalanced = [...sumByCurrency(postings).values()].some((s) => !s.isZero());
          const invalid = postings.some(
            (p) => p.amount.isZero() || (p.account.owner === 'system' && p.bucket === 'locked'),
          );
          expect(unbalanced || invalid || postings.length < 2).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('applying a valid entry keeps every currency summing to what it summed before, and never leaves a user negative', () => {
    let applied = 0;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...accounts), satoshis), { maxLength: 6 }),
        fc.array(draft, { minLength: 1, maxLength: 6 }),
        (seed, drafts) => {
          const start = new Map<string, AccountBalances>();
          for (const [ref, units] of seed) {
            const abs = units < 0n ? -units : units;
            start.set(accountKey(ref), { available: toAmount(abs), locked: toAmount(abs / 2n) });
          }
          const postings: PostingDraft[] = drafts
            .filter(
              (d) => d.units !== 0n && !(d.account.owner === 'system' && d.bucket === 'locked'),
            )
            .map((d) => ({
              account: d.account,
              bucket: d.bucket,
              amount: toAmount(d.units),
              kind: 'deposit',
              reference: null,
            }));
          for (const [currency, sum] of sumByCurrency(postings))
            if (!sum.isZero())
              postings.push({
                account: systemAccount('house', currency),
                bucket: 'available',
                amount: sum.negated(),
                kind: 'deposit',
                reference: null,
              });
          const entry = validateJournalEntry({ kind: 'test', reference: null, postings });
          if (!entry.ok) return;
          const result = applyPostings(start, entry.value.postings);
          if (!result.ok) return;
          applied += 1;
          const total = (map: Map<string, AccountBalances>) => {
            const sums = new Map<string, string>();
            for (const ref of accounts) {
              const b = map.get(accountKey(ref));
              const prev = new Decimal(sums.get(ref.currency) ?? '0');
              sums.set(ref.currency, prev.plus(b ? b.available.plus(b.locked) : 0).toFixed());
            }
            return sums;
          };
          const merged = new Map([...start, ...result.value]);
          expect(total(merged)).toEqual(total(start));
          for (const ref of accounts) {
            const b = merged.get(accountKey(ref));
            if (!b) continue;
            expect(b.locked.isNegative()).toBe(false);
            if (ref.owner === 'user') expect(b.available.isNegative()).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
    // The property must have been exercised, not skipped by early returns.
    expect(applied).toBeGreaterThan(100);
  });
});

describe('validateJournalEntry: what each refusal says', () => {
  const ok = [posting(coinUsd, '10'), posting(worldUsd, '-10')];
  const long = 'r'.repeat(201);
  it.each([
    [
      'a bad entry kind names it',
      { kind: 'Deposit!', postings: ok },
      'ENTRY_BAD_KIND',
      { kind: 'Deposit!' },
    ],
    [
      'an entry reference of 201 characters is too long',
      { reference: long, postings: ok },
      'POSTING_REFERENCE_TOO_LONG',
      undefined,
    ],
    [
      'a posting reference of 201 characters names the posting',
      { postings: [ok[0]!, { ...ok[1]!, reference: long }] },
      'POSTING_REFERENCE_TOO_LONG',
      { posting: '1' },
    ],
    [
      'a bad currency names the posting and the currency',
      { postings: [ok[0]!, posting(userAccount(A, 'coin', 'usd'), '-10')] },
      'POSTING_BAD_CURRENCY',
      { posting: '1', currency: 'usd' },
    ],
    [
      'a ninth decimal names the posting and the scale',
      { postings: [posting(coinUsd, '0.000000001'), posting(worldUsd, '-0.000000001')] },
      'POSTING_AMOUNT_SCALE',
      { posting: '0', scale: '8' },
    ],
  ])('%s', (_case, change, code, details) => {
    const result = validateJournalEntry({ kind: 'deposit', reference: null, ...change });
    expect(result).toEqual({ ok: false, issues: [details ? { code, details } : { code }] });
  });

  it('takes references of exactly 200 characters', () => {
    const at200 = 'r'.repeat(200);
    const postings = [posting(coinUsd, '10'), { ...posting(worldUsd, '-10'), reference: at200 }];
    expect(validateJournalEntry({ kind: 'deposit', reference: at200, postings }).ok).toBe(true);
  });
});
