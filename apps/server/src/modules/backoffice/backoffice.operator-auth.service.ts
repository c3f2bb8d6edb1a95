import { createHash, randomBytes } from 'node:crypto';
import type { AdminLoginBody, AdminLoginData, AdminMeData } from '@waihui/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { BusinessError } from '../../lib/business-error';
import type { OperatorSession } from '../../plugins/auth';
import {
  checkOperatorPassword,
  findUserView,
  operatorPasswordOnlyStep,
  operatorSignedIn,
  operatorSignInRefused,
  sessionStillValid,
  type DeviceTokens,
} from '../identity';
import {
  acceptTotpStep,
  findLiveOperatorSession,
  findTotp,
  insertAudit,
  insertOperatorSession,
  revokeOperatorSession,
  rolesOf,
  upsertPendingTotp,
} from './backoffice.repository';
import { matchTotpStep, newTotpSecret, totpUri, type SecretBox } from './backoffice.totp';

export interface OperatorAuthDeps {
  db: Db;
  now: () => Date;
  box: SecretBox;
  /** config.OPERATOR_SESSION_MINUTES. */
  sessionMinutes: number;
  /** Identity's device tokens: a signed-in browser's own back-off counter. */
  deviceTokens: DeviceTokens;
}

/** A sign-in's answer, and the device token to set as the browser's cookie once signed in. */
export interface OperatorSignInResult {
  data: AdminLoginData;
  deviceToken: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/admin/login. Step 1 (no `totp`): the back-off and image code of the try's counter
 * (the known device's own, or the account's as typed: waits after 10 wrong tries, the image code
 * after 5, never a lock: product.md §15.2), the login password, then either the secret to enrol
 * (first sign-in, until a code confirmed it) or "code needed"; a right password gives its try
 * back. Step 2 (with `totp`): the same checks again, the code of this or a neighbouring 30 s step
 * and never a step already used; then a short operator session, the count starts again and the
 * browser gets a device token. A wrong code counts as a wrong password. Both steps are audited on
 * success. `deviceToken` is the back-office device cookie as sent.
 */
export async function operatorSignIn(
  deps: OperatorAuthDeps,
  body: AdminLoginBody,
  ip: string,
  deviceToken: string | null,
): Promise<OperatorSignInResult> {
  const { user, attempt } = await checkOperatorPassword(
    deps,
    body.account,
    body.password,
    body,
    deviceToken,
  );
  const roles = await rolesOf(deps.db, user.id);
  // Same answer as a wrong password (and counted as one): the back-office does not tell which
  // accounts are operators.
  if (roles.length === 0) throw operatorSignInRefused(deps, attempt, 'WRONG_CREDENTIALS');
  const now = deps.now();
  const totp = await findTotp(deps.db, user.id);

  if (body.totp === undefined) {
    await operatorPasswordOnlyStep(deps, attempt);
    if (totp?.confirmedAt) return { data: { status: 'totp_required' }, deviceToken: null };
    const secret = newTotpSecret();
    await upsertPendingTotp(deps.db, user.id, deps.box.seal(secret));
    const uri = totpUri(secret, user.email ?? user.phone ?? String(user.uid));
    return { data: { status: 'totp_setup', otpauth_uri: uri, secret }, deviceToken: null };
  }

  const step =
    totp === null ? null : matchTotpStep(deps.box.open(totp.secretEncrypted), body.totp, now);
  const signedIn =
    totp === null || step === null
      ? null
      : await inTransaction(deps.db, async (tx) => {
          // A step already used (a replayed code) is refused like a wrong code.
          if (!(await acceptTotpStep(tx, user.id, step, now))) return null;
          const token = randomBytes(32).toString('base64url');
          const expiresAt = new Date(now.getTime() + deps.sessionMinutes * 60_000);
          await insertOperatorSession(tx, {
            userId: user.id,
            tokenHash: hashToken(token),
            createdAt: now,
            expiresAt,
            ip,
          });
          await insertAudit(tx, {
            at: now,
            actorId: user.id,
            action: totp.confirmedAt ? 'operator.sign_in' : 'operator.totp_enrolled',
            target: `user:${user.id}`,
            before: null,
            after: { expires_at: expiresAt.toISOString(), roles },
            ip,
          });
          return {
            data: {
              status: 'signed_in' as const,
              token,
              expires_at: expiresAt.toISOString(),
              roles,
            },
            deviceToken: await operatorSignedIn(tx, deps, user.id, attempt),
          };
        });
  if (signedIn === null) throw operatorSignInRefused(deps, attempt, 'TOTP_WRONG');
  return signedIn;
}

/** The auth plugin's operator lookup (app.ts wires it): a live operator session and its roles. */
export async function findOperatorSessionByToken(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<OperatorSession | null> {
  const session = await findLiveOperatorSession(db, hashToken(token), now);
  if (session === null) return null;
  // A locked operator loses the back-office at once, as a user loses the app; a password change or
  // a lock ends the sessions begun before it, so an unlock does not bring them back.
  if (!(await sessionStillValid(db, session.userId, session.createdAt))) return null;
  const roles = await rolesOf(db, session.userId);
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    expiresAt: session.expiresAt,
    roles,
    lang: 'en',
  };
}

export async function operatorMe(
  deps: OperatorAuthDeps,
  session: OperatorSession,
): Promise<Omit<AdminMeData, 'demo'>> {
  const user = await findUserView(deps.db, session.userId);
  if (user === null) throw new BusinessError('NOT_FOUND');
  return {
    user_id: user.id,
    uid: user.uid,
    email: user.email,
    roles: [...session.roles],
    expires_at: session.expiresAt.toISOString(),
  };
}

export async function operatorSignOut(
  deps: OperatorAuthDeps,
  session: OperatorSession,
): Promise<void> {
  await revokeOperatorSession(deps.db, session.sessionId, deps.now());
}
