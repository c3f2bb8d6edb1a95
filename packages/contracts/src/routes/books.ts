import type { ApiRoute } from './define';

/**
 * Tags of the user routes that act on the session's active book (live or practice: docs/decisions.md,
 * "Practice and live"): the server gives their handlers the practice holder's id while the session
 * is in practice. Every other route (identity, funding, content, …) acts on the live user only, so
 * practice money can never be deposited, withdrawn or reach the live book through them. A whole
 * tag is in or out, so a route added to one of these modules is in the book at once.
 */
export const BOOK_ROUTE_TAGS: readonly string[] = [
  'account',
  'transfer',
  'trading',
  'spot',
  'delivery',
];

/** Whether `route` acts on the session's active book. */
export function isBookRoute(route: Pick<ApiRoute, 'auth' | 'tag'>): boolean {
  return (
    (route.auth === 'user' || route.auth === 'optional') && BOOK_ROUTE_TAGS.includes(route.tag)
  );
}
