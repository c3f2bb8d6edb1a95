import type { Decimal } from '../money';
import { type Result, fail, succeed } from '../result';
import { type AccountSnapshot, summarizeAccount } from './account';
import { feeUsd, marginUsd, notionalValue } from './amounts';
import { type UsdConversion, toUsd } from './conversion';
import { orderCost, spendable } from './ledger-entries';
import {
  type ComplianceProfile,
  type LeverageIssueCode,
  maxLeverageFor,
  validateLeverage,
} from './leverage';
import { type LotsIssueCode, validateLots } from './quantity';
import { limitOrderFills, openingPrice } from './quote-side';
import { estimateStopOutPrice } from './stop-out-price';
import type { ContractSpec, OrderType, PositionSide, Quote } from './types';

export type PreviewIssueCode = LotsIssueCode | LeverageIssueCode | 'LIMIT_PRICE_REQUIRED';

export interface OrderPreview {
  /** What it would fill at now: the opening side for market; for limit, that side if it crosses, else null. */
  fillPriceNow: Decimal | null;
  /** Whether a limit order would fill on this quote (always true for market). */
  fillsNow: boolean;
  /** The price margin and fee are computed at: the fill price when it fills now, else the limit price. */
  pricedAt: Decimal;
  notional: Decimal;
  notionalUsd: Decimal;
  margin: Decimal;
  fee: Decimal;
  /** margin + fee: what is locked or charged on confirm. */
  required: Decimal;
  /** min(available, free margin) now. */
  spendable: Decimal;
  sufficient: boolean;
  freeMarginBefore: Decimal;
  /** Free margin once the order is placed (filled, or reserved when it rests); may be negative if insufficient. */
  freeMarginAfter: Decimal;
  /** The new position's estimated stop-out price (see estimateStopOutPrice), null when none. */
  estimatedStopOutPrice: Decimal | null;
  /** Most lots this order could have at this leverage and price now (0..instrument maximum). */
  maxLots: number;
  maxLeverage: number;
}

/**
 * Largest whole n with margin(n) + fee(n) ≤ budget, each rounded as posted (roundHalfEven8), capped
 * at `cap`. Starts from the unrounded estimate and steps to the exact answer.
 */
export function maxAffordableLots(input: {
  perLotNotionalUsd: Decimal;
  leverage: number;
  feeRate: Decimal;
  budget: Decimal;
  cap: number;
}): number {
  const costOf = (n: number) => {
    const notional = input.perLotNotionalUsd.times(n);
    return marginUsd(notional, input.leverage).plus(feeUsd(notional, input.feeRate));
  };
  const perLot = input.perLotNotionalUsd
    .dividedBy(input.leverage)
    .plus(input.perLotNotionalUsd.times(input.feeRate));
  if (perLot.isZero() || input.budget.isNegative()) return 0;
  let n = Math.min(input.cap, input.budget.dividedBy(perLot).floor().toNumber());
  while (n < input.cap && costOf(n + 1).lessThanOrEqualTo(input.budget)) n += 1;
  while (n > 0 && costOf(n).greaterThan(input.budget)) n -= 1;
  return n;
}

/**
 * The order preview (`lever/deal`): validates lots and leverage, then prices the order as it
 * would go through now. The account is the contract account with live PnL (AccountSnapshot) and
 * its available balance. The estimated stop-out price counts the open fee as paid and the new
 * margin as used, other positions' PnL held as now.
 */
export function previewOrder(input: {
  instrument: ContractSpec;
  profile: ComplianceProfile;
  side: PositionSide;
  type: OrderType;
  lots: string | number;
  leverage: string | number;
  /** Required for limit orders (already parsed with parseOrderPrice). */
  limitPrice: Decimal | null;
  quote: Quote;
  conversion: UsdConversion;
  account: AccountSnapshot & { available: Decimal };
  stopOutLevel: Decimal;
}): Result<OrderPreview, PreviewIssueCode> {
  const { instrument, side, quote, conversion } = input;
  const lotsResult = validateLots(input.lots, instrument.maxLots);
  if (!lotsResult.ok) return lotsResult;
  const maxLeverage = maxLeverageFor(input.profile, instrument);
  const leverageResult = validateLeverage(input.leverage, maxLeverage);
  if (!leverageResult.ok) return leverageResult;
  const lots = lotsResult.value;
  const leverage = leverageResult.value;
  if (input.type === 'limit' && input.limitPrice === null) return fail('LIMIT_PRICE_REQUIRED');

  const marketPrice = openingPrice(side, quote);
  const fillsNow =
    input.type === 'market' || limitOrderFills(side, input.limitPrice ?? marketPrice, quote);
  // A limit order that is marketable now fills at once at the quote (never worse than its limit).
  const pricedAt = fillsNow ? marketPrice : (input.limitPrice ?? marketPrice);
  const cost = orderCost({ instrument, lots, leverage, price: pricedAt, conversion });
  const summary = summarizeAccount(input.account);
  const canSpend = spendable({
    available: input.account.available,
    freeMargin: summary.freeMargin,
  });
  const estimatedStopOutPrice = estimateStopOutPrice({
    side,
    lots,
    contractSize: instrument.contractSize,
    openPrice: pricedAt,
    precision: instrument.precision,
    conversion,
    balance: summary.balance.minus(cost.fee),
    otherPositionsPnl: summary.floatingPnl,
    usedMargin: summary.usedMargin.plus(cost.margin),
    stopOutLevel: input.stopOutLevel,
  });
  const perLotNotionalUsd = toUsd(notionalValue(1, instrument.contractSize, pricedAt), conversion);
  return succeed({
    fillPriceNow: fillsNow ? marketPrice : null,
    fillsNow,
    pricedAt,
    notional: cost.notional,
    notionalUsd: cost.notionalUsd,
    margin: cost.margin,
    fee: cost.fee,
    required: cost.required,
    spendable: canSpend,
    sufficient: cost.required.lessThanOrEqualTo(canSpend),
    freeMarginBefore: summary.freeMargin,
    freeMarginAfter: summary.freeMargin.minus(cost.required),
    estimatedStopOutPrice,
    maxLots: maxAffordableLots({
      perLotNotionalUsd,
      leverage,
      feeRate: instrument.feeRate,
      budget: canSpend,
      cap: instrument.maxLots,
    }),
    maxLeverage,
  });
}
