import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { isKnownCountry } from './identity.countries';

/** A login account: an e-mail address (lower-cased) or a mobile number (E.164). */
export type Account = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

export interface ParsedMobile {
  /** "+4915123456789" */
  e164: string;
  /** Country the number belongs to (may differ from the one chosen, e.g. "+1…" typed with DE). */
  country: string | undefined;
}

/** Number types that cannot receive an SMS code. Unknown and "fixed line or mobile" are accepted. */
const NOT_MOBILE = new Set([
  'FIXED_LINE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOIP',
  'UAN',
  'VOICEMAIL',
  'PAGER',
]);

/**
 * A mobile number as typed (national with `country`, or international with "+"), validated with
 * libphonenumber-js's full metadata (product.md §5.2 "a valid mobile number"). Null when invalid.
 */
export function parseMobile(input: string, country: string | undefined): ParsedMobile | null {
  const text = input.trim();
  if (text === '') return null;
  const defaultCountry = country && isKnownCountry(country) ? (country as CountryCode) : undefined;
  if (!text.startsWith('+') && defaultCountry === undefined) return null;
  const parsed = parsePhoneNumberFromString(text, defaultCountry ? { defaultCountry } : undefined);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  if (type !== undefined && NOT_MOBILE.has(type)) return null;
  return { e164: parsed.number, country: parsed.country };
}

const emailSchema = z.email().max(254);

/** A trimmed, lower-cased e-mail address, or null when it is not one. */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return emailSchema.safeParse(email).success ? email : null;
}

/** The login `account` field: an e-mail if it has an @, else a mobile number. Null when neither. */
export function parseAccount(input: string, country: string | undefined): Account | null {
  if (input.includes('@')) {
    const email = normaliseEmail(input);
    return email === null ? null : { kind: 'email', email };
  }
  const mobile = parseMobile(input, country);
  return mobile === null ? null : { kind: 'phone', phone: mobile.e164 };
}

/** The string stored in `users.email` / `users.phone` and used as a code destination. */
export function accountKey(account: Account): string {
  return account.kind === 'email' ? account.email : account.phone;
}
