import { queryOptions } from '@tanstack/react-query';
import { backofficeRoutes, identityRoutes, type AdminLoginBody } from '@waihui/contracts';
import { operatorCall } from './operator-client';
import { setOperatorSession } from './operator-session';

/** The operator sign-in's reads (apart from ADMIN_KEY: there is no operator yet). */
export const signInKeys = {
  captcha: ['operator-sign-in', 'captcha'] as const,
};

/**
 * The image code, fetched only once the server asked for it (after 5 wrong passwords or codes).
 * A captcha lives 5 minutes and is used up by every check: never served from the cache.
 */
export function getSignInCaptchaQueryOptions(needed: boolean) {
  return queryOptions({
    queryKey: signInKeys.captcha,
    queryFn: () => operatorCall(identityRoutes.captcha, {}),
    enabled: needed,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * POST /api/admin/login: a step of the sign-in (password, then the authenticator's code). When it
 * signs in, the operator session starts; other answers say which step comes next.
 */
export async function signIn(body: AdminLoginBody) {
  const answer = await operatorCall(backofficeRoutes.adminLogin, body, { loading: true });
  if (answer.status === 'signed_in') {
    setOperatorSession({ token: answer.token, roles: answer.roles, expiresAt: answer.expires_at });
  }
  return answer;
}

/** Ends the session here whatever the server answers (it may have ended it already). */
export async function signOut(): Promise<void> {
  await operatorCall(backofficeRoutes.adminLogout, {}).catch(() => undefined);
  setOperatorSession(null);
}
