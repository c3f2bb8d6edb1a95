import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoutes } from './define';
import {
  backofficeRoutes,
  contentRoutes,
  deliveryRoutes,
  devRoutes,
  fundingRoutes,
  identityRoutes,
  ledgerRoutes,
  marketRoutes,
  practiceRoutes,
  routes,
  spotRoutes,
  systemRoutes,
  tradingRoutes,
  verificationRoutes,
} from './index';

const modules = [
  systemRoutes,
  identityRoutes,
  devRoutes,
  marketRoutes,
  ledgerRoutes,
  tradingRoutes,
  contentRoutes,
  verificationRoutes,
  deliveryRoutes,
  spotRoutes,
  fundingRoutes,
  practiceRoutes,
  backofficeRoutes,
];

describe('the route table', () => {
  it('has no key twice across modules (the merged table would silently drop one)', () => {
    const total = modules.reduce((sum, table) => sum + Object.keys(table).length, 0);
    expect(Object.keys(routes)).toHaveLength(total);
  });

  it('has no method and path twice', () => {
    const endpoints = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it('GET routes take a query and no body; other methods no query (call() relies on it)', () => {
    const misplaced = Object.values(routes)
      .filter((route) => (route.method === 'GET' ? 'body' in route : 'query' in route))
      .map((route) => route.operationId);
    expect(misplaced).toEqual([]);
  });

  it('builds each route from its endpoint and spec, the key as operationId', () => {
    const data = z.object({ ok: z.boolean() });
    const table = defineRoutes(
      { ping: { method: 'GET', path: '/api/ping' } },
      { ping: { auth: 'none', tag: 'system', summary: 'Ping', data } },
    );
    expect(table).toEqual({
      ping: {
        method: 'GET',
        path: '/api/ping',
        auth: 'none',
        tag: 'system',
        summary: 'Ping',
        data,
        operationId: 'ping',
      },
    });
  });
});
