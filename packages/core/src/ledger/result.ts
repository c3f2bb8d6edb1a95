/**
 * Outcome of a ledger decision: the value, or a stable machine code (never a sentence) with details.
 * The server turns `error.code` into a translated message; the web can map it to its own strings.
 */
export interface LedgerIssue<Code extends string = string> {
  code: Code;
  /** Context for logs and clients, e.g. `{ currency: 'USD', shortfall: '12.5' }`. Strings only. */
  details?: Record<string, string>;
}

export type LedgerResult<T, Code extends string = string> =
  { ok: true; value: T } | { ok: false; error: LedgerIssue<Code> };

export function succeed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<Code extends string>(
  code: Code,
  details?: Record<string, string>,
): { ok: false; error: LedgerIssue<Code> } {
  return { ok: false, error: details === undefined ? { code } : { code, details } };
}
