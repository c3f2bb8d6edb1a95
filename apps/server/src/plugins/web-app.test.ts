import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/fixtures';

const SCRIPT = `export const answer = ${'"forty-two ".repeat(50)'};\n`;
const PAGE = `<!doctype html><html><head><title>Waihui</title></head><body>${'<div></div>'.repeat(40)}</body></html>`;

/** A built app as apps/web/build/precompress.ts leaves it: files with .br and .gz twins. */
let dist = '';
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'waihui-web-app-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', PAGE],
    ['assets/index-AbC123xy.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  // No twins: sent as it is whatever the request accepts.
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function serve(overrides: Record<string, string> = {}): Promise<TestApp> {
  testApp = await createTestApp({ config: { WEB_DIST: dist, ...overrides } });
  return testApp;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('web app files (product.md §17.6)', () => {
  it('sends the brotli twin of a hashed asset when br is accepted, cached for a year', async () => {
    const { app } = await serve();
    const res = await app.inject({
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends the gzip twin when gzip is the best accepted encoding', async () => {
    const { app } = await serve();
    const res = await app.inject({
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('prefers gzip over br when the request weighs it higher', async () => {
    const { app } = await serve();
    const res = await app.inject({
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'br;q=0.5, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file itself without Accept-Encoding, still varying on it', async () => {
    const { app } = await serve();
    const res = await app.inject({ url: '/assets/index-AbC123xy.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe(SCRIPT);
  });

  it('sends index.html at / compressed and never cached without revalidation', async () => {
    const { app } = await serve();
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(brotliCompressSync(PAGE))).toBe(true);
  });

  it('sends an unhashed file without twins as it is, revalidated', async () => {
    const { app } = await serve();
    const res = await app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('does not count files against the API rate limit', async () => {
    const { app } = await serve({ RATE_LIMIT_PER_MINUTE: '2' });
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({ url: '/assets/index-AbC123xy.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const api = [];
    for (let i = 0; i < 3; i += 1) api.push((await app.inject({ url: '/api/health' })).statusCode);
    expect(api).toEqual([200, 200, 429]);
  });
});
