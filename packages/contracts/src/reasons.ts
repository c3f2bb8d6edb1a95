/**
 * Stable machine reasons carried in `data.reason` of a failure envelope. Messages are looked up by
 * reason in the server's locale files; clients may map them to their own strings. Never match on text.
 */
export const REASONS = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type Reason = (typeof REASONS)[number];
