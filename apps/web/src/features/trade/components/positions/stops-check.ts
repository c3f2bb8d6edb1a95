import {
  parseDecimal,
  parseOrderPrice,
  tryParseDecimal,
  validateTakeProfitStopLoss,
  type Decimal,
} from '@waihui/core';
import { PRICE_MAX_SCALE, type Position } from '@waihui/contracts';
import type { FieldIssue } from '@/components/form/use-form';

/** The two prices of the TP/SL sheet as typed ("" = none: the server removes that side). */
export interface StopsDraft {
  takeProfit: string;
  stopLoss: string;
}

export interface StopsCheck {
  takeProfit: FieldIssue | null;
  stopLoss: FieldIssue | null;
}

/** Decimal places of a price string the feed sends at exactly the instrument precision ("95000.12" → 2). */
export function decimalsOf(price: string): number {
  return price.split('.')[1]?.length ?? 0;
}

type Parsed = { price: Decimal | null; issue: FieldIssue | null };

/** One typed price: empty is none; otherwise core's price rule (> 0, at most `precision` places). */
function parseTyped(text: string, precision: number): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { price: null, issue: null };
  const parsed = parseOrderPrice(trimmed, precision);
  return parsed.ok
    ? { price: parsed.value, issue: null }
    : { price: null, issue: { code: parsed.issues[0].code, params: parsed.issues[0].details } };
}

/**
 * What the server's setstop would refuse, found before any request, per field (product.md §5.6 with the
 * same core rule and the same messages): each price must be a valid price of the instrument, and
 * a long's TP may not be below the open or the current price, its SL not above either (a short the
 * reverse; equality allowed). The current price is the position's closing side now (a long's bid);
 * when the server could not price it, only the open price is checked here and the server checks
 * the rest. `precision` is the instrument's (null when not known yet: the contract's widest).
 */
export function checkStops(
  position: Pick<Position, 'side' | 'open_price' | 'current_price'>,
  draft: StopsDraft,
  precision: number | null,
): StopsCheck {
  const scale = precision ?? PRICE_MAX_SCALE;
  const takeProfit = parseTyped(draft.takeProfit, scale);
  const stopLoss = parseTyped(draft.stopLoss, scale);
  const openPrice = parseDecimal(position.open_price);
  const currentPrice = tryParseDecimal(position.current_price) ?? openPrice;
  // One side at a time, so each field shows its own problem (core reports the first only).
  const ruleIssue = (prices: { takeProfit: Decimal | null; stopLoss: Decimal | null }) => {
    const checked = validateTakeProfitStopLoss({
      side: position.side,
      openPrice,
      currentPrice,
      ...prices,
    });
    return checked.ok ? null : { code: checked.issues[0].code, params: checked.issues[0].details };
  };
  return {
    takeProfit:
      takeProfit.issue ??
      (takeProfit.price === null
        ? null
        : ruleIssue({ takeProfit: takeProfit.price, stopLoss: null })),
    stopLoss:
      stopLoss.issue ??
      (stopLoss.price === null ? null : ruleIssue({ takeProfit: null, stopLoss: stopLoss.price })),
  };
}
