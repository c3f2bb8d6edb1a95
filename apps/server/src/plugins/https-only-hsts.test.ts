import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/fixtures';
import { HSTS_VALUE } from './https-only-hsts';

const health = { method: 'GET', url: '/api/health' } as const;

describe('Strict-Transport-Security only over https (product.md §15.9)', () => {
  it('is not sent over plain http', async () => {
    const t = await createTestApp();
    const res = await t.app.inject(health);
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the trusted proxy says the client came over https', async () => {
    const t = await createTestApp({ config: { TRUST_PROXY: '1' } });
    const res = await t.app.inject({ ...health, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const plain = await t.app.inject({ ...health, headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when an untrusted client claims https', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ ...health, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
