import type { CodeDestination } from '../api/send-code';
import { checkEmail, checkMobile, parseMobileNumber, type AccountIssue } from './account-rules';
import type { AccountType } from './identity-draft';

/** The account of login and forgot password, ready to send: `account` (+ `country` for a phone). */
export type AccountInput =
  | { ok: true; account: string; country: string | undefined; destination: CodeDestination }
  | { ok: false; issue: AccountIssue };

/**
 * Checks the account typed on login or forgot password and turns it into the request fields:
 * an e-mail address as typed (trimmed), a mobile number as E.164 with its country.
 */
export function readAccountInput(
  accountType: AccountType,
  values: { phone: string; email: string },
  country: string | null,
): AccountInput {
  if (accountType === 'email') {
    const issue = checkEmail(values.email);
    if (issue !== null) return { ok: false, issue };
    const email = values.email.trim();
    return {
      ok: true,
      account: email,
      country: undefined,
      destination: { channel: 'email', email },
    };
  }
  const issue = checkMobile(values.phone, country);
  const parsed = parseMobileNumber(values.phone, country);
  if (issue !== null || parsed === null) return { ok: false, issue: issue ?? 'INVALID_MOBILE' };
  return {
    ok: true,
    account: parsed.e164,
    country: parsed.country,
    destination: { channel: 'sms', phone: parsed.e164, country: parsed.country },
  };
}
