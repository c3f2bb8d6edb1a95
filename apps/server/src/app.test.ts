import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, insertUserWithSession, type TestApp } from '../test/fixtures';
import { BusinessError } from './lib/business-error';

async function appWithTestRoutes(config: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    config,
    extend(app) {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/api/test/echo',
        {
          schema: { body: z.object({ qty: z.number().int().positive(), name: z.string().min(1) }) },
        },
        (request) => ({ code: 1, msg: 'ok', data: request.body }),
      );
      typed.get('/api/test/boom', () => {
        throw new Error('secret detail: password=hunter2');
      });
      typed.get('/api/test/rule', () => {
        throw new BusinessError('FORBIDDEN');
      });
      typed.get('/api/test/private', { preHandler: app.requireUser }, (request) => ({
        code: 1,
        msg: 'ok',
        data: { userId: request.session?.userId },
      }));
    },
  });
}

describe('envelope and errors (product.md §7.1)', () => {
  it('GET /api/health answers the success envelope', async () => {
    const t = await appWithTestRoutes();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        status: 'ok',
        version: '0.1.0',
        time: '2026-11-22T10:00:00.000Z',
      },
    });
  });

  it('unknown route → 404 envelope in the lang of the request', async () => {
    const t = await appWithTestRoutes();
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { lang: 'ja' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, msg: '見つかりません', data: { reason: 'NOT_FOUND' } });
  });

  it('bad JSON → 400 "Server error: 400 (Bad Request)"', async () => {
    const t = await appWithTestRoutes();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"qty": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'Server error: 400 (Bad Request)',
      data: { reason: 'BAD_REQUEST' },
    });
  });

  it('schema failure → 200 code 0 with field issues, translated', async () => {
    const t = await appWithTestRoutes();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { lang: 'de' },
      payload: { qty: -1, name: 'x' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      code: number;
      msg: string;
      data: { reason: string; issues: { path: string }[] };
    }>();
    expect(body.code).toBe(0);
    expect(body.msg).toBe('Bitte überprüfen Sie Ihre Eingaben');
    expect(body.data.reason).toBe('VALIDATION_FAILED');
    expect(body.data.issues.map((issue) => issue.path)).toEqual(['body.qty']);
  });

  it('a valid request passes through', async () => {
    const t = await appWithTestRoutes();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { qty: 2, name: 'x' },
    });
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { qty: 2, name: 'x' } });
  });

  it('a business rule → 200 code 0 with its reason', async () => {
    const t = await appWithTestRoutes();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/rule',
      headers: { lang: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: "Vous n'êtes pas autorisé à effectuer cette action",
      data: { reason: 'FORBIDDEN' },
    });
  });

  it('unexpected error → 500 with a generic message and no detail', async () => {
    const t = await appWithTestRoutes();
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'Something went wrong on our side, please try again later',
      data: { reason: 'INTERNAL' },
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('rate limit → 429 envelope', async () => {
    const t = await appWithTestRoutes({ RATE_LIMIT_PER_MINUTE: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (await t.app.inject({ method: 'GET', url: '/api/health', headers: { lang: 'zh-CN' } }))
          .statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { lang: 'zh-CN' },
    });
    expect(res.json()).toEqual({
      code: 0,
      msg: '请求过于频繁，请稍后再试',
      data: { reason: 'RATE_LIMITED' },
    });
  });
});

describe('sessions (401 + code 999)', () => {
  it.each([
    ['no token', undefined],
    ['an unknown token', 'Bearer not-a-real-token'],
  ])('%s → 401 code 999', async (_label, authorization) => {
    const t = await appWithTestRoutes();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/private',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 999,
      msg: 'Please log in again',
      data: { reason: 'UNAUTHENTICATED' },
    });
  });

  it('a live session passes, with or without "Bearer "', async () => {
    const t = await appWithTestRoutes();
    const { token, userId } = await insertUserWithSession(t.database.db, {
      expiresAt: new Date('2026-11-23T00:00:00Z'),
    });
    for (const authorization of [`Bearer ${token}`, token]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/test/private',
        headers: { authorization },
      });
      expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { userId } });
    }
  });

  it('an expired session → 401 code 999', async () => {
    const t = await appWithTestRoutes();
    const { token } = await insertUserWithSession(t.database.db, {
      expiresAt: new Date('2026-11-22T09:59:59Z'),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/private',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ code: number }>().code).toBe(999);
  });

  it('a revoked session → 401 code 999', async () => {
    const t = await appWithTestRoutes();
    const { token } = await insertUserWithSession(t.database.db, {
      expiresAt: new Date('2026-11-23T00:00:00Z'),
      revokedAt: new Date('2026-11-22T09:00:00Z'),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/private',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('is generated from the contract schemas', async () => {
    const t = await appWithTestRoutes();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {})).toEqual([
      '200',
      '400',
      '429',
    ]);
  });
});

describe('failure envelopes on routes with a success schema', () => {
  it('a rule failure is not forced through the 200 schema', async () => {
    const t = await createTestApp({
      extend(app) {
        app.withTypeProvider<ZodTypeProvider>().get(
          '/api/test/typed-rule',
          {
            schema: {
              response: {
                200: z.object({
                  code: z.literal(1),
                  msg: z.string(),
                  data: z.object({ x: z.string() }),
                }),
              },
            },
          },
          () => {
            throw new BusinessError('FORBIDDEN');
          },
        );
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/test/typed-rule' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'You are not allowed to do this',
      data: { reason: 'FORBIDDEN' },
    });
  });
});

describe('content security policy', () => {
  it('allows style sheets and fonts from this origin only: no inline <style> but the chart’s logo, no foreign fonts', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources.join(' ')]),
    );
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'style-src': "'self'",
      'style-src-elem': "'self' 'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY='",
      'style-src-attr': "'unsafe-inline'",
      'font-src': "'self' data:",
      'img-src': "'self' data: blob:",
      'script-src': "'self'",
    });
    expect(policy['connect-src']).toBeUndefined();
  });

  it('lets the location pages reach the configured tile server and place search, and nothing else', async () => {
    const t = await createTestApp({
      config: {
        MAP_TILE_URL: 'https://tiles.example:8443/osm/{z}/{x}/{y}.png',
        GEOCODER_URL: 'http://127.0.0.1:9000/nominatim',
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const directives = String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => /^(img|connect)-src /.test(directive));
    expect(directives).toEqual([
      "img-src 'self' data: blob: https://tiles.example:8443",
      "connect-src 'self' http://127.0.0.1:9000",
    ]);
  });
});
