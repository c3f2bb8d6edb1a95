import { PATHS } from '@/lib/paths';

/** The position views of product.md §4.2, in screen order: holding, current entrust, history. */
export const POSITION_TABS = ['holding', 'entrust', 'history'] as const;
export type PositionTab = (typeof POSITION_TABS)[number];

/** The tab named by `?tab=` (so back and reload keep it); anything else is the first tab. */
export function tabFromQuery(value: string | null): PositionTab {
  return POSITION_TABS.find((tab) => tab === value) ?? 'holding';
}

/** The positions page at one tab. */
export function positionsPath(tab: PositionTab): string {
  return `${PATHS.positions}?tab=${tab}`;
}

/** The order page of one position (open or closed): its figures and every fill's quote. */
export function positionDetailPath(positionId: number): string {
  return `${PATHS.orders}?position_id=${positionId}`;
}

/** The order page of one order (a pending order, or the position its fill opened). */
export function orderDetailPath(orderId: number): string {
  return `${PATHS.orders}?order_id=${orderId}`;
}
