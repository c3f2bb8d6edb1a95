import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import en from '../../locales/en/common.json';
import { ENVELOPE_CODE as CONTRACT_ENVELOPE_CODE } from '@waihui/contracts';
import { ApiError, createHttpClient, ENVELOPE_CODE, type HttpClientDeps } from './client';

/** An English i18next with the real common.json, so toasts are asserted with their exact text. */
const english = i18next.createInstance();
await english.init({ lng: 'en', resources: { en: { common: en } }, defaultNS: 'common' });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

interface Harness {
  deps: HttpClientDeps;
  fetch: ReturnType<typeof vi.fn<typeof fetch>>;
  toasts: { text: string; icon: string | undefined }[];
  loading: string[];
  navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
  clearSession: ReturnType<typeof vi.fn<() => void>>;
}

function harness(session: { token: string | null; lang: string }): Harness {
  const toasts: Harness['toasts'] = [];
  const loading: string[] = [];
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn<(path: string) => void>();
  const clearSession = vi.fn<() => void>();
  const deps: HttpClientDeps = {
    fetch: fetchMock,
    baseUrl: '',
    toast: {
      showToast: (text, options) => toasts.push({ text, icon: options?.icon }),
      showLoading: (text) => loading.push(`show:${text}`),
      hideLoading: () => loading.push('hide'),
    },
    navigate,
    translate: (key) => english.t(key),
    getSession: () => session,
    clearSession,
  };
  return { deps, fetch: fetchMock, toasts, loading, navigate, clearSession };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('http client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the envelope codes of @waihui/contracts', () => {
    expect(ENVELOPE_CODE).toEqual(CONTRACT_ENVELOPE_CODE);
  });

  it('sends X-Requested-With, Authorization and lang, and resolves with the data, money as strings', async () => {
    const h = harness({ token: 'tok-123', lang: 'ja' });
    h.fetch.mockResolvedValue(
      json(200, { code: 1, msg: 'Success', data: { balance: '1234.56780000', code: 'USD' } }),
    );
    const data = await createHttpClient(h.deps).request('/api/account/list', {
      query: { lever_type: 2, skip: undefined },
    });
    expect(data).toEqual({ balance: '1234.56780000', code: 'USD' });
    const [url, init] = h.fetch.mock.calls[0]!;
    expect(url).toBe('/api/account/list?lever_type=2');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer tok-123',
      lang: 'ja',
    });
    expect(h.toasts).toEqual([]);
  });

  it('leaves Authorization out without a token and sends a JSON body on POST', async () => {
    const h = harness({ token: null, lang: 'en' });
    h.fetch.mockResolvedValue(json(200, { code: 1, msg: 'ok', data: null }));
    await createHttpClient(h.deps).request('/api/user/login', {
      method: 'POST',
      body: { account: 'a@b.c', password: 'secret1' },
    });
    const [, init] = h.fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      lang: 'en',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"account":"a@b.c","password":"secret1"}');
  });

  it('parses the data with the call schema and fails with invalid-response when it does not match', async () => {
    const h = harness({ token: null, lang: 'en' });
    const schema = {
      parse: (data: unknown) => {
        if (typeof data !== 'object' || data === null || !('status' in data))
          throw new Error('bad');
        return { status: String(data.status) };
      },
    };
    h.fetch.mockResolvedValueOnce(json(200, { code: 1, msg: 'ok', data: { status: 'ok' } }));
    await expect(createHttpClient(h.deps).request('/api/health', { schema })).resolves.toEqual({
      status: 'ok',
    });
    h.fetch.mockResolvedValueOnce(json(200, { code: 1, msg: 'ok', data: { other: 1 } }));
    const error = await failure(createHttpClient(h.deps).request('/api/health', { schema }));
    expect(error.kind).toBe('invalid-response');
    expect(h.toasts).toEqual([]);
  });

  it('HTTP 400: toasts "Server error: 400 (Bad Request)" with the fail icon and fails', async () => {
    const h = harness({ token: null, lang: 'en' });
    h.fetch.mockResolvedValue(
      json(400, { code: 0, msg: 'Bad request', data: { reason: 'BAD_REQUEST' } }),
    );
    const error = await failure(
      createHttpClient(h.deps).request('/api/lever/submit', { method: 'POST', body: {} }),
    );
    expect(h.toasts).toEqual([{ text: 'Server error: 400 (Bad Request)', icon: 'fail' }]);
    expect(error.kind).toBe('http');
    expect(error.details.status).toBe(400);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('HTTP 401: clears the session and goes to /pages/login/login at once, without a toast', async () => {
    const h = harness({ token: 'expired', lang: 'en' });
    h.fetch.mockResolvedValue(
      json(401, { code: 999, msg: 'Please log in again', data: { reason: 'UNAUTHENTICATED' } }),
    );
    const error = await failure(createHttpClient(h.deps).request('/api/user/info'));
    expect(h.navigate.mock.calls).toEqual([['/pages/login/login']]);
    expect(h.clearSession).toHaveBeenCalledTimes(1);
    expect(h.toasts).toEqual([]);
    expect(error.details.status).toBe(401);
  });

  it('other non-2xx statuses fail silently', async () => {
    const h = harness({ token: null, lang: 'en' });
    h.fetch.mockResolvedValue(
      json(500, { code: 0, msg: 'Internal error', data: { reason: 'INTERNAL' } }),
    );
    const error = await failure(createHttpClient(h.deps).request('/api/market/index'));
    expect(error.kind).toBe('http');
    expect(error.details.status).toBe(500);
    expect(h.toasts).toEqual([]);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('code 0: toasts the msg and fails with the machine reason', async () => {
    const h = harness({ token: 't', lang: 'en' });
    h.fetch.mockResolvedValue(
      json(200, { code: 0, msg: 'Insufficient balance', data: { reason: 'INSUFFICIENT_BALANCE' } }),
    );
    const error = await failure(
      createHttpClient(h.deps).request('/api/biaddress/huazhuan', { method: 'POST', body: {} }),
    );
    expect(h.toasts).toEqual([{ text: 'Insufficient balance', icon: 'fail' }]);
    expect(error.kind).toBe('envelope');
    expect(error.details.code).toBe(0);
    expect(error.details.reason).toBe('INSUFFICIENT_BALANCE');
    expect(error.message).toBe('Insufficient balance');
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('code ≠ 1: prefers the message field over msg', async () => {
    const h = harness({ token: 't', lang: 'en' });
    h.fetch.mockResolvedValue(
      json(200, {
        code: 2,
        message: 'Quantity cannot exceed the available balance',
        msg: 'x',
        data: null,
      }),
    );
    await failure(
      createHttpClient(h.deps).request('/api/lever/close', { method: 'POST', body: {} }),
    );
    expect(h.toasts).toEqual([
      { text: 'Quantity cannot exceed the available balance', icon: 'fail' },
    ]);
  });

  it('code 999: toasts the msg, then goes to /pages/login/login after exactly 1 second', async () => {
    const h = harness({ token: 'old', lang: 'en' });
    h.fetch.mockResolvedValue(json(200, { code: 999, msg: 'Session expired', data: null }));
    const error = await failure(createHttpClient(h.deps).request('/api/user/info'));
    expect(error.details.code).toBe(999);
    expect(h.toasts).toEqual([{ text: 'Session expired', icon: 'fail' }]);
    expect(h.clearSession).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(h.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(h.navigate.mock.calls).toEqual([['/pages/login/login']]);
  });

  it('network failure: shows then hides the loading indicator and fails without a toast', async () => {
    const h = harness({ token: null, lang: 'en' });
    h.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(
      createHttpClient(h.deps).request('/api/news/list', { loading: true }),
    );
    expect(h.loading).toEqual(['show:Loading', 'hide']);
    expect(error.kind).toBe('network');
    expect(h.toasts).toEqual([]);
  });

  it('hides the loading indicator before toasting an envelope failure', async () => {
    const h = harness({ token: null, lang: 'en' });
    h.fetch.mockResolvedValue(json(200, { code: 0, msg: 'Invalid mobile number', data: null }));
    await failure(
      createHttpClient(h.deps).request('/api/user/register', {
        method: 'POST',
        body: {},
        loading: true,
      }),
    );
    expect(h.loading).toEqual(['show:Loading', 'hide']);
    expect(h.toasts).toEqual([{ text: 'Invalid mobile number', icon: 'fail' }]);
  });

  it('times out after 60 000 ms: aborts the fetch and fails with kind timeout', async () => {
    const h = harness({ token: null, lang: 'en' });
    let signal: AbortSignal | undefined;
    h.fetch.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = failure(
      createHttpClient(h.deps).request('/api/market/deal', { loading: true }),
    );
    await vi.advanceTimersByTimeAsync(59_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(signal?.aborted).toBe(true);
    expect(error.kind).toBe('timeout');
    expect(h.loading).toEqual(['show:Loading', 'hide']);
  });

  it('a 2xx that is not an envelope fails with invalid-response', async () => {
    const h = harness({ token: null, lang: 'en' });
    h.fetch.mockResolvedValue(new Response('<html></html>', { status: 200 }));
    const error = await failure(createHttpClient(h.deps).request('/api/news/benlist'));
    expect(error.kind).toBe('invalid-response');
    expect(h.toasts).toEqual([]);
  });
});
