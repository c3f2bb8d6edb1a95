import { Decimal, roundHalfEven8 } from '../money';
import { type Result, fail, succeed } from '../result';
import { hasLedgerScale } from '../ledger/journal';

/*
 * Fixed-time (delivery) contracts, product.md §10.12: the user stakes an amount on the price being higher
 * (up) or lower (down) after a period. Open price = mid at placement; settlement price = mid of the
 * first quote at or after expiry. A win pays stake × (1 + payout rate), a loss pays 0, a tie (equal
 * mids) refunds the stake. Times are epoch milliseconds; money is USD at the ledger's scale.
 */

export const DELIVERY_DIRECTIONS = ['up', 'down'] as const;
export type DeliveryDirection = (typeof DELIVERY_DIRECTIONS)[number];

export const DELIVERY_OUTCOMES = ['win', 'loss', 'tie'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

export function isDeliveryDirection(value: unknown): value is DeliveryDirection {
  return value === 'up' || value === 'down';
}

/** Up wins when settlement > open, down when settlement < open; equal mids are a tie. */
export function deliveryOutcome(
  direction: DeliveryDirection,
  openMid: Decimal,
  settlementMid: Decimal,
): DeliveryOutcome {
  const comparison = settlementMid.comparedTo(openMid);
  if (comparison === 0) return 'tie';
  const rose = comparison > 0;
  return rose === (direction === 'up') ? 'win' : 'loss';
}

/**
 * What a win pays back (stake included): stake × (1 + rate), rounded with roundHalfEven8 (the
 * ledger's rounding, 8 places ties to even) because the rate may carry more places than the stake.
 */
export function winPayout(stake: Decimal, payoutRate: Decimal): Decimal {
  return roundHalfEven8(stake.times(payoutRate.plus(1)));
}

/** The profit a win adds on top of the stake: payout − stake (what the period picker shows). */
export function winProfit(stake: Decimal, payoutRate: Decimal): Decimal {
  return winPayout(stake, payoutRate).minus(stake);
}

/**
 * What a payout rate means for the user on average (product.md §10.12, the delivery page's note),
 * ties aside, as fractions of the stake: when a win and a loss are equally likely each contract
 * returns ½ × rate − ½ × 1 = (rate − 1) / 2 (negative for a rate below 1: −0.1 at 0.8), and to
 * break even a user must win 1 / (1 + rate) of the decided contracts (0.5555… at 0.8). Exact:
 * the caller rounds where it shows them.
 */
export function payoutOdds(payoutRate: Decimal): {
  evenOddsReturn: Decimal;
  breakEvenWinShare: Decimal;
} {
  return {
    evenOddsReturn: payoutRate.minus(1).dividedBy(2),
    breakEvenWinShare: new Decimal(1).dividedBy(payoutRate.plus(1)),
  };
}

/** What the settlement pays back: win stake × (1 + rate), loss 0, tie the stake (a refund). */
export function deliveryPayout(
  outcome: DeliveryOutcome,
  stake: Decimal,
  payoutRate: Decimal,
): Decimal {
  if (outcome === 'win') return winPayout(stake, payoutRate);
  if (outcome === 'tie') return stake;
  return new Decimal(0);
}

/** Expiry (epoch ms) of a contract placed at `placedAtMs` for `periodSeconds`. */
export function deliveryExpiry(placedAtMs: number, periodSeconds: number): number {
  return placedAtMs + periodSeconds * 1000;
}

/** Whole seconds left until expiry, rounded up (a countdown shows 1 until expiry), never below 0. */
export function remainingSeconds(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}

/** A quote may settle a contract when its time is at or after expiry (never before). */
export function settlesAt(quoteTsMs: number, expiresAtMs: number): boolean {
  return quoteTsMs >= expiresAtMs;
}

/** The settlement quote among quotes in feed order: the first at or after expiry, if any. */
export function selectSettlementQuote<Q extends { ts: number }>(
  quotes: Iterable<Q>,
  expiresAtMs: number,
): Q | undefined {
  for (const quote of quotes) if (settlesAt(quote.ts, expiresAtMs)) return quote;
  return undefined;
}

export type StakeIssueCode =
  'DELIVERY_STAKE_INVALID' | 'DELIVERY_STAKE_BELOW_MINIMUM' | 'DELIVERY_STAKE_ABOVE_MAXIMUM';

/** A stake: positive, at most 8 decimals, within [minimum, maximum] (settings, USD). */
export function validateStake(
  stake: Decimal,
  limits: { minimum: Decimal; maximum: Decimal },
): Result<Decimal, StakeIssueCode> {
  if (!stake.isFinite() || stake.lte(0) || !hasLedgerScale(stake))
    return fail('DELIVERY_STAKE_INVALID');
  if (stake.lt(limits.minimum))
    return fail('DELIVERY_STAKE_BELOW_MINIMUM', { minimum: limits.minimum.toFixed() });
  if (stake.gt(limits.maximum))
    return fail('DELIVERY_STAKE_ABOVE_MAXIMUM', { maximum: limits.maximum.toFixed() });
  return succeed(stake);
}
