import fp from 'fastify-plugin';
import { BusinessError } from '../lib/business-error';

/** Where the first U+0000 sits in a parsed body or query (a key or a string value), or null. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return childPath;
    const found = nulPath(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a string with one that passed a route's schema would fail in
 * the database as a 500 (product.md §17.5: found by the fuzz run in feedback content). Every request whose
 * validated body or query still carries one is refused as VALIDATION_FAILED naming the field, before
 * any handler runs, so no route (today's or a new one) has to remember it.
 */
export const nulGuardPlugin = fp(
  (app, _options, done) => {
    app.addHook('preHandler', async (request) => {
      const path = nulPath(request.body, 'body') ?? nulPath(request.query, 'query');
      if (path === null) return;
      throw new BusinessError('VALIDATION_FAILED', {
        details: { issues: [{ path, message: 'must not contain the character U+0000' }] },
      });
    });
    done();
  },
  { name: 'nul-guard' },
);
