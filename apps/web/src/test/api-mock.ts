import { vi } from 'vitest';
import { routes, type RouteData, type RouteKey, type Routes } from '@waihui/contracts';

/** One request the app made, as the fake server saw it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

/** What a fake route answers: its route's envelope data (code 1), a failure, or a raw HTTP status. */
export type FakeAnswer<Data = unknown> =
  | { data: Data }
  | { fail: string; msg: string; extra?: Record<string, unknown> }
  | { status: number; json?: unknown };

export type FakeRoute<Data = unknown> =
  FakeAnswer<Data> | ((call: RecordedCall) => FakeAnswer<Data> | Promise<FakeAnswer<Data>>);

/** Fake answers by route key of the contracts' table: a route's `data` must be its data type. */
export type FakeRoutes = { [K in RouteKey]?: FakeRoute<RouteData<Routes[K]>> };

/**
 * Replaces `fetch` with a fake server: each route of `fakes` (keyed as in the route table, e.g.
 * `login`) answers the spec envelope at its method and path; anything else answers HTTP 404.
 * Every call is recorded, in order, for exact assertions.
 */
export function mockApi(fakes: FakeRoutes) {
  const byRequest = new Map<string, FakeRoute>();
  for (const [key, fake] of Object.entries(fakes) as [RouteKey, FakeRoute][]) {
    const { method, path } = routes[key];
    byRequest.set(`${method} ${path}`, fake);
  }
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init.headers as Record<string, string> | undefined) },
    };
    calls.push(call);
    const route = byRequest.get(`${call.method} ${call.path}`);
    if (route === undefined) return new Response('{}', { status: 404 });
    const answer = typeof route === 'function' ? await route(call) : route;
    if ('status' in answer) {
      return new Response(JSON.stringify(answer.json ?? {}), { status: answer.status });
    }
    const envelope =
      'data' in answer
        ? { code: 1, msg: 'Success', data: answer.data }
        : { code: 0, msg: answer.msg, data: { reason: answer.fail, ...answer.extra } };
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls other than the background reads (settings, countries, captcha). */
    actions: () => calls.filter((call) => call.method !== 'GET'),
    fetchMock,
  };
}
