import { describe, expect, it } from 'vitest';
import { Decimal, toDecimalString } from '../money';
import {
  computeSpotFill,
  parseSpotQuantity,
  spotFillPrice,
  spotLimitFills,
  spotAffordableQuantity,
  spotReserve,
  conversionOrder,
} from './fill';
import { conversionDirection, parseSpotReference, spotReference } from './conversion';

const d = (value: string) => new Decimal(value);
const s = toDecimalString;
const BTC = { bid: d('60000.00'), ask: d('60010.00') };
const BTCUSD = { symbol: 'BTCUSD', base: 'BTC', quote: 'USD' };
const EURUSD = { symbol: 'EURUSD', base: 'EUR', quote: 'USD' };
const USDJPY = { symbol: 'USDJPY', base: 'USD', quote: 'JPY' };

describe('spot fill price and limit trigger', () => {
  it('buys at the ask and sells at the bid', () => {
    expect(s(spotFillPrice('buy', BTC))).toBe('60010');
    expect(s(spotFillPrice('sell', BTC))).toBe('60000');
  });

  it.each([
    ['buy', '60010.00', true],
    ['buy', '60009.99', false],
    ['buy', '60100.00', true],
    ['sell', '60000.00', true],
    ['sell', '60000.01', false],
    ['sell', '59000.00', true],
  ] as const)('%s limit %s fills on 60000/60010: %s', (side, limit, fills) => {
    expect(spotLimitFills(side, d(limit), BTC)).toBe(fills);
  });
});

describe('computeSpotFill (gross and fee roundHalfEven8, fee in the quote currency)', () => {
  it.each([
    // side, quantity, price, fee rate → gross, fee, net (what the quote balance moves by)
    ['buy', '0.015', '60010.00', '0.001', '900.15', '0.90015', '901.05015'],
    ['sell', '0.015', '60000.00', '0.001', '900', '0.9', '899.1'],
    ['buy', '100', '1.08012', '0.0005', '108.012', '0.054006', '108.066006'],
    ['sell', '100', '150.000', '0.0005', '15000', '7.5', '14992.5'],
    // gross 0.0018003, fee 0.0000018003 → 0.0000018 (8 places)
    ['buy', '0.00000003', '60010.00', '0.001', '0.0018003', '0.0000018', '0.0018021'],
    // ties to even at the 8th place: 1.5e-8 → 2e-8, 2.5e-8 → 2e-8
    ['buy', '0.015', '1', '0.000001', '0.015', '0.00000002', '0.01500002'],
    ['buy', '0.025', '1', '0.000001', '0.025', '0.00000002', '0.02500002'],
    // a zero fee rate charges nothing; gross exact at 8 places
    ['sell', '3', '0.33333333', '0', '0.99999999', '0', '0.99999999'],
  ] as const)(
    '%s %s at %s, fee %s → gross %s, fee %s, net %s',
    (side, q, p, rate, gross, fee, net) => {
      const fill = computeSpotFill({ side, quantity: d(q), price: d(p), feeRate: d(rate) });
      if (!fill.ok) throw new Error(fill.issues[0].code);
      expect([s(fill.value.gross), s(fill.value.fee), s(fill.value.net)]).toEqual([
        gross,
        fee,
        net,
      ]);
    },
  );

  it('refuses a quantity whose gross rounds to zero', () => {
    const fill = computeSpotFill({
      side: 'buy',
      quantity: d('0.00000001'),
      price: d('0.20000'),
      feeRate: d('0.001'),
    });
    expect(fill).toEqual({
      ok: false,
      issues: [{ code: 'SPOT_AMOUNT_TOO_SMALL', details: { quantity: '0.00000001' } }],
    });
  });

  it('a buy then a sell of the same quantity costs the spread and both fees', () => {
    const buy = computeSpotFill({
      side: 'buy',
      quantity: d('0.015'),
      price: BTC.ask,
      feeRate: d('0.001'),
    });
    const sell = computeSpotFill({
      side: 'sell',
      quantity: d('0.015'),
      price: BTC.bid,
      feeRate: d('0.001'),
    });
    if (!buy.ok || !sell.ok) throw new Error('refused');
    expect(s(sell.value.net.minus(buy.value.net))).toBe('-1.95015');
  });
});

describe('parseSpotQuantity', () => {
  it.each([
    ['0.015', true],
    ['0', false],
    ['-1', false],
    ['0.000000001', false],
    ['abc', false],
  ])('%s valid: %s', (value, ok) => {
    expect(parseSpotQuantity(value).ok).toBe(ok);
  });
});

describe('spotReserve (a resting limit order locks the most it can spend)', () => {
  it('a buy locks gross + fee at the limit in the quote currency', () => {
    const reserve = spotReserve({
      side: 'buy',
      quantity: d('0.015'),
      limitPrice: d('59000.00'),
      feeRate: d('0.001'),
      pair: BTCUSD,
    });
    if (!reserve.ok) throw new Error(reserve.issues[0].code);
    expect([reserve.value.currency, s(reserve.value.amount)]).toEqual(['USD', '885.885']);
  });

  it('a sell locks the quantity of base', () => {
    const reserve = spotReserve({
      side: 'sell',
      quantity: d('0.015'),
      limitPrice: d('61000.00'),
      feeRate: d('0.001'),
      pair: BTCUSD,
    });
    if (!reserve.ok) throw new Error(reserve.issues[0].code);
    expect([reserve.value.currency, s(reserve.value.amount)]).toEqual(['BTC', '0.015']);
  });
});

describe('conversion direction and reference', () => {
  it.each([
    [EURUSD, 'USD', 'EUR', 'buy'],
    [EURUSD, 'EUR', 'USD', 'sell'],
    [USDJPY, 'USD', 'JPY', 'sell'],
    [USDJPY, 'JPY', 'USD', 'buy'],
    [USDJPY, 'USD', 'EUR', null],
  ] as const)('%o %s → %s: %s', (pair, from, to, side) => {
    expect(conversionDirection(pair, from, to)).toBe(side);
  });

  it('names the order, pair, side and fill price', () => {
    expect(spotReference({ orderId: '7', symbol: 'BTCUSD', side: 'buy', price: '60010.00' })).toBe(
      'spot:7:BTCUSD:buy@60010.00',
    );
    expect(spotReference({ orderId: '7', symbol: 'BTCUSD', side: 'buy', price: null })).toBe(
      'spot:7:BTCUSD:buy',
    );
  });

  it('reads a reference back; other references are not spot fills', () => {
    expect(parseSpotReference('spot:7:BTCUSD:buy@60010.00')).toEqual({
      orderId: '7',
      symbol: 'BTCUSD',
      side: 'buy',
      price: '60010.00',
    });
    expect(parseSpotReference('spot:8:USDJPY:sell')).toEqual({
      orderId: '8',
      symbol: 'USDJPY',
      side: 'sell',
      price: null,
    });
    expect([parseSpotReference('contract'), parseSpotReference(null)]).toEqual([null, null]);
  });
});

describe('what is too small to trade', () => {
  const BTCUSD = { symbol: 'BTCUSD', base: 'BTC', quote: 'USD' };
  it.each([
    ['a buy whose gross rounds to 0 (0.00000001 at 0.4 = 0.000000004)', 'buy', '0.4', '0.001'],
    ['a sale whose fee takes all of it (fee rate 1)', 'sell', '100', '1'],
    ['a sale whose fee takes more than all of it (fee rate 1.5)', 'sell', '100', '1.5'],
  ] as const)('refuses %s', (_case, side, price, feeRate) => {
    expect(
      computeSpotFill({ side, quantity: d('0.00000001'), price: d(price), feeRate: d(feeRate) }),
    ).toEqual({
      ok: false,
      issues: [{ code: 'SPOT_AMOUNT_TOO_SMALL', details: { quantity: '0.00000001' } }],
    });
  });

  it('reserves nothing for a limit buy too small to fill', () => {
    expect(
      spotReserve({
        side: 'buy',
        quantity: d('0.00000001'),
        limitPrice: d('0.4'),
        feeRate: d('0.001'),
        pair: BTCUSD,
      }),
    ).toEqual({
      ok: false,
      issues: [{ code: 'SPOT_AMOUNT_TOO_SMALL', details: { quantity: '0.00000001' } }],
    });
  });
});

describe('conversion direction and references, the edges', () => {
  it.each([
    ['USD', 'JPY', null, 'from the quote, but not to the base'],
    ['JPY', 'EUR', null, 'to the base, but not from the quote'],
    ['EUR', 'JPY', null, 'from the base, but not to the quote'],
    ['JPY', 'USD', null, 'to the quote, but not from the base'],
  ])('EURUSD converts %s → %s: %s (%s)', (from, to, side) => {
    expect(conversionDirection(EURUSD, from, to)).toBe(side);
  });

  it.each([
    ['spot:12:EURUSD:buy', { orderId: '12', symbol: 'EURUSD', side: 'buy', price: null }],
    [
      'spot:7:BTCUSD:sell@60000.5',
      { orderId: '7', symbol: 'BTCUSD', side: 'sell', price: '60000.5' },
    ],
    ['xspot:1:EURUSD:buy', null],
    ['spot:1:EURUSD:buy@1.1x', null],
    ['spot:1:EURUSD:hold', null],
    [null, null],
  ])('parses %j as %j', (reference, parts) => {
    expect(parseSpotReference(reference)).toEqual(parts);
  });
});

describe('spotAffordableQuantity (what funds buy, truncated)', () => {
  it.each([
    // funds, price, fee rate, places → quantity
    ['100', '1.0002', '0', 2, '99.98'],
    ['100', '1.0000', '0', 2, '100'],
    ['100', '1.0000', '0.001', 2, '99.9'],
    ['20.01', '1.0001', '0', 2, '20'],
    ['0.005', '1.0002', '0', 2, '0'],
    ['0', '1.0002', '0', 2, '0'],
    ['-5', '1.0002', '0', 2, '0'],
    ['1000', '60010', '0.001', 8, '0.01664724'],
  ])('%s at %s with fee %s to %i places → %s', (funds, price, feeRate, places, expected) => {
    const quantity = spotAffordableQuantity({
      funds: d(funds),
      price: d(price),
      feeRate: d(feeRate),
      places,
    });
    expect(s(quantity)).toBe(expected);
  });

  it('never pays more than the funds, and one more step would', () => {
    const input = { funds: d('1000'), price: d('60010'), feeRate: d('0.001') };
    const quantity = spotAffordableQuantity({ ...input, places: 8 });
    const fill = computeSpotFill({ side: 'buy', quantity, ...input });
    const more = computeSpotFill({ side: 'buy', quantity: quantity.plus('0.00000001'), ...input });
    expect(fill.ok && s(fill.value.net)).toBe('999.99987327');
    expect(more.ok && more.value.net.greaterThan(input.funds)).toBe(true);
  });
});

describe('conversionOrder ("you pay" in the from currency, the same question on every pair)', () => {
  const EUR_QUOTE = { bid: d('1.16000'), ask: d('1.16002') };
  const JPY_QUOTE = { bid: d('150.000'), ask: d('150.020') };
  const FEE = d('0.001');
  const PAIRS = { EURUSD, USDJPY };

  it.each([
    // pair, from → to, pay, quote → side, base quantity, what the fill's quote side moves (net)
    ['EURUSD', 'USD', 'EUR', '100', EUR_QUOTE, 'buy', '86.11929096', '100'],
    ['EURUSD', 'EUR', 'USD', '50', EUR_QUOTE, 'sell', '50', '57.942'],
    ['USDJPY', 'USD', 'JPY', '100', JPY_QUOTE, 'sell', '100', '14985'],
    ['USDJPY', 'JPY', 'USD', '15000', JPY_QUOTE, 'buy', '99.88678166', '14999.99999961'],
  ] as const)(
    '%s: pay %s %s for %s → %s %s base, net %s',
    (symbol, from, to, pay, quote, side, quantity, net) => {
      const order = conversionOrder({
        pair: PAIRS[symbol],
        from,
        to,
        pay: d(pay),
        quote,
        feeRate: FEE,
      });
      expect(order?.side).toBe(side);
      expect(s(order?.quantity ?? d('0'))).toBe(quantity);
      const fill = computeSpotFill({
        side,
        quantity: d(quantity),
        price: spotFillPrice(side, quote),
        feeRate: FEE,
      });
      expect(fill.ok && s(fill.value.net)).toBe(net);
      // A buy never costs more than typed.
      if (side === 'buy') expect(fill.ok && fill.value.net.lte(d(pay))).toBe(true);
    },
  );

  it.each([
    ['a pair that does not join the two currencies', EURUSD, 'USD', 'JPY', '100'],
    ['nothing to pay', EURUSD, 'USD', 'EUR', '0'],
    ['nothing to pay on a sale', EURUSD, 'EUR', 'USD', '0'],
    ['too little to buy one unit of the 8th place', EURUSD, 'USD', 'EUR', '0.000000001'],
  ] as const)('is null for %s', (_case, pair, from, to, pay) => {
    expect(
      conversionOrder({ pair, from, to, pay: d(pay), quote: EUR_QUOTE, feeRate: FEE }),
    ).toBeNull();
  });
});
