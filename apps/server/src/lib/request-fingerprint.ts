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

/**
 * Whether a stored row may be replayed for this request: the fingerprints match, or either is
 * unknown (a row from before fingerprints, a caller inside the server that sends none).
 */
export function sameRequest(stored: string | null, fingerprint: string | null): boolean {
  return stored === null || fingerprint === null || stored === fingerprint;
}
