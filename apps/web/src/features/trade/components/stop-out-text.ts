import type { PreviewData, TradeSide } from '@waihui/contracts';
import { isStoppedOutAtOnce, parseDecimal } from '@waihui/core';

/**
 * What the ticket and the confirmation show for the preview's estimated stop-out price: none
 * without one; "at once" when it is at or beyond the price the order is priced at on the losing
 * side (core's isStoppedOutAtOnce: no price to show, the account cannot carry the position);
 * otherwise the price (a decimal string, shown at the instrument's precision).
 */
export type StopOutShown = { kind: 'none' } | { kind: 'atOnce' } | { kind: 'price'; price: string };

export function stopOutShown(
  side: TradeSide,
  preview: Pick<PreviewData, 'estimated_stop_out_price' | 'priced_at'>,
): StopOutShown {
  const estimate = preview.estimated_stop_out_price;
  if (estimate === null) return { kind: 'none' };
  const atOnce = isStoppedOutAtOnce({
    side,
    openPrice: parseDecimal(preview.priced_at),
    stopOutPrice: parseDecimal(estimate),
  });
  return atOnce ? { kind: 'atOnce' } : { kind: 'price', price: estimate };
}
