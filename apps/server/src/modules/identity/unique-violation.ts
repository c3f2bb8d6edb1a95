/**
 * The constraint named by a PostgreSQL unique_violation (23505), raw or wrapped by Drizzle in
 * `cause`; null for any other error.
 */
export function uniqueViolationConstraint(error: unknown): string | null {
  for (
    let e: unknown = error, depth = 0;
    typeof e === 'object' && e !== null && depth < 3;
    depth += 1
  ) {
    if ('code' in e && e.code === '23505') {
      return 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : '';
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return null;
}
