import { BusinessError } from './business-error';

/*
 * One idempotency rule on every route that takes a key (product.md §5.12): the same key with the same
 * request answers the first result; the same key with a different request is refused
 * (IDEMPOTENCY_KEY_REUSED), never answered with the other request's result. A request is told apart
 * by its fingerprint: its fields but the key, sorted by name, as text.
 */

/** A JSON body's fields as comparable text: `name=value` sorted by name, the key and absent fields left out. */
export function requestFingerprint(body: Readonly<Record<string, unknown>>): string {
  return Object.keys(body)
    .filter((name) => name !== 'idempotency_key' && body[name] !== undefined)
    .sort()
    .map((name) => `${name}=${JSON.stringify(body[name])}`)
    .join('|');
}

/** What the server asks of a keyed request: its key and, from the route, its fingerprint. */
export interface KeyedRequest {
  idempotencyKey: string | null;
  /** Absent for a caller inside the server that sends none: any retry of its key replays. */
  requestFingerprint?: string;
}

/** The fingerprint a new row keeps: the request's, when it came with a key; else none. */
export function fingerprintToStore(request: KeyedRequest): string | null {
  return request.idempotencyKey === null ? null : (request.requestFingerprint ?? null);
}

/**
 * A stored row may be replayed for this request when the fingerprints match or either is unknown
 * (a row from before fingerprints, a caller that sends none); else IDEMPOTENCY_KEY_REUSED.
 */
export function assertSameRequest(stored: string | null, request: KeyedRequest): void {
  const fingerprint = request.requestFingerprint ?? null;
  if (stored !== null && fingerprint !== null && stored !== fingerprint)
    throw new BusinessError('IDEMPOTENCY_KEY_REUSED');
}
