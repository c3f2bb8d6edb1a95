import { z } from 'zod';
import {
  amendPasswordBodySchema,
  areaListDataSchema,
  forgetPasswordDataSchema,
  fundPasswordDataSchema,
  setLangDataSchema,
  captchaDataSchema,
  captchaQuerySchema,
  forgetPasswordBodySchema,
  revokeSessionBodySchema,
  revokeSessionDataSchema,
  sessionListDataSchema,
  fundPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  sendCodeDataSchema,
  sendEmailBodySchema,
  sendSmsBodySchema,
  sessionDataSchema,
  sessionsRevokedDataSchema,
  setLangBodySchema,
  userInfoSchema,
} from '../identity';
import { defineRoutes } from './define';
import { identityPaths } from './identity.paths';

const SEND_CODE_DESCRIPTION =
  'Sends a 6-digit code valid 10 minutes (5 wrong tries, single use). One code per destination per 60 s ' +
  '(CODE_RESEND_TOO_SOON with data.retry_after_seconds). Purpose fund_password needs the bearer token and ' +
  "goes to the account's own number/address. The answer is the same whether or not an account uses the " +
  'address: where the purpose does not fit (login or reset for no account, register for an existing one) ' +
  'the message sent says so instead of carrying a code.';

export const identityRoutes = defineRoutes(identityPaths, {
  captcha: {
    auth: 'none',
    tag: 'identity',
    summary: 'New image captcha (registration, SMS codes, login after wrong passwords)',
    description:
      'A 4-character image code valid 5 minutes. Send `captcha_key` and the typed `captcha` with the registration, an SMS code request, or a password login that answered CAPTCHA_REQUIRED; any check uses it up, so fetch a new one after each.',
    query: captchaQuerySchema,
    data: captchaDataSchema,
  },
  sendSms: {
    auth: 'optional',
    tag: 'identity',
    summary: 'Send a verification code by SMS (captcha required)',
    description: SEND_CODE_DESCRIPTION,
    body: sendSmsBodySchema,
    data: sendCodeDataSchema,
  },
  sendEmail: {
    auth: 'optional',
    tag: 'identity',
    summary: 'Send a verification code by e-mail',
    description: SEND_CODE_DESCRIPTION,
    body: sendEmailBodySchema,
    data: sendCodeDataSchema,
  },
  register: {
    auth: 'none',
    tag: 'identity',
    summary: 'Register by mobile number or e-mail (logs in)',
    body: registerBodySchema,
    data: sessionDataSchema,
  },
  login: {
    auth: 'none',
    tag: 'identity',
    summary: 'Log in with account and password, or with a code',
    description:
      "After five wrong passwords in a row for an account (existing or not) the next attempts need a solved captcha (CAPTCHA_REQUIRED, data.captcha_required) until a right password, a code login or a reset; after ten, each try waits 1 s, doubling up to an hour, after the last wrong one (SIGN_IN_TRY_LATER, data.retry_after_seconds). A sign-in sets an HttpOnly device cookie; tries that carry it count on that device's own counter, so nobody is locked out.",
    body: loginBodySchema,
    data: sessionDataSchema,
  },
  logout: {
    auth: 'user',
    tag: 'identity',
    summary: 'Log out: revoke this session',
    data: z.null(),
  },
  amendPassword: {
    auth: 'user',
    tag: 'identity',
    summary: 'Change the login password (logs out other sessions)',
    body: amendPasswordBodySchema,
    data: sessionsRevokedDataSchema,
  },
  forgetPassword: {
    auth: 'none',
    tag: 'identity',
    summary: 'Forgot password: step "verify" (account + code), then step "reset"',
    description:
      'Step verify returns reset_token (15 minutes, single use); step reset sets the password, clears a lock and logs out every session.',
    body: forgetPasswordBodySchema,
    data: forgetPasswordDataSchema,
  },
  userInfo: {
    auth: 'user',
    tag: 'identity',
    summary: 'The logged-in user\'s profile ("me" page)',
    data: userInfoSchema,
  },
  sessions: {
    auth: 'user',
    tag: 'identity',
    summary: "The user's own live sessions, with address and device (Security page)",
    description:
      'Sessions end 30 days after login (SESSION_TTL_HOURS) or after 7 days unused (SESSION_IDLE_HOURS), whichever comes first.',
    data: sessionListDataSchema,
  },
  revokeSession: {
    auth: 'user',
    tag: 'identity',
    summary: 'End one of your own sessions (log a device out)',
    description:
      "NOT_FOUND for an unknown or ended session and for another user's: the answer never tells them apart.",
    body: revokeSessionBodySchema,
    data: revokeSessionDataSchema,
  },
  fundPassword: {
    auth: 'user',
    tag: 'identity',
    summary: 'Set or change the fund password with a code (anQuan)',
    body: fundPasswordBodySchema,
    data: fundPasswordDataSchema,
  },
  setLang: {
    auth: 'optional',
    tag: 'identity',
    summary: 'Choose the language (stored on the account when a token is sent)',
    body: setLangBodySchema,
    data: setLangDataSchema,
  },
  areaList: {
    auth: 'none',
    tag: 'identity',
    summary: 'Countries and calling codes for selectCountry',
    description: 'Named in the `lang` of the request; barred countries are flagged, not hidden.',
    data: areaListDataSchema,
  },
});
