import { describe, expect, it } from 'vitest';
import { pgErrorOf, uniqueViolationConstraint } from './pg-errors';

/** A driver error as pg and PGlite raise it, optionally wrapped the way Drizzle wraps it. */
const pgError = (code: string, constraint?: string) =>
  Object.assign(new Error('db'), { code, ...(constraint ? { constraint } : {}) });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query'), { cause });

describe('pgErrorOf', () => {
  it('finds the SQLSTATE and constraint, raw or under a wrapper', () => {
    expect(pgErrorOf(pgError('40P01'))).toEqual({ code: '40P01', constraint: null });
    expect(pgErrorOf(wrapped(pgError('23514', 'ledger_accounts_available_non_negative')))).toEqual({
      code: '23514',
      constraint: 'ledger_accounts_available_non_negative',
    });
  });

  it('is null for anything that is not a PostgreSQL error', () => {
    expect(pgErrorOf(new Error('plain'))).toBeNull();
    expect(pgErrorOf(Object.assign(new Error('node'), { code: 'ECONNRESET' }))).toBeNull();
    expect(pgErrorOf('text')).toBeNull();
    expect(pgErrorOf(null)).toBeNull();
  });
});

describe('uniqueViolationConstraint', () => {
  it('names the constraint of a unique violation, "" when the driver names none', () => {
    expect(uniqueViolationConstraint(wrapped(pgError('23505', 'users_email_unique')))).toBe(
      'users_email_unique',
    );
    expect(uniqueViolationConstraint(pgError('23505'))).toBe('');
  });

  it('is null for any other error', () => {
    expect(uniqueViolationConstraint(pgError('23503', 'users_invited_by_fk'))).toBeNull();
    expect(uniqueViolationConstraint(new Error('plain'))).toBeNull();
  });
});
