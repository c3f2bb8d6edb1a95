import type { SendCodeData, SendEmailBody, SendSmsBody } from '@waihui/contracts';
import type { CodeChannel } from '../../db/schema';
import { BusinessError } from '../../lib/business-error';
import { UnauthenticatedError } from '../../lib/unauthenticated-error';
import { normaliseEmail, parseMobile, type Account } from './identity.accounts';
import { checkCaptcha } from './identity.captcha.service';
import { issueCode } from './identity.codes.service';
import { assertCountryAllowed } from './identity.country-rules';
import type { IdentityDeps, RequestContext } from './identity.deps';
import { findUserByAccount, findUserById, type UserRow } from './identity.users.repository';

/** POST /api/notify/send_sms and send_email, after the route has parsed the body. */
export type SendCodeRequest =
  { channel: 'sms'; body: SendSmsBody } | { channel: 'email'; body: SendEmailBody };

/**
 * Where a code goes and for whom:
 * - register: the number or address given; refused if (numbers) barred;
 * - login, reset_password: the number or address given;
 * - fund_password: the logged-in user's own number or address (anything given is ignored).
 * Whether an account uses the address never changes the answer (product.md §15.3): where the
 * purpose does not fit (register for an existing account, login or reset for none) the same work
 * is done and the message sent is a notice instead of a code. An SMS (but fund_password, sent
 * only to a logged-in user's own number) needs a solved captcha first.
 */
export async function sendCode(
  deps: IdentityDeps,
  request: SendCodeRequest,
  sessionUserId: string | null,
  context: RequestContext,
): Promise<SendCodeData> {
  const { channel } = request;
  const purpose = request.body.purpose;
  if (purpose === 'fund_password') {
    if (sessionUserId === null) throw new UnauthenticatedError();
    const user = await findUserById(deps.db, sessionUserId);
    if (user === null) throw new UnauthenticatedError();
    const destination = ownDestination(user, channel);
    return issueCode(deps, { purpose, channel, destination, userId: user.id }, context);
  }

  const barred = purpose === 'register' ? await deps.settings.barredCountries() : [];
  const account = parseDestination(request, barred, context);
  if (request.channel === 'sms') {
    const { captcha_key: key, captcha } = request.body;
    if (key === undefined || captcha === undefined || captcha.trim() === '') {
      throw new BusinessError('CAPTCHA_REQUIRED');
    }
    await checkCaptcha(deps, key, captcha);
  }
  const destination = account.kind === 'email' ? account.email : account.phone;
  const user = await findUserByAccount(deps.db, account);
  let notice: 'no_account' | 'account_exists' | undefined;
  if (purpose === 'register' && user !== null) notice = 'account_exists';
  if (purpose !== 'register' && user === null) notice = 'no_account';
  // A registration code is never tied to an existing user (the notice's code cannot be used anyway).
  const userId = purpose === 'register' ? null : (user?.id ?? null);
  return issueCode(deps, { purpose, channel, destination, userId, notice }, context);
}

function ownDestination(user: UserRow, channel: CodeChannel): string {
  if (channel === 'sms') {
    if (user.phone === null) throw new BusinessError('NO_PHONE_ON_ACCOUNT');
    return user.phone;
  }
  if (user.email === null) throw new BusinessError('NO_EMAIL_ON_ACCOUNT');
  return user.email;
}

function parseDestination(
  request: SendCodeRequest,
  barred: readonly string[],
  context: RequestContext,
): Account {
  if (request.channel === 'email') {
    const email = normaliseEmail(request.body.email ?? '');
    if (email === null) throw new BusinessError('INVALID_EMAIL');
    return { kind: 'email', email };
  }
  const { body } = request;
  const mobile = parseMobile(body.phone ?? '', body.country);
  if (mobile === null) throw new BusinessError('INVALID_MOBILE');
  if (body.purpose === 'register') {
    // Say "barred" before an SMS is paid for, not only at the final step.
    if (body.country !== undefined) assertCountryAllowed(body.country, barred, context.lang);
    if (mobile.country !== undefined) assertCountryAllowed(mobile.country, barred, context.lang);
  }
  return { kind: 'phone', phone: mobile.e164 };
}
