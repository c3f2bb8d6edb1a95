import { describe, expect, it, vi } from 'vitest';
import {
  identityRoutes,
  ledgerRoutes,
  marketPaths,
  marketRoutes,
  type TransferData,
} from '@waihui/contracts';
import { ApiError, createHttpClient, type HttpClientDeps } from './client';

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function client(answer: unknown) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(json(answer));
  const loading: string[] = [];
  const deps: HttpClientDeps = {
    fetch: fetchMock,
    baseUrl: 'https://api.example',
    toast: {
      showToast: () => undefined,
      showLoading: (text) => loading.push(`show:${text}`),
      hideLoading: () => loading.push('hide'),
    },
    navigate: () => undefined,
    translate: (key) => key,
    getSession: () => ({ token: 'tok', lang: 'de' }),
    clearSession: () => undefined,
  };
  return { http: createHttpClient(deps), fetchMock, loading };
}

const TRANSFER: TransferData = {
  entry_id: 7,
  from_account: 'coin',
  to_account: 'contract',
  currency: 'USD',
  quantity: '12.5',
  from_balance: '87.5',
  to_balance: '12.5',
  created_at: '2026-11-22T01:00:00.000Z',
  replayed: false,
};

describe('call (the route table through the client)', () => {
  it("POSTs the input as the JSON body to the route's path and parses data with its schema", async () => {
    const { http, fetchMock, loading } = client({ code: 1, msg: 'Transfer done', data: TRANSFER });
    const body = { from_account: 'coin', currency: 'USD', quantity: '12.5' } as const;
    await expect(http.call(ledgerRoutes.transfer, body, { loading: true })).resolves.toEqual(
      TRANSFER,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/biaddress/huazhuan');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"from_account":"coin","currency":"USD","quantity":"12.5"}');
    expect(loading).toEqual(['show:loading.default', 'hide']);
  });

  it('GETs with the input as the query string, leaving out undefined values', async () => {
    const { http, fetchMock } = client({
      code: 1,
      msg: 'ok',
      data: { symbol: 'BTCUSD', interval: '5m', precision: 2, items: [] },
    });
    await http.call(marketRoutes.historyKline, {
      symbol: 'BTCUSD',
      interval: '5m',
      before: undefined,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/default/history_kline2?symbol=BTCUSD&interval=5m');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('refuses data that does not match the route schema, e.g. an amount that is a number', async () => {
    const { http } = client({ code: 1, msg: 'ok', data: { ...TRANSFER, quantity: 12.5 } });
    const error = await http
      .call(ledgerRoutes.transfer, { quantity: '12.5' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
  });

  it('refuses an amount that is not a canonical decimal string ("1e5")', async () => {
    const { http } = client({ code: 1, msg: 'ok', data: { ...TRANSFER, quantity: '1e5' } });
    const error = await http
      .call(ledgerRoutes.transfer, { quantity: '1' })
      .catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe('invalid-response');
  });

  it('passes a bare endpoint’s data through unparsed (the home route has no zod)', async () => {
    const data = { headline: 'not checked' };
    const { http, fetchMock } = client({ code: 1, msg: 'ok', data });
    await expect(http.call(marketPaths.marketIndex)).resolves.toEqual(data);
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.example/api/market/index');
  });

  it('sends no body for a route without input', async () => {
    const { http, fetchMock } = client({ code: 1, msg: 'ok', data: null });
    await expect(http.call(identityRoutes.logout)).resolves.toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/user/logout');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
  });

  it('keeps the envelope behaviour: a failure rejects with its reason', async () => {
    const { http } = client({
      code: 0,
      msg: 'Quantity cannot be less than 0',
      data: { reason: 'QUANTITY_BELOW_ZERO' },
    });
    const error = (await http
      .call(ledgerRoutes.transfer, { quantity: '-1' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('envelope');
    expect(error.details.reason).toBe('QUANTITY_BELOW_ZERO');
  });
});
