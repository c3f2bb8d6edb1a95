import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal, parseDecimal, toDecimalString } from '../money';
import {
  type TransferRequest,
  computeTransfer,
  transferEntry,
  transferFingerprint,
  validateTransfer,
} from './transfer';
import { userAccount } from './accounts';
import { sumByCurrency, validateJournalEntry } from './journal';

const base: TransferRequest = {
  userId: 'u1',
  fromAccount: 'coin',
  toAccount: 'contract',
  currency: 'USD',
  quantity: '100',
};

function decide(overrides: Partial<TransferRequest>, available = '10000') {
  return computeTransfer({
    request: { ...base, ...overrides },
    sourceAvailable: parseDecimal(available),
  });
}

describe('computeTransfer (product.md §5.4)', () => {
  it('moves the quantity from the source to the destination, both available', () => {
    const result = decide({ quantity: '2500.12345678' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.value.entry.postings.map((p) => [
        p.account.owner === 'user' ? p.account.type : p.account.code,
        p.bucket,
        toDecimalString(p.amount),
        p.kind,
        p.reference,
      ]),
    ).toEqual([
      ['coin', 'available', '-2500.12345678', 'transfer_out', 'contract'],
      ['contract', 'available', '2500.12345678', 'transfer_in', 'coin'],
    ]);
    expect(result.value.entry).toMatchObject({ kind: 'transfer', reference: 'coin>contract' });
    expect(validateJournalEntry(result.value.entry).ok).toBe(true);
  });

  it.each([
    ['the whole balance', '10000', '10000', true],
    ['one satoshi over', '10000.00000001', '10000', false],
    ['a satoshi from a satoshi', '0.00000001', '0.00000001', true],
    ['anything from nothing', '0.00000001', '0', false],
  ])('%s: %s of %s → ok %s', (_label, quantity, available, ok) => {
    const result = decide({ quantity }, available);
    expect(result.ok).toBe(ok);
    if (!ok)
      expect(result).toMatchObject({
        issues: [{ code: 'QUANTITY_EXCEEDS_AVAILABLE', details: { available } }],
      });
  });

  it.each<[string, Partial<TransferRequest>, string]>([
    ['no source account', { fromAccount: null }, 'TRANSFER_SOURCE_REQUIRED'],
    ['no currency', { currency: null }, 'TRANSFER_SOURCE_REQUIRED'],
    ['an empty currency', { currency: '' }, 'TRANSFER_SOURCE_REQUIRED'],
    ['the same account both sides', { toAccount: 'coin' }, 'TRANSFER_SAME_ACCOUNT'],
    ['BTC to the contract account', { currency: 'BTC' }, 'CURRENCY_NOT_TRANSFERABLE'],
    ['a lowercase currency', { currency: 'usd' }, 'CURRENCY_NOT_TRANSFERABLE'],
    ['a negative quantity', { quantity: '-1' }, 'QUANTITY_BELOW_ZERO'],
    ['a tiny negative quantity', { quantity: '-0.00000001' }, 'QUANTITY_BELOW_ZERO'],
    ['zero', { quantity: '0' }, 'QUANTITY_ZERO'],
    ['minus zero', { quantity: '-0.000' }, 'QUANTITY_ZERO'],
    ['nine decimals', { quantity: '1.000000001' }, 'QUANTITY_TOO_PRECISE'],
    ['an exponent', { quantity: '1e3' }, 'QUANTITY_INVALID'],
    ['text', { quantity: 'all' }, 'QUANTITY_INVALID'],
    ['an empty string', { quantity: '' }, 'QUANTITY_INVALID'],
    ['an absurd number', { quantity: '9'.repeat(28) }, 'QUANTITY_EXCEEDS_AVAILABLE'],
  ])('refuses %s with %s', (_label, overrides, code) => {
    expect(decide(overrides)).toMatchObject({ ok: false, issues: [{ code }] });
  });

  it('the source must be chosen before anything else is judged', () => {
    expect(decide({ fromAccount: null, quantity: '-5' })).toMatchObject({
      issues: [{ code: 'TRANSFER_SOURCE_REQUIRED' }],
    });
  });

  it('defaults the destination to the other account', () => {
    const result = validateTransfer({ ...base, fromAccount: 'contract', toAccount: null });
    expect(result).toMatchObject({
      ok: true,
      value: { fromAccount: 'contract', toAccount: 'coin' },
    });
  });

  it('transferEntry builds the entry of a checked plan, whatever the balance', () => {
    const plan = validateTransfer({
      ...base,
      fromAccount: 'contract',
      toAccount: null,
      quantity: '2.5',
    });
    if (!plan.ok) throw new Error('expected valid');
    const entry = transferEntry(plan.value);
    expect(entry.kind).toBe('transfer');
    expect(entry.reference).toBe('contract>coin');
    expect(
      entry.postings.map((p) => [p.account, p.bucket, p.amount.toFixed(), p.kind, p.reference]),
    ).toEqual([
      [userAccount('u1', 'contract', 'USD'), 'available', '-2.5', 'transfer_out', 'coin'],
      [userAccount('u1', 'coin', 'USD'), 'available', '2.5', 'transfer_in', 'contract'],
    ]);
  });

  it('fingerprints the canonical request', () => {
    const a = validateTransfer({ ...base, quantity: '100.50' });
    const b = validateTransfer({ ...base, quantity: '100.5' });
    if (!a.ok || !b.ok) throw new Error('expected valid');
    expect(transferFingerprint(a.value)).toBe('transfer:coin>contract:USD:100.5');
    expect(transferFingerprint(b.value)).toBe(transferFingerprint(a.value));
  });

  it('property: ok exactly when 0 < quantity ≤ available, and then balanced', () => {
    const units = fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n });
    fc.assert(
      fc.property(units, fc.bigInt({ min: 0n, max: 10n ** 14n }), (q, avail) => {
        const quantity = new Decimal(q.toString()).dividedBy(1e8);
        const available = new Decimal(avail.toString()).dividedBy(1e8);
        const result = decide({ quantity: quantity.toFixed() }, available.toFixed());
        expect(result.ok).toBe(quantity.greaterThan(0) && quantity.lessThanOrEqualTo(available));
        if (result.ok) {
          expect(
            [...sumByCurrency(result.value.entry.postings).values()].every((s) => s.isZero()),
          ).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('validateTransfer: the edges', () => {
  it.each([
    ['coin', 'contract'],
    ['contract', 'coin'],
  ] as const)('from %s the destination defaults to %s', (fromAccount, toAccount) => {
    expect(validateTransfer({ ...base, fromAccount, toAccount: null })).toMatchObject({
      ok: true,
      value: { fromAccount, toAccount },
    });
  });

  it.each([
    [
      'a currency the contract account does not hold names it',
      { currency: 'BTC' },
      'CURRENCY_NOT_TRANSFERABLE',
      { currency: 'BTC' },
    ],
    ['a quantity typed with spaces is read', { quantity: ' 12.5 ' }, null, undefined],
    [
      '10^27 is beyond any balance',
      { quantity: '1000000000000000000000000000' },
      'QUANTITY_EXCEEDS_AVAILABLE',
      undefined,
    ],
  ])('%s', (_case, change, code, details) => {
    const result = validateTransfer({ ...base, ...change });
    if (code === null)
      expect(result).toMatchObject({ ok: true, value: { quantity: new Decimal('12.5') } });
    else expect(result).toEqual({ ok: false, issues: [details ? { code, details } : { code }] });
  });
});
