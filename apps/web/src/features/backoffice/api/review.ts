import type { QueryKey } from '@tanstack/react-query';
import { useAdminChange } from './admin-query';

/** The requests a status-filtered queue shows at once (the server allows up to 100). */
export const QUEUE_LIMIT = 50;

/**
 * How often an open queue reads itself again (ms): operators have no socket, so queues poll and
 * say when they last read (product.md §14: queues refresh live).
 */
export const QUEUE_REFRESH_MS = 10_000;

/** What a decision made of a queued request (its toast says so). */
export type Outcome = 'approved' | 'confirmed' | 'paid' | 'rejected';

/** Called once the server took a decision, before the queue reads again (the card's toast). */
export type Decided = (outcome: Outcome) => void;

/**
 * A decision on a request of a review queue (identity, deposit, withdrawal): sends it; once the
 * server took it, says `outcome` and reads the queue under `queue` again (the card leaves it).
 */
export function useDecision<Input = void>(
  queue: QueryKey,
  outcome: Outcome,
  send: (input: Input) => Promise<unknown>,
  decided: Decided,
) {
  return useAdminChange(queue, send, () => decided(outcome));
}
