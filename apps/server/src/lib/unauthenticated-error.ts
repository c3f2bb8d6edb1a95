/**
 * No live session for a route that needs one: the envelope plugin answers 401 with envelope code
 * 999 (product.md §7.1), which sends the web back to login. Thrown by the auth plugin and by services
 * whose user has gone.
 */
export class UnauthenticatedError extends Error {
  constructor() {
    super('unauthenticated');
    this.name = 'UnauthenticatedError';
  }
}
