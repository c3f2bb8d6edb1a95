import { PATHS } from '@/lib/paths';

const IN_APP_PATHS: ReadonlySet<string> = new Set(Object.values(PATHS));

/**
 * Where to go after logging in: the `redirect` query parameter when it names a page of the app
 * (with its own query string), else the "me" page. Anything else is ignored (no open redirect).
 */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (target === null) return PATHS.me;
  const path = target.split('?')[0] ?? '';
  const back = [PATHS.login, PATHS.register, PATHS.forgotPassword, PATHS.forgotPasswordNext];
  if (!IN_APP_PATHS.has(path) || (back as readonly string[]).includes(path)) return PATHS.me;
  return target;
}
