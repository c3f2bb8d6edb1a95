import { dictionary } from '@zxcvbn-ts/language-common';
import { BusinessError } from '../../lib/business-error';

/**
 * How many of the most common passwords are refused (product.md §15.5: `123456` was accepted).
 * The list is zxcvbn-ts's ranked "passwords-common" dictionary (@zxcvbn-ts/language-common, pinned
 * in apps/server/package.json; 49,233 entries, most common first, from leaked-password corpora);
 * the top 10,000 is NIST SP 800-63B's "commonly used" example size. Server only: the web never
 * bundles it, and the server's answer (PASSWORD_TOO_COMMON) is what the forms show.
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let refused: Set<string> | undefined;

/** The refused list, lower-cased (built on first use: a few ms). */
function refusedPasswords(): Set<string> {
  refused ??= new Set(
    dictionary['passwords-common']
      .slice(0, COMMON_PASSWORDS_REFUSED)
      .map((password) => password.toLowerCase()),
  );
  return refused;
}

/** True when the password, ignoring case, is one of the most common ones. */
export function isCommonPassword(password: string): boolean {
  return refusedPasswords().has(password.toLowerCase());
}

/** Throws PASSWORD_TOO_COMMON for a new login password from the list. */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new BusinessError('PASSWORD_TOO_COMMON');
}
