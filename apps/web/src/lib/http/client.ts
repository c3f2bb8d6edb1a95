import { LOGIN_PATH } from '../paths';
import { i18n } from '../i18n/i18n';
import { useAppStore } from '../store/store';
import { toast, type ToastApi } from '../toast/toast';
import type { Call } from './call';

/**
 * The envelope codes of @waihui/contracts' ENVELOPE_CODE. Repeated rather than imported: the
 * contracts module that defines them also builds zod schemas at load time, so importing it would
 * put zod (~24 kB gzip) into every page that makes a call. client.test.ts fails if they drift.
 */
export const ENVELOPE_CODE = { ok: 1, failed: 0, sessionExpired: 999 } as const;

/** Request timeout (product.md §9). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Delay between a code-999 toast and the redirect to login (product.md §8.1). */
export const SESSION_EXPIRED_REDIRECT_MS = 1000;

/**
 * Anything with zod's `parse`: the data schemas of @waihui/contracts fit. Typed structurally so the
 * client itself does not import zod (about 24 kB gzip); a page that passes a schema already has it.
 */
export interface DataSchema<T> {
  parse: (data: unknown) => T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** Query-string values; undefined entries are left out. */
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** JSON body. Money travels as decimal strings, never numbers. */
  body?: unknown;
  /** Parses the envelope's `data` on success. Without it the data is returned unchecked. */
  schema?: DataSchema<T>;
  /** Shows the loading indicator while the request runs. */
  loading?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Why a request failed:
 * - `http`: a non-2xx status (400 was toasted, 401 sent to login, others silent);
 * - `envelope`: the server answered code ≠ 1 (the message was toasted; `reason` is `data.reason`);
 * - `network`: no answer (offline, DNS, refused); `timeout`: no answer within 60 s;
 * - `aborted`: the caller's signal aborted; `invalid-response`: a 2xx that is not a valid envelope
 *   or whose data does not match the schema.
 */
export type ApiErrorKind =
  'http' | 'envelope' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      status?: number;
      code?: number;
      reason?: string;
      data?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message);
  }
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  /** Base address prefixed to every path; '' means same origin. */
  baseUrl: string;
  toast: ToastApi;
  /** Goes to a route of the hash router. */
  navigate: (path: string) => void;
  translate: (key: 'errors.badRequest' | 'loading.default') => string;
  getSession: () => { token: string | null; lang: string };
  clearSession: () => void;
}

interface Envelope {
  code: number;
  msg?: string;
  message?: string;
  data: unknown;
}

/** The envelope check of @waihui/contracts' anyEnvelopeSchema, by hand (no zod in the shell). */
function readEnvelope(json: unknown): Envelope | null {
  if (typeof json !== 'object' || json === null) return null;
  const value = json as Record<string, unknown>;
  if (typeof value.code !== 'number') return null;
  if (value.msg !== undefined && typeof value.msg !== 'string') return null;
  if (value.message !== undefined && typeof value.message !== 'string') return null;
  return {
    code: value.code,
    msg: value.msg,
    message: value.message,
    data: value.data,
  };
}

function readReason(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const reason = (data as Record<string, unknown>).reason;
  return typeof reason === 'string' ? reason : undefined;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search === '' ? '' : `?${search}`}`;
}

export interface HttpClient {
  /** A raw request to `path` (tests and anything outside the route table). */
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * A route of the contracts' table: `call(ledgerRoutes.transfer, body, { loading: true })`. GET
   * sends the input as the query string, other methods as the JSON body; a route with its schemas
   * has its `data` parsed, a bare endpoint (e.g. `marketPaths.marketIndex`) is typed, not checked.
   */
  call: Call;
}

/**
 * The HTTP client of product.md §7.3, §8.1: headers `X-Requested-With`, `Authorization` (when logged in) and
 * `lang`; 60 s timeout; the envelope `{code, msg, data}` with code 1 as success; and the error
 * handling of product.md §8.1 (see ApiErrorKind). Resolves with the envelope's `data`.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', query, body, schema, loading = false, signal } = options;
    const { token, lang } = deps.getSession();
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      lang,
    };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const abortFromCaller = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', abortFromCaller);
    if (loading) deps.toast.showLoading(deps.translate('loading.default'));

    let response: Response;
    let json: unknown;
    try {
      response = await deps.fetch(buildUrl(deps.baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      json = response.ok ? await response.json().catch(() => undefined) : undefined;
    } catch (cause) {
      // Network failure, timeout or abort: hide the loading indicator and fail, no toast.
      if (loading) deps.toast.hideLoading();
      if (timedOut) throw new ApiError('timeout', `${method} ${path} timed out`, { cause });
      if (signal?.aborted) throw new ApiError('aborted', `${method} ${path} aborted`, { cause });
      throw new ApiError('network', `${method} ${path} failed`, { cause });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
    }
    if (loading) deps.toast.hideLoading();

    if (!response.ok) {
      const status = response.status;
      if (status === 400) {
        deps.toast.showToast(deps.translate('errors.badRequest'), { icon: 'fail' });
      } else if (status === 401) {
        deps.clearSession();
        deps.navigate(LOGIN_PATH);
      }
      // Any other non-2xx status fails silently (product.md §8.1).
      throw new ApiError('http', `${method} ${path} answered HTTP ${status}`, { status });
    }

    const envelope = readEnvelope(json);
    if (envelope === null) {
      throw new ApiError('invalid-response', `${method} ${path} answered no envelope`, {
        status: response.status,
      });
    }
    if (envelope.code !== ENVELOPE_CODE.ok) {
      const text = envelope.message ?? envelope.msg ?? '';
      if (text !== '') deps.toast.showToast(text, { icon: 'fail' });
      if (envelope.code === ENVELOPE_CODE.sessionExpired) {
        deps.clearSession();
        setTimeout(() => deps.navigate(LOGIN_PATH), SESSION_EXPIRED_REDIRECT_MS);
      }
      throw new ApiError('envelope', text, {
        status: response.status,
        code: envelope.code,
        reason: readReason(envelope.data),
        data: envelope.data,
      });
    }
    if (schema === undefined) return envelope.data as T;
    try {
      return schema.parse(envelope.data);
    } catch (cause) {
      throw new ApiError('invalid-response', `${method} ${path} answered unexpected data`, {
        status: response.status,
        cause,
      });
    }
  }

  return {
    request,
    call: (route, ...[input, options]) =>
      request(route.path, {
        ...options,
        method: route.method,
        [route.method === 'GET' ? 'query' : 'body']: input,
        // A bare endpoint has no `data` schema: its answer is typed, not parsed.
        schema: (route as { data?: DataSchema<never> }).data,
      }),
  };
}

/** The app's client: same origin (or VITE_API_BASE), the store's token and language, the app toast. */
export const http: HttpClient = createHttpClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  baseUrl: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  toast,
  navigate: (path) => {
    if (window.location.hash !== `#${path}`) window.location.hash = path;
  },
  translate: (key) => i18n.t(key),
  getSession: () => {
    const { token, lang } = useAppStore.getState();
    return { token, lang };
  },
  clearSession: () => useAppStore.getState().clearSession(),
});

/** The app's `call` (see HttpClient). */
export const { call } = http;
