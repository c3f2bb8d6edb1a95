import { describe, expect, it } from 'vitest';
import { accountKey, userAccount } from '../ledger/accounts';
import { type AccountBalances, applyPostings, validateJournalEntry } from '../ledger/journal';
import { Decimal, toDecimalString as s } from '../money';
import { USD_CONVERSION } from './conversion';
import { computeOrderReserveChange } from './ledger-entries';
import { validateRestingLimit } from './order-modify';
import { BTCUSD, d } from './test-fixtures';

const contract = accountKey(userAccount('u1', 'contract', 'USD'));

/** A BTC buy limit of 1 lot 10x at 60000 resting: margin 60 + fee 0.3 = 60.3 locked of 1000. */
const resting = {
  userId: 'u1',
  orderId: 'L1',
  instrument: BTCUSD,
  leverage: 10,
  conversion: USD_CONVERSION,
  reserved: d('60.3'),
  account: { available: d('939.7'), freeMargin: d('939.7') },
};

describe('computeOrderReserveChange: the reserve priced again, only the difference moves', () => {
  it.each([
    [
      '2 lots at 60000 locks 60.3 more',
      2,
      '60000',
      ['120', '0.6', '120.6'],
      ['contract available -60.3 lock', 'contract locked 60.3 lock'],
      { available: '879.4', locked: '120.6' },
    ],
    [
      '1 lot at 50000 unlocks 10.05',
      1,
      '50000',
      ['50', '0.25', '50.25'],
      ['contract locked -10.05 unlock', 'contract available 10.05 unlock'],
      { available: '949.75', locked: '50.25' },
    ],
    ['the same terms move nothing', 1, '60000', ['60', '0.3', '60.3'], null, null],
    [
      '16 lots at 62000 (992 + 4.96) fits in 939.7 spendable + 60.3 reserved',
      16,
      '62000',
      ['992', '4.96', '996.96'],
      ['contract available -936.66 lock', 'contract locked 936.66 lock'],
      { available: '3.04', locked: '996.96' },
    ],
  ])('%s', (_case, lots, limit, amounts, postings, after) => {
    const change = computeOrderReserveChange({ ...resting, lots, limitPrice: d(limit) });
    if (!change.ok) throw new Error(change.issues[0].code);
    const { margin, fee, reserved, entry } = change.value;
    expect([s(margin), s(fee), s(reserved)]).toEqual(amounts);
    if (postings === null || after === null) {
      expect(entry).toBeNull();
      return;
    }
    if (entry === null) throw new Error('expected an entry');
    expect(entry.kind).toBe('order_modify');
    expect(entry.postings.map((p) => `contract ${p.bucket} ${s(p.amount)} ${p.kind}`)).toEqual(
      postings,
    );
    const valid = validateJournalEntry(entry);
    if (!valid.ok) throw new Error(valid.issues[0].code);
    const before = new Map<string, AccountBalances>([
      [contract, { available: d('939.7'), locked: d('60.3') }],
    ]);
    const applied = applyPostings(before, valid.value.postings);
    if (!applied.ok) throw new Error(applied.issues[0].code);
    const balance = applied.value.get(contract) ?? {
      available: new Decimal(0),
      locked: new Decimal(0),
    };
    expect({ available: s(balance.available), locked: s(balance.locked) }).toEqual(after);
  });

  it('refuses 17 lots at 62000 (1053.99 > 939.7 + 60.3) with the figures compared', () => {
    expect(computeOrderReserveChange({ ...resting, lots: 17, limitPrice: d('62000') })).toEqual({
      ok: false,
      issues: [
        { code: 'INSUFFICIENT_MARGIN', details: { required: '1059.27', spendable: '1000' } },
      ],
    });
  });

  it('counts free margin below available: spendable is min(available, free margin) + reserved', () => {
    const change = computeOrderReserveChange({
      ...resting,
      account: { available: d('939.7'), freeMargin: d('39.7') },
      lots: 2,
      limitPrice: d('60000'),
    });
    expect(change).toEqual({
      ok: false,
      issues: [{ code: 'INSUFFICIENT_MARGIN', details: { required: '120.6', spendable: '100' } }],
    });
  });
});

describe('validateRestingLimit: a modify never deals', () => {
  const quote = { bid: d('59990'), ask: d('60010') };
  it.each([
    ['a buy below the ask rests', 'long', '60009.99', { ok: true }],
    ['a buy at the ask would fill', 'long', '60010', { ok: false, price: '60010' }],
    ['a buy above the ask would fill', 'long', '61000', { ok: false, price: '60010' }],
    ['a sell above the bid rests', 'short', '59990.01', { ok: true }],
    ['a sell at the bid would fill', 'short', '59990', { ok: false, price: '59990' }],
  ] as const)('%s', (_case, side, limit, expected) => {
    const checked = validateRestingLimit({ side, limitPrice: d(limit), quote });
    if (expected.ok) expect(checked).toEqual({ ok: true, value: d(limit) });
    else
      expect(checked).toEqual({
        ok: false,
        issues: [{ code: 'LIMIT_PRICE_MARKETABLE', details: { price: expected.price } }],
      });
  });
});
