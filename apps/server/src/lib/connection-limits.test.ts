import { describe, expect, it } from 'vitest';
import { clientAddressOf, connectionBudget, trustedProxyTest } from './connection-limits';
import { parseOpenFileLimit } from './open-files';

describe('connection limits', () => {
  it('reads the open-file limit from /proc/self/limits', () => {
    const limits = [
      'Limit                     Soft Limit           Hard Limit           Units     ',
      'Max processes             63459                63459                processes ',
      'Max open files            1024                 4096                 files     ',
    ].join('\n');
    expect(parseOpenFileLimit(limits)).toEqual({ soft: 1024, hard: 4096 });
    expect(parseOpenFileLimit('Max open files  1024  unlimited  files')).toEqual({
      soft: 1024,
      hard: null,
    });
    expect(parseOpenFileLimit('nothing here')).toBeNull();
  });

  it('keeps the total 128 descriptors below the open-file limit, and below MAX_CONNECTIONS', () => {
    expect(connectionBudget({ configured: undefined, openFiles: 1024 })).toBe(896);
    expect(connectionBudget({ configured: undefined, openFiles: 1_048_576 })).toBe(10_000);
    expect(connectionBudget({ configured: 500, openFiles: 1024 })).toBe(500);
    expect(connectionBudget({ configured: 5000, openFiles: 1024 })).toBe(896);
    expect(connectionBudget({ configured: undefined, openFiles: null })).toBe(10_000);
    expect(connectionBudget({ configured: undefined, openFiles: 100 })).toBe(16);
  });

  it('exempts only the proxies TRUST_PROXY believes from the per-address cap', () => {
    expect(trustedProxyTest(false)('127.0.0.1')).toBe(false);
    // A hop count: whatever connects is the proxy in front.
    expect(trustedProxyTest(1)('203.0.113.9')).toBe(true);
    const listed = trustedProxyTest(['10.0.0.0/8', '192.0.2.7', 'loopback']);
    expect(['10.1.2.3', '192.0.2.7', '127.0.0.1', '::1'].map(listed)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['11.0.0.1', '192.0.2.8', '2001:db8::1'].map(listed)).toEqual([false, false, false]);
  });

  it('counts an IPv4 client of a dual-stack socket under its IPv4 address', () => {
    expect(clientAddressOf({ remoteAddress: '::ffff:127.0.0.2' })).toBe('127.0.0.2');
    expect(clientAddressOf({ remoteAddress: '2001:db8::1' })).toBe('2001:db8::1');
  });
});
