import { BusinessError } from '../../lib/business-error';
import type { SpotEngine } from './spot.engine';
import { listSpotOrdersOfUser } from './spot.repository';
import { type SpotDeps, cancelSpotOrder } from './spot.service';

/** More pending orders than one user may plausibly hold: the reset cancels up to this many per call. */
const MAX_PENDING = 1000;

/**
 * Cancels every pending spot order of the user, each as the user's own cancel (its reserve back to
 * available), and tells the engine. An order that filled meanwhile is skipped. Returns how many.
 */
export async function cancelPendingSpotOrders(
  deps: SpotDeps,
  engine: SpotEngine,
  userId: string,
): Promise<number> {
  const pending = await listSpotOrdersOfUser(deps.db, userId, {
    status: 'open',
    offset: 0,
    limit: MAX_PENDING,
  });
  let cancelled = 0;
  for (const order of pending) {
    try {
      engine.track(await cancelSpotOrder(deps, userId, order.id));
      cancelled += 1;
    } catch (error) {
      if (!(error instanceof BusinessError && error.reason === 'ORDER_NOT_PENDING')) throw error;
    }
  }
  return cancelled;
}
