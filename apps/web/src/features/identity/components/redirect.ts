import { PATHS } from '@/lib/paths';

const IN_APP_PATHS: ReadonlySet<string> = new Set(Object.values(PATHS));
/** Pages that lead to an account: coming back to them after signing in would ask again. */
const ACCOUNT_PAGES: ReadonlySet<string> = new Set([
  PATHS.login,
  PATHS.register,
  PATHS.forgotPassword,
  PATHS.forgotPasswordNext,
]);

/**
 * Where to go after logging in or registering: the `redirect` query parameter when it names a page
 * of the app (with its own query string), else home. The page must be one of the route table's
 * own paths, compared whole, so anything else (another origin, `//host`, a scheme, an unknown path,
 * a path with a fragment or a backslash) falls back to home: no open redirect.
 */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (target === null) return PATHS.home;
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (!IN_APP_PATHS.has(path) || ACCOUNT_PAGES.has(path)) return PATHS.home;
  return target;
}
