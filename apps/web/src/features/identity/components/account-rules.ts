import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';

/**
 * Account checks the form makes before any request (product.md §5.2), with libphonenumber-js's mobile
 * metadata: a number passes only if it is a valid *mobile* number of its country. The server checks
 * again with the full metadata (apps/server/src/modules/identity/identity.accounts.ts).
 */

/** Codes of the message catalogue (INVALID_COUNTRY: a national number needs its country). */
export type AccountIssue =
  'ACCOUNT_REQUIRED' | 'INVALID_MOBILE' | 'INVALID_EMAIL' | 'INVALID_COUNTRY';

export interface ParsedMobile {
  /** "+4915123456789" */
  e164: string;
  /** The country the number belongs to ("+1…" typed under DE belongs to US or CA). */
  country: string | undefined;
}

/** A mobile number typed nationally (with `country`) or internationally ("+…"); null if invalid. */
export function parseMobileNumber(input: string, country: string | null): ParsedMobile | null {
  const text = input.trim();
  if (text === '') return null;
  if (!text.startsWith('+') && country === null) return null;
  try {
    const parsed = parsePhoneNumberFromString(
      text,
      text.startsWith('+') ? undefined : { defaultCountry: country as CountryCode },
    );
    if (parsed === undefined || !parsed.isValid()) return null;
    return { e164: parsed.number, country: parsed.country };
  } catch {
    return null;
  }
}

/** The first problem with a mobile number field; null when it is a valid mobile number. */
export function checkMobile(input: string, country: string | null): AccountIssue | null {
  const text = input.trim();
  if (text === '') return 'ACCOUNT_REQUIRED';
  if (!text.startsWith('+') && country === null) return 'INVALID_COUNTRY';
  return parseMobileNumber(text, country) === null ? 'INVALID_MOBILE' : null;
}

/** The shape the server accepts (one @, a dot in the domain, no spaces); it checks more. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function checkEmail(input: string): AccountIssue | null {
  const text = input.trim();
  if (text === '') return 'ACCOUNT_REQUIRED';
  return EMAIL.test(text) && text.length <= 254 ? null : 'INVALID_EMAIL';
}
