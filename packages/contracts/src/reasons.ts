/**
 * Stable machine reasons carried in `data.reason` of a failure envelope. Messages are looked up by
 * reason in the server's locale files; clients may map them to their own strings. Never match on text.
 */
export const REASONS = [
  'BAD_REQUEST',
  /** 413 body, 414 URL, 431 headers: more than the server reads. */
  'REQUEST_TOO_LARGE',
  /** 408: headers or body did not arrive in time (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS). */
  'REQUEST_TIMEOUT',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** Segregation of duties (product.md §6.3): an operator deciding on their own account. */
  'OWN_ACCOUNT_DECISION',
  /** Segregation of duties: an operator granting themselves a role. */
  'OWN_ROLE_GRANT',
  /** Segregation of duties: an admin approving their own proposed change of a setting. */
  'OWN_PROPOSAL',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type Reason = (typeof REASONS)[number];
