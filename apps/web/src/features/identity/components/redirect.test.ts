import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

const HOME = '/pages/index/index';
const redirect = (target: string) => `?redirect=${encodeURIComponent(target)}`;

describe('redirectTarget', () => {
  it('follows an in-app page, with its query string', () => {
    expect(redirectTarget('?redirect=%2Fpages%2Fwode%2FanQuan')).toBe('/pages/wode/anQuan');
    expect(redirectTarget('?redirect=%2Fpages%2FkLine%2FkLine%3Fsymbol%3DBTC')).toBe(
      '/pages/kLine/kLine?symbol=BTC',
    );
    expect(redirectTarget(redirect('/pages/maihuobi/maihuobi'))).toBe('/pages/maihuobi/maihuobi');
  });

  it('goes home otherwise: none, unknown, outside the app, or another login page', () => {
    expect(redirectTarget('')).toBe(HOME);
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe(HOME);
    expect(redirectTarget('?redirect=%2Fpages%2Fnope')).toBe(HOME);
    expect(redirectTarget('?redirect=%2Fpages%2Flogin%2Fregister')).toBe(HOME);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/pages/index/index'],
    ['a backslash address', '/\\evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['an app path with a host after it', '/pages/wode/wode@evil.example'],
    ['an app path with a fragment', '/pages/wode/wode#//evil.example'],
    ['an app path with dot segments', '/pages/wode/../../admin'],
    ['an app path without its leading slash', 'pages/wode/wode'],
    ['an empty value', ''],
    ['the login page with its own redirect', '/pages/login/login?redirect=%2F%2Fevil.example'],
  ])('refuses %s: home instead', (_, target) => {
    expect(redirectTarget(redirect(target))).toBe(HOME);
  });
});
