import { parseOrderPrice, validateLots } from '@waihui/core';
import { PRICE_MAX_SCALE, type Order } from '@waihui/contracts';
import { type FieldIssue, issueOf } from '@/components/form/use-form';
import { checkStops } from './stops-check';

/** The modify sheet's fields as typed ("" TP or SL = none). */
export interface ModifyDraft {
  lots: string;
  limitPrice: string;
  takeProfit: string;
  stopLoss: string;
}

/** Whole lots with no cap here (the server knows the instrument's maximum). */
const NO_CAP = 1_000_000_000;

/**
 * What the server's modify would refuse, found before any request (product.md §10.16 with core's
 * rules and messages): whole lots, a limit price of the instrument, TP/SL against the new limit and
 * the closing price now (`current`, null when unknown: then against the limit only). Whether the
 * limit is marketable and the reserve affordable only the server decides.
 */
export function checkModify(
  order: Pick<Order, 'side'>,
  draft: ModifyDraft,
  precision: number | null,
  current: string | null,
): Record<keyof ModifyDraft, FieldIssue | null> {
  const lots = validateLots(draft.lots, NO_CAP);
  const price = parseOrderPrice(draft.limitPrice.trim(), precision ?? PRICE_MAX_SCALE);
  const stops = price.ok
    ? checkStops(
        { side: order.side, open_price: price.value.toFixed(), current_price: current },
        draft,
        precision,
      )
    : { takeProfit: null, stopLoss: null };
  return {
    lots: issueOf(lots),
    limitPrice: issueOf(price),
    ...stops,
  };
}
