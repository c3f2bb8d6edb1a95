/** SQLSTATE codes the app reacts to (PostgreSQL appendix A). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_DEADLOCK_DETECTED = '40P01';
export const PG_SERIALIZATION_FAILURE = '40001';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The PostgreSQL error under a driver or Drizzle wrapper (followed through `cause`): its SQLSTATE
 * and the constraint it names; null for any other error. Same shape on pg and PGlite.
 */
export function pgErrorOf(error: unknown): { code: string; constraint: string | null } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return {
        code: fields.code,
        constraint: typeof fields.constraint === 'string' ? fields.constraint : null,
      };
    }
    current = fields.cause;
  }
  return null;
}

/** The constraint named by a unique_violation ('' when the driver names none); null for any other error. */
export function uniqueViolationConstraint(error: unknown): string | null {
  const pg = pgErrorOf(error);
  return pg?.code === PG_UNIQUE_VIOLATION ? (pg.constraint ?? '') : null;
}
