import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('redirectTarget', () => {
  it('follows an in-app page, with its query string', () => {
    expect(redirectTarget('?redirect=%2Fpages%2Fwode%2FanQuan')).toBe('/pages/wode/anQuan');
    expect(redirectTarget('?redirect=%2Fpages%2FkLine%2FkLine%3Fsymbol%3DBTC')).toBe(
      '/pages/kLine/kLine?symbol=BTC',
    );
  });

  it('goes to "me" otherwise: none, unknown, outside the app, or another login page', () => {
    expect(redirectTarget('')).toBe('/pages/wode/wode');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/pages/wode/wode');
    expect(redirectTarget('?redirect=%2Fpages%2Fnope')).toBe('/pages/wode/wode');
    expect(redirectTarget('?redirect=%2Fpages%2Flogin%2Fregister')).toBe('/pages/wode/wode');
  });
});
