import { describe, expect, it } from 'vitest';
import { Decimal, toDecimalString } from '../money';
import { accountKey, systemAccount, userAccount } from '../ledger/accounts';
import {
  type AccountBalances,
  type JournalEntryDraft,
  applyPostings,
  validateJournalEntry,
} from '../ledger/journal';
import { USD_CONVERSION } from './conversion';
import {
  computeClose,
  computeOpen,
  computeOrderRelease,
  computeOrderReserve,
} from './ledger-entries';
import { BTCUSD, USDJPY, d, viaUsdJpy } from './test-fixtures';

const s = toDecimalString;
const contract = accountKey(userAccount('u1', 'contract', 'USD'));
// u1's trades post to shard 51 of house and fees (FNV-1a of "u1" = 71477235; mod 64 = 51).
const house = accountKey(systemAccount('house', 'USD', 51));
const fees = accountKey(systemAccount('fees', 'USD', 51));

function lines(entry: JournalEntryDraft): string[] {
  return entry.postings.map(
    (p) =>
      `${p.account.owner === 'user' ? p.account.type : p.account.code} ${p.bucket} ${s(p.amount)} ${p.kind}`,
  );
}

/** Validates and applies an entry; returns the contract account and the house/fees balances. */
function apply(entry: JournalEntryDraft, available: string, locked: string) {
  const valid = validateJournalEntry(entry);
  if (!valid.ok) throw new Error(valid.issues[0].code);
  const before = new Map<string, AccountBalances>([
    [contract, { available: d(available), locked: d(locked) }],
  ]);
  const after = applyPostings(before, valid.value.postings);
  if (!after.ok)
    throw new Error(`${after.issues[0].code} ${JSON.stringify(after.issues[0].details)}`);
  const of = (key: string) =>
    after.value.get(key) ?? { available: new Decimal(0), locked: new Decimal(0) };
  return {
    available: s(of(contract).available),
    locked: s(of(contract).locked),
    house: s(of(house).available),
    fees: s(of(fees).available),
  };
}

const btcLong = {
  userId: 'u1',
  instrument: BTCUSD,
  side: 'long' as const,
  lots: 1,
  leverage: 10,
  conversion: USD_CONVERSION,
};

/** Opens (or fills) BTC long 1 lot 10x at ask 60010 as order o1, unless `more` says otherwise. */
const openBtc = (
  available: string,
  freeMargin = available,
  more: Partial<Parameters<typeof computeOpen>[0]> = {},
) =>
  computeOpen({
    ...btcLong,
    orderId: 'o1',
    fillPrice: d('60010.00'),
    account: { available: d(available), freeMargin: d(freeMargin) },
    reserved: null,
    ...more,
  });

describe('opening a position: margin locked, open fee charged', () => {
  it('BTC long 1 lot 10x at ask 60010 on 1000 available', () => {
    const result = openBtc('1000');
    if (!result.ok) throw new Error(result.issues[0].code);
    expect([s(result.value.notional), s(result.value.margin), s(result.value.fee)]).toEqual([
      '600.1',
      '60.01',
      '0.30005',
    ]);
    expect(lines(result.value.entry)).toEqual([
      'contract available -60.01 lock',
      'contract locked 60.01 lock',
      'contract available -0.30005 fee',
      'fees available 0.30005 fee',
    ]);
    expect(result.value.entry).toMatchObject({ kind: 'position_open', reference: 'o1' });
    expect(apply(result.value.entry, '1000', '0')).toEqual({
      available: '939.68995',
      locked: '60.01',
      house: '0',
      fees: '0.30005',
    });
  });

  it('USDJPY long 3 lots 50x at ask 150.012, JPY converted at mid 150.006', () => {
    const result = computeOpen({
      userId: 'u1',
      orderId: 'o2',
      instrument: USDJPY,
      side: 'long',
      lots: 3,
      leverage: 50,
      fillPrice: d('150.012'),
      conversion: viaUsdJpy('150.006'),
      account: { available: d('100'), freeMargin: d('100') },
      reserved: null,
    });
    if (!result.ok) throw new Error(result.issues[0].code);
    expect([s(result.value.notional), s(result.value.margin), s(result.value.fee)]).toEqual([
      '450036',
      '60.0023999',
      '0.150006',
    ]);
  });

  it.each([
    ['available', '60.31004', '1000', '60.31004'],
    ['free margin (a floating loss)', '1000', '60.31004', '60.31004'],
    ['free margin below zero', '1000', '-5', '0'],
  ])(
    'refuses when %s is short of margin + fee 60.31005',
    (_label, available, freeMargin, spendable) => {
      expect(openBtc(available, freeMargin)).toEqual({
        ok: false,
        issues: [{ code: 'INSUFFICIENT_MARGIN', details: { required: '60.31005', spendable } }],
      });
    },
  );

  it('spending exactly margin + fee is allowed', () => {
    const result = openBtc('60.31005');
    expect(result.ok).toBe(true);
    if (result.ok) expect(apply(result.value.entry, '60.31005', '0').available).toBe('0');
  });
});

describe('limit orders: reserve, cancel, fill', () => {
  const account = { available: d('1000'), freeMargin: d('1000') };

  it('a buy limit at 60000 reserves margin 60 + fee 0.3; cancelling releases 60.3', () => {
    const reserve = computeOrderReserve({
      ...btcLong,
      orderId: 'L1',
      limitPrice: d('60000.00'),
      account,
    });
    if (!reserve.ok) throw new Error(reserve.issues[0].code);
    expect([s(reserve.value.margin), s(reserve.value.fee), s(reserve.value.reserved)]).toEqual([
      '60',
      '0.3',
      '60.3',
    ]);
    expect(lines(reserve.value.entry)).toEqual([
      'contract available -60.3 lock',
      'contract locked 60.3 lock',
    ]);
    expect(apply(reserve.value.entry, '1000', '0')).toMatchObject({
      available: '939.7',
      locked: '60.3',
    });
    const release = computeOrderRelease({
      userId: 'u1',
      orderId: 'L1',
      reserved: reserve.value.reserved,
    });
    expect(release.kind).toBe('order_cancel');
    expect(apply(release, '939.7', '60.3')).toMatchObject({ available: '1000', locked: '0' });
  });

  it('a buy limit at 60000 filled at ask 59990: releases 60.3, locks 59.99, charges 0.29995', () => {
    const fill = openBtc('939.7', '939.7', {
      orderId: 'L1',
      fillPrice: d('59990.00'),
      reserved: d('60.3'),
    });
    if (!fill.ok) throw new Error(fill.issues[0].code);
    expect(lines(fill.value.entry)).toEqual([
      'contract locked -60.3 unlock',
      'contract available 60.3 unlock',
      'contract available -59.99 lock',
      'contract locked 59.99 lock',
      'contract available -0.29995 fee',
      'fees available 0.29995 fee',
    ]);
    expect(apply(fill.value.entry, '939.7', '60.3')).toMatchObject({
      available: '939.71005',
      locked: '59.99',
    });
  });

  it.each([
    ['0', false],
    ['0.1005', true],
  ])(
    'a sell limit at 60000 filled at bid 60100 needs 0.1005 more than reserved: available %s → ok %s',
    (available, ok) => {
      const fill = openBtc(available, available, {
        side: 'short',
        orderId: 'L2',
        fillPrice: d('60100.00'),
        reserved: d('60.3'),
      });
      expect(fill.ok).toBe(ok);
    },
  );

  it('refuses a reserve the account cannot pay', () => {
    expect(
      computeOrderReserve({
        ...btcLong,
        orderId: 'L1',
        limitPrice: d('60000.00'),
        account: { available: d('60.29'), freeMargin: d('70') },
      }),
    ).toEqual({
      ok: false,
      issues: [{ code: 'INSUFFICIENT_MARGIN', details: { required: '60.3', spendable: '60.29' } }],
    });
  });
});

describe('closing a position: margin released, PnL and close fee posted, house covers any shortfall', () => {
  const long = { side: 'long' as const, lots: 1, openPrice: d('60010.00'), margin: d('60.01') };
  /** Closes the BTC long above at `closePrice` with the account's contract balances as given. */
  const close = (closePrice: string, available: string, locked: string, pendingReserved = '0') =>
    computeClose({
      userId: 'u1',
      positionId: 'p1',
      instrument: BTCUSD,
      position: long,
      closePrice: d(closePrice),
      conversion: USD_CONVERSION,
      account: { available: d(available), locked: d(locked), pendingReserved: d(pendingReserved) },
    });

  it('BTC long closed at bid 61000: +9.9, fee 0.305, net +9.29495 over the round trip', () => {
    const result = close('61000.00', '939.68995', '60.01');
    expect(lines(result.entry)).toEqual([
      'contract locked -60.01 unlock',
      'contract available 60.01 unlock',
      'contract available 9.9 realized_pnl',
      'house available -9.9 realized_pnl',
      'contract available -0.305 fee',
      'fees available 0.305 fee',
    ]);
    expect([
      s(result.realizedPnl),
      s(result.fee),
      s(result.houseCover),
      s(result.availableAfter),
    ]).toEqual(['9.9', '0.305', '0', '1009.29495']);
  });

  it.each([
    [
      '61000.00',
      '+9.9 from',
      { available: '1009.29495', locked: '0', house: '-9.9', fees: '0.305' },
    ],
    ['59000.00', '−10.1 to', { available: '989.30495', locked: '0', house: '10.1', fees: '0.295' }],
  ])('BTC long closed at bid %s: %s the house', (closePrice, _pnl, after) => {
    const result = close(closePrice, '939.68995', '60.01');
    expect(apply(result.entry, '939.68995', '60.01')).toEqual(after);
  });

  it('a loss beyond the whole balance: the house covers 40.34, the balance ends at zero', () => {
    // (50000 − 60010) × 0.01 = −100.1; fee 500 × 0.0005 = 0.25; 0 + 60.01 − 100.1 − 0.25 = −40.34.
    const result = close('50000.00', '0', '60.01');
    expect(lines(result.entry)).toEqual([
      'contract locked -60.01 unlock',
      'contract available 60.01 unlock',
      'contract available -100.1 realized_pnl',
      'house available 100.1 realized_pnl',
      'contract available -0.25 fee',
      'fees available 0.25 fee',
      'contract available 40.34 negative_balance_cover',
      'house available -40.34 negative_balance_cover',
    ]);
    expect(s(result.houseCover)).toBe('40.34');
    expect(apply(result.entry, '0', '60.01')).toEqual({
      available: '0',
      locked: '0',
      house: '59.76',
      fees: '0.25',
    });
  });

  it.each([
    // Locked: this 60.01 + other positions' margin + a pending order's 10 (reserved).
    {
      when: 'the loss is paid from margin locked for another position before the house pays',
      available: '5',
      locked: '130.01',
      drawn: ['60.01', '35.34', '0'],
      after: { available: '0', locked: '34.66', house: '100.1', fees: '0.25' },
    },
    {
      when: 'once other margin is used up the house covers the rest; reserves are never touched',
      available: '0',
      locked: '90.01',
      drawn: ['60.01', '20', '20.34'],
      after: { available: '0', locked: '10', house: '79.76', fees: '0.25' },
    },
  ])('cross-margin: $when', ({ available, locked, drawn, after }) => {
    const result = close('50000.00', available, locked, '10');
    expect([s(result.marginReleased), s(result.marginDrawn), s(result.houseCover)]).toEqual(drawn);
    expect(apply(result.entry, available, locked)).toEqual(after);
  });

  it('a margin pool already drawn down releases what is left', () => {
    const result = close('60010.00', '0', '40');
    expect([
      s(result.marginReleased),
      s(result.realizedPnl),
      s(result.fee),
      s(result.availableAfter),
    ]).toEqual(['40', '0', '0.30005', '39.69995']);
  });

  it('USDJPY long 3 lots closed at bid 151.250, mid 151.256: +24.55439784 USD', () => {
    const result = computeClose({
      userId: 'u1',
      positionId: 'p2',
      instrument: USDJPY,
      position: { side: 'long', lots: 3, openPrice: d('150.012'), margin: d('60.0023999') },
      closePrice: d('151.250'),
      conversion: viaUsdJpy('151.256'),
      account: { available: d('39.8474001'), locked: d('60.0023999'), pendingReserved: d('0') },
    });
    expect([s(result.pnlInQuote), s(result.realizedPnl), s(result.fee)]).toEqual([
      '3714',
      '24.55439784',
      '0.14999405',
    ]);
    expect(apply(result.entry, '39.8474001', '60.0023999')).toMatchObject({
      available: '124.25420379',
      locked: '0',
    });
  });
});
