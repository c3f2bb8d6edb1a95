/** Session-storage key of the start flag (product.md §2.6, §3.1): set on the first launch in a tab. */
export const START_FLAG_KEY = 'waihui.start';

/**
 * How the app starts:
 * - `fresh`: first launch in this browser tab; the URL is opened as given (`/` is the start page);
 * - `switchTab`: a reload on a tab page, restored by switching to that tab;
 * - `relaunch`: a reload on any other page, restored by relaunching it (a fresh in-app history,
 *   so its back button leads home rather than to pages from before the reload).
 */
export type Launch =
  | { kind: 'fresh'; path: string }
  | { kind: 'switchTab'; path: string }
  | { kind: 'relaunch'; path: string };

/** The router path (pathname + search) in a location hash: '#/pages/kLine/kLine?x=1' → '/pages/kLine/kLine?x=1'. */
export function pathFromHash(hash: string): string {
  const path = hash.startsWith('#') ? hash.slice(1) : hash;
  return path.startsWith('/') ? path : `/${path}`;
}

export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** Pure decision of product.md §2.6: with the start flag, restore the current full path. */
export function resolveLaunch(
  hasStartFlag: boolean,
  path: string,
  isTabPath: (pathname: string) => boolean,
): Launch {
  if (!hasStartFlag) return { kind: 'fresh', path };
  return { kind: isTabPath(pathnameOf(path)) ? 'switchTab' : 'relaunch', path };
}

export interface LaunchEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'hash'>;
  history: Pick<History, 'replaceState'>;
}

/**
 * Reads and sets the start flag, then restores the current full path. Runs once, before the
 * router mounts: replacing the history entry drops the router's stored position, so the router
 * starts the restored page with a fresh stack (switchTab and relaunch alike).
 */
export function launch(env: LaunchEnvironment, isTabPath: (pathname: string) => boolean): Launch {
  let hasStartFlag = false;
  try {
    hasStartFlag = env.storage.getItem(START_FLAG_KEY) !== null;
    env.storage.setItem(START_FLAG_KEY, '1');
  } catch {
    // Storage disabled (private mode): every load counts as a first launch.
  }
  const decision = resolveLaunch(hasStartFlag, pathFromHash(env.location.hash), isTabPath);
  if (decision.kind !== 'fresh') env.history.replaceState(null, '', `#${decision.path}`);
  return decision;
}
