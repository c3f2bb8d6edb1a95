import { describe, expect, it } from 'vitest';
import { Decimal, toDecimalString } from '../money';
import {
  payoutOdds,
  type DeliveryDirection,
  type DeliveryOutcome,
  deliveryExpiry,
  deliveryOutcome,
  deliveryPayout,
  isDeliveryDirection,
  remainingSeconds,
  selectSettlementQuote,
  validateStake,
  winProfit,
} from './rules';

const d = (value: string) => new Decimal(value);

describe('deliveryOutcome: up wins above the open mid, down below it, equal mids tie', () => {
  it.each<[DeliveryDirection, string, string, DeliveryOutcome]>([
    ['up', '60005', '60005.01', 'win'],
    ['up', '60005', '60004.99', 'loss'],
    ['up', '60005', '60005.00', 'tie'],
    ['down', '60005', '60004.995', 'win'],
    ['down', '60005', '60005.005', 'loss'],
    ['down', '1.160050', '1.16005', 'tie'],
  ])('%s, open %s, settlement %s → %s', (direction, open, settlement, outcome) => {
    expect(deliveryOutcome(direction, d(open), d(settlement))).toBe(outcome);
  });
});

describe('deliveryPayout: win stake × (1 + rate) rounded half-even to 8 places, loss 0, tie the stake', () => {
  it.each<[DeliveryOutcome, string, string, string]>([
    ['win', '100', '0.85', '185'],
    ['win', '10.5', '0.8', '18.9'],
    // 0.00000003 × 1.5 = 0.000000045: a tie at the 8th place goes to the even 4
    ['win', '0.00000003', '0.5', '0.00000004'],
    // 0.00000001 × 1.5 = 0.000000015: a tie goes to the even 2 (up)
    ['win', '0.00000001', '0.5', '0.00000002'],
    // 0.00000003 × 1.85 = 0.0000000555: above half, up
    ['win', '0.00000003', '0.85', '0.00000006'],
    ['loss', '100', '0.85', '0'],
    ['tie', '100', '0.85', '100'],
    ['tie', '12.34567891', '0.9', '12.34567891'],
  ])('%s, stake %s at rate %s pays %s', (outcome, stake, rate, payout) => {
    expect(toDecimalString(deliveryPayout(outcome, d(stake), d(rate)))).toBe(payout);
  });

  it('the profit shown for a win is payout − stake', () => {
    expect(toDecimalString(winProfit(d('250'), d('0.82')))).toBe('205');
  });
});

describe('settlement quote: the first at or after expiry', () => {
  const quotes = [
    { ts: 59_999, seq: 1 },
    { ts: 60_000, seq: 2 },
    { ts: 60_000, seq: 3 },
    { ts: 60_500, seq: 4 },
  ];
  it.each<[number, number | undefined]>([
    [60_000, 2], // exactly at expiry settles
    [59_999, 1],
    [60_001, 4], // not the one before, not a later one
    [60_501, undefined], // none yet
  ])('expiry %i → quote seq %s', (expiry, seq) => {
    expect(selectSettlementQuote(quotes, expiry)?.seq).toBe(seq);
  });
});

describe('expiry and remaining time', () => {
  it('expiry is the placement time plus the period', () => {
    expect(deliveryExpiry(Date.parse('2026-11-22T10:00:00Z'), 60)).toBe(
      Date.parse('2026-11-22T10:01:00Z'),
    );
  });
  it.each<[number, number]>([
    [0, 60],
    [1, 60], // 59.999 s left shows 60
    [59_000, 1],
    [59_999, 1],
    [60_000, 0],
    [75_000, 0], // never negative
  ])('%i ms after placement of a 60 s contract: %i s left', (elapsed, left) => {
    expect(remainingSeconds(60_000, elapsed)).toBe(left);
  });
});

describe('validateStake', () => {
  const limits = { minimum: d('10'), maximum: d('5000') };
  it.each<[string, string | null, Record<string, string> | undefined]>([
    ['10', null, undefined],
    ['5000', null, undefined],
    ['9.99999999', 'DELIVERY_STAKE_BELOW_MINIMUM', { minimum: '10' }],
    ['5000.00000001', 'DELIVERY_STAKE_ABOVE_MAXIMUM', { maximum: '5000' }],
    ['0', 'DELIVERY_STAKE_INVALID', undefined],
    ['-10', 'DELIVERY_STAKE_INVALID', undefined],
    ['10.000000001', 'DELIVERY_STAKE_INVALID', undefined],
  ])('%s → %s', (stake, code, details) => {
    const result = validateStake(d(stake), limits);
    if (code === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, issues: [details ? { code, details } : { code }] });
  });
});

describe('isDeliveryDirection', () => {
  it.each([
    ['up', true],
    ['down', true],
    ['', false],
    ['UP', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isDeliveryDirection(value)).toBe(expected);
  });
});

describe('payoutOdds: the average return at even odds and the share of wins that breaks even', () => {
  it.each([
    // rate, return per contract at even odds, break-even share of wins (to 10 places)
    ['0.8', '-0.1', '0.5555555556'],
    ['0.85', '-0.075', '0.5405405405'],
    ['1', '0', '0.5'],
    ['0.5', '-0.25', '0.6666666667'],
    ['0.95', '-0.025', '0.5128205128'],
  ])('rate %s → %s per contract, wins needed %s', (rate, evenOdds, breakEven) => {
    const odds = payoutOdds(new Decimal(rate));
    expect(toDecimalString(odds.evenOddsReturn)).toBe(evenOdds);
    expect(odds.breakEvenWinShare.toDecimalPlaces(10).toFixed()).toBe(breakEven);
  });
});
