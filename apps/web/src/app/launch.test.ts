import { describe, expect, it, vi } from 'vitest';
import { launch, pathFromHash, pathnameOf, resolveLaunch, START_FLAG_KEY } from './launch';

const isTab = (pathname: string) =>
  ['/pages/index/index', '/pages/hangqing/hangqing'].includes(pathname);

function environment(hash: string, flag: string | null) {
  const store = new Map<string, string>(flag === null ? [] : [[START_FLAG_KEY, flag]]);
  const replaceState = vi.fn<History['replaceState']>();
  return {
    env: {
      storage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
      },
      location: { hash },
      history: { replaceState },
    },
    store,
    replaceState,
  };
}

describe('launch', () => {
  it('reads the router path out of the hash', () => {
    expect(pathFromHash('#/pages/kLine/kLine?symbol=BTC')).toBe('/pages/kLine/kLine?symbol=BTC');
    expect(pathFromHash('')).toBe('/');
    expect(pathFromHash('#')).toBe('/');
    expect(pathnameOf('/pages/kLine/kLine?symbol=BTC')).toBe('/pages/kLine/kLine');
  });

  it('decides: no flag is a fresh launch; with it, tab pages switch tab and others relaunch', () => {
    expect(resolveLaunch(false, '/pages/kLine/kLine', isTab)).toEqual({
      kind: 'fresh',
      path: '/pages/kLine/kLine',
    });
    expect(resolveLaunch(true, '/pages/hangqing/hangqing', isTab)).toEqual({
      kind: 'switchTab',
      path: '/pages/hangqing/hangqing',
    });
    expect(resolveLaunch(true, '/pages/wode/yuYan?from=wode', isTab)).toEqual({
      kind: 'relaunch',
      path: '/pages/wode/yuYan?from=wode',
    });
  });

  it('first launch: sets the start flag and opens the URL as given', () => {
    const { env, store, replaceState } = environment('', null);
    expect(launch(env, isTab)).toEqual({ kind: 'fresh', path: '/' });
    expect(store.get(START_FLAG_KEY)).toBe('1');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('reload: restores the current full path with a fresh history entry', () => {
    const tab = environment('#/pages/hangqing/hangqing', '1');
    expect(launch(tab.env, isTab).kind).toBe('switchTab');
    expect(tab.replaceState.mock.calls).toEqual([[null, '', '#/pages/hangqing/hangqing']]);

    const page = environment('#/pages/chicang/order?tab=history', '1');
    expect(launch(page.env, isTab).kind).toBe('relaunch');
    expect(page.replaceState.mock.calls).toEqual([[null, '', '#/pages/chicang/order?tab=history']]);
  });

  it('storage that throws counts as a first launch', () => {
    const { env, replaceState } = environment('#/pages/kLine/kLine', '1');
    env.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(launch(env, isTab)).toEqual({ kind: 'fresh', path: '/pages/kLine/kLine' });
    expect(replaceState).not.toHaveBeenCalled();
  });
});
