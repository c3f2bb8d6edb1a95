import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { i18n, initI18n } from '../lib/i18n/i18n';
import { LOADING_DELAY_MS } from '../components/page-loading';
import { CHUNK_LOAD_TIMEOUT_MS, LazyPage, PAGE_LOAD_TIMEOUT_MS, type LazyRoute } from './lazy-page';
import type { PageModule } from './routes';

const TIMEOUT_TEXT = 'Connection to server timed out, tap the screen to retry';

function deferred() {
  let resolve!: (module: PageModule) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<PageModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Page() {
  return <p>page body</p>;
}

let nextId = 0;
/** A route with a fresh id, so the module-level page cache never carries over between tests. */
function testRoute(
  load: LazyRoute['load'],
  options: Omit<LazyRoute, 'id' | 'load'> = {},
): LazyRoute {
  nextId += 1;
  return { id: `test-${nextId}`, load, ...options };
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('LazyPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows no indicator for the first 200 ms, then "Loading page", then the page', async () => {
    const chunk = deferred();
    render(<LazyPage route={testRoute(() => chunk.promise)} />);
    expect(LOADING_DELAY_MS).toBe(200);
    await advance(199);
    expect(screen.queryByRole('status')).toBeNull();
    await advance(1);
    expect(screen.getByRole('status').textContent).toBe('Loading page');
    await act(async () => chunk.resolve({ default: Page }));
    expect(screen.getAllByText('page body')).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a page that loads within 200 ms never shows the indicator', async () => {
    render(<LazyPage route={testRoute(() => Promise.resolve({ default: Page }))} />);
    await advance(0);
    expect(screen.getAllByText('page body')).toHaveLength(1);
    await advance(500);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after 60 s shows the timeout message; a tap retries and the page appears', async () => {
    const first = deferred();
    const load = vi.fn(() => first.promise);
    render(<LazyPage route={testRoute(load)} />);
    await advance(PAGE_LOAD_TIMEOUT_MS - 1);
    expect(screen.queryByText(TIMEOUT_TEXT)).toBeNull();
    await advance(1);
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(60_000);
    fireEvent.click(screen.getByRole('button', { name: TIMEOUT_TEXT }));
    expect(screen.queryByText(TIMEOUT_TEXT)).toBeNull();
    await act(async () => first.resolve({ default: Page }));
    expect(screen.getAllByText('page body')).toHaveLength(1);
  });

  it('gives a hanging chunk up after 120 s (not 60 s): the next tap loads it afresh', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const hanging = deferred();
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockReturnValueOnce(hanging.promise)
      .mockResolvedValueOnce({ default: Page });
    render(<LazyPage route={testRoute(load)} />);
    await advance(PAGE_LOAD_TIMEOUT_MS);
    // 60 s: the message; a tap waits for the same chunk, still within its 120 s.
    fireEvent.click(screen.getByRole('button', { name: TIMEOUT_TEXT }));
    await advance(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(TIMEOUT_TEXT)).toBeNull();
    await advance(CHUNK_LOAD_TIMEOUT_MS - PAGE_LOAD_TIMEOUT_MS - 1);
    expect(screen.queryByText(TIMEOUT_TEXT)).toBeNull();
    // 120 s after the start the chunk is given up: the message at once, before the page timer.
    await advance(1);
    const retry = screen.getByRole('button', { name: TIMEOUT_TEXT });
    fireEvent.click(retry);
    await advance(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('page body').textContent).toBe('page body');
    // The chunk that hung and arrives late changes nothing.
    await act(async () => hanging.resolve({ default: Page }));
    expect(screen.getAllByText('page body')).toHaveLength(1);
  });

  it('a chunk that fails shows the message at once; a tap loads it again', async () => {
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Page });
    render(<LazyPage route={testRoute(load)} />);
    await advance(0);
    const retry = screen.getByRole('button', { name: TIMEOUT_TEXT });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(retry);
    await advance(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('page body')).toHaveLength(1);
  });

  it('a page loaded once renders at once on the next visit', async () => {
    const route = testRoute(() => Promise.resolve({ default: Page }));
    const first = render(<LazyPage route={route} />);
    await advance(0);
    first.unmount();
    render(<LazyPage route={route} />);
    expect(screen.getAllByText('page body')).toHaveLength(1);
  });

  it('loads the declared namespaces and the query provider with the page', async () => {
    function QueryPage() {
      const client = useQueryClient();
      return (
        <p>{client.getDefaultOptions().mutations?.retry === false ? 'has query client' : ''}</p>
      );
    }
    const route = testRoute(() => Promise.resolve({ default: QueryPage }), {
      namespaces: ['trade'],
      query: true,
    });
    // Real timers: the provider chunk is a real dynamic import that takes real time.
    vi.useRealTimers();
    render(<LazyPage route={route} />);
    expect(await screen.findAllByText('has query client')).toHaveLength(1);
    expect(i18n.hasResourceBundle('en', 'trade')).toBe(true);
  });
});
