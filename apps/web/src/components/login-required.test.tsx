import { beforeAll, describe, expect, it } from 'vitest';
import { linkHref, renderInApp, setUpI18n } from '@/test/render';
import { LoginRequired } from './login-required';

describe('LoginRequired', () => {
  beforeAll(async () => {
    await setUpI18n(['identity']);
  });

  it('logs in or registers, either coming back to this page with its query string', () => {
    renderInApp(<LoginRequired />, { path: '/pages/kLine/kLine?symbol=BTCUSD' });
    const back = encodeURIComponent('/pages/kLine/kLine?symbol=BTCUSD');
    expect(back).toBe('%2Fpages%2FkLine%2FkLine%3Fsymbol%3DBTCUSD');
    expect(linkHref('Log in')).toBe(`#/pages/login/login?redirect=${back}`);
    expect(linkHref('Register')).toBe(`#/pages/login/register?redirect=${back}`);
  });
});
