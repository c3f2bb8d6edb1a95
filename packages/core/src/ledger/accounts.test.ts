import { describe, expect, it } from 'vitest';
import {
  SYSTEM_ACCOUNT_SHARDS,
  accountKey,
  systemAccount,
  systemShardOf,
  userAccount,
} from './accounts';

describe('system account shards', () => {
  it('splits house and fees into 64 rows', () => {
    expect(SYSTEM_ACCOUNT_SHARDS).toBe(64);
  });

  it.each<[string, number]>([
    // FNV-1a 32-bit of the id's characters, mod 64: "a" → 3826002220 → 44; "" → 2166136261 → 5.
    ['a', 44],
    ['', 5],
    ['u1', 51],
    ['u2', 6],
    ['00000000-0000-0000-0000-000000000000', 17],
    ['e668ebe8-8c00-4c88-8e8f-8b4af8ce3fc3', 7],
  ])('user %j posts to shard %i', (userId, shard) => {
    expect(systemShardOf(userId)).toBe(shard);
  });

  it('takes another number of shards (the full hash mod it)', () => {
    expect(systemShardOf('a', 2 ** 30)).toBe(3826002220 % 2 ** 30);
    expect(systemShardOf('a', 16)).toBe(12);
    expect(systemShardOf('a', 1)).toBe(0);
  });

  it('spreads many users over every shard', () => {
    const counts = new Array<number>(SYSTEM_ACCOUNT_SHARDS).fill(0);
    for (let i = 0; i < 100 * SYSTEM_ACCOUNT_SHARDS; i += 1)
      counts[systemShardOf(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)]! += 1;
    expect(Math.min(...counts)).toBeGreaterThan(60);
    expect(Math.max(...counts)).toBeLessThan(140);
  });

  it('names shard 0 as before and other shards apart', () => {
    expect(accountKey(systemAccount('fees', 'USD'))).toBe('system:fees:USD');
    expect(accountKey(systemAccount('fees', 'USD', 0))).toBe('system:fees:USD');
    expect(accountKey(systemAccount('fees', 'USD', 3))).toBe('system:fees/3:USD');
    expect(accountKey(userAccount('u1', 'contract', 'USD'))).toBe('user:u1:contract:USD');
  });
});
