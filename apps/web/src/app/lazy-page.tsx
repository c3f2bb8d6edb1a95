import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../components/page-loading';
import { loadNamespaces } from '../lib/i18n/i18n';
import type { AppRoute } from './routes';

/** A page load that has not finished by then shows the timeout message (product.md §2.1); in ms. */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

/**
 * A page chunk (with its namespaces) still loading by then is given up (product.md §2.1, §8.1: 120 000 ms):
 * the pending load is forgotten, so the next visit or tap starts a fresh one. Longer than the page
 * timeout on purpose: after 60 s the user sees the message, while the chunk may still arrive until
 * 120 s; a tap in between waits for that same load instead of starting another.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The rejection of a chunk load that took CHUNK_LOAD_TIMEOUT_MS. */
export class ChunkLoadTimeoutError extends Error {
  constructor(routeId: string) {
    super(`Page chunk ${routeId} did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** What the loader needs of a route; `id` keys the cache of loaded pages. */
export type LazyRoute = Pick<AppRoute, 'load' | 'namespaces' | 'query'> & { id: string };

/** Pages already loaded render at once on later visits, with no loading state at all. */
const loadedPages = new Map<string, ComponentType>();
const pendingPages = new Map<string, Promise<ComponentType>>();

async function importPage(route: LazyRoute): Promise<ComponentType> {
  const [page, , queryProvider] = await Promise.all([
    route.load(),
    loadNamespaces(route.namespaces ?? []),
    route.query === true ? import('../lib/query/query-provider') : undefined,
  ]);
  const Page = page.default;
  if (queryProvider === undefined) return Page;
  const QueryProvider = queryProvider.default;
  return function PageWithQuery() {
    return (
      <QueryProvider>
        <Page />
      </QueryProvider>
    );
  };
}

/** `importPage`, rejected with ChunkLoadTimeoutError when it takes CHUNK_LOAD_TIMEOUT_MS. */
function importPageWithin(route: LazyRoute): Promise<ComponentType> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError(route.id)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    importPage(route).then(
      (Page) => {
        clearTimeout(timer);
        resolve(Page);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads a route's page chunk, its locale namespaces and (when asked) the query provider. One load
 * per route at a time; a failed load (or one past CHUNK_LOAD_TIMEOUT_MS) is forgotten so the next
 * call tries again.
 */
export function loadPage(route: LazyRoute): Promise<ComponentType> {
  const loaded = loadedPages.get(route.id);
  if (loaded !== undefined) return Promise.resolve(loaded);
  let pending = pendingPages.get(route.id);
  if (pending === undefined) {
    pending = importPageWithin(route).then(
      (Page) => {
        loadedPages.set(route.id, Page);
        pendingPages.delete(route.id);
        return Page;
      },
      (error: unknown) => {
        pendingPages.delete(route.id);
        throw error;
      },
    );
    pendingPages.set(route.id, pending);
  }
  return pending;
}

/** Starts loading a page before it renders (main.tsx does this for the launch route). */
export function preloadPage(route: LazyRoute): void {
  loadPage(route).catch(() => undefined);
}

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Page: ComponentType };

function initialState(route: LazyRoute): LoadState {
  const Page = loadedPages.get(route.id);
  return Page === undefined ? { status: 'loading' } : { status: 'ready', Page };
}

/**
 * Renders a lazily loaded page. While loading: nothing for the first 200 ms, then the "loading
 * page" indicator. A load that fails or takes over 60 s shows "connection to server timed out, tap
 * the screen to retry"; a tap anywhere on it loads again.
 */
export function LazyPage({ route }: { route: LazyRoute }) {
  const [state, setState] = useState<LoadState>(() => initialState(route));
  const waiting = state.status === 'loading';

  useEffect(() => {
    if (!waiting) return;
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      setState({ status: 'failed' });
    }, PAGE_LOAD_TIMEOUT_MS);
    loadPage(route).then(
      (Page) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        setState({ status: 'ready', Page });
      },
      () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        setState({ status: 'failed' });
      },
    );
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [route, waiting]);

  if (state.status === 'ready') {
    const { Page } = state;
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  if (state.status === 'failed') {
    return <LoadFailed onRetry={() => setState({ status: 'loading' })} />;
  }
  return <PageLoading />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <button type="button" className="wh-page-failed" onClick={onRetry}>
        {t('page.timeout')}
      </button>
    </div>
  );
}
