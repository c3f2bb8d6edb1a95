import { vi } from 'vitest';

/** One request the app made, as the fake server saw it. */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

/** What a fake route answers: envelope data (code 1), a failure, or a raw HTTP status. */
export type FakeAnswer =
  | { data: unknown }
  | { fail: string; msg: string; extra?: Record<string, unknown> }
  | { status: number; json?: unknown };

export type FakeRoute = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Replaces `fetch` with a fake server: routes keyed by "METHOD /path" answer the spec envelope;
 * anything else answers HTTP 404. Every call is recorded, in order, for exact assertions.
 */
export function mockApi(routes: Record<string, FakeRoute>) {
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
    const route = routes[`${call.method} ${call.path}`];
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
