import type { MessageCode } from '@waihui/contracts';
import type { ServerFieldMap } from './use-form';

/** The server's answers about a verification code (shown under the code field). */
export const CODE_REASONS = [
  'CODE_FORMAT',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_TOO_MANY_TRIES',
] as const satisfies readonly MessageCode[];

/** The server's answers about a new password (shown under the password field). */
export const NEW_PASSWORD_REASONS = [
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
] as const satisfies readonly MessageCode[];

/** Every reason in `reasons` shown under `field`. */
export function reasonsTo<F extends string>(
  field: F,
  reasons: readonly MessageCode[],
): ServerFieldMap<F> {
  return Object.fromEntries(reasons.map((reason) => [reason, field]));
}
