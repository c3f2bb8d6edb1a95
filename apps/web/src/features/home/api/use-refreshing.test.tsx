import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRefreshing } from './use-refreshing';

describe('useRefreshing (home data without TanStack Query)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads, reloads every interval and on a new key, and keeps the last answer on a failure', async () => {
    const answers = ['first', 'second'];
    const load = vi.fn(() => {
      const next = answers.shift();
      return next === undefined ? Promise.reject(new Error('offline')) : Promise.resolve(next);
    });
    const { result, rerender } = renderHook(({ lang }) => useRefreshing('t1', load, lang, 30_000), {
      initialProps: { lang: 'en' },
    });
    expect(result.current.data).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toMatchObject({ data: 'first', failed: false });

    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe('second');

    // A failed refresh keeps what is shown and does not count as failed.
    rerender({ lang: 'de' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ data: 'second', failed: false });
  });

  it('reports a failure with nothing to show, retries on reload, and remembers answers per key', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(42) : Promise.reject(new Error('down'))));
    const first = renderHook(() => useRefreshing('t2', load, 'en', 30_000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(first.result.current).toMatchObject({ data: undefined, failed: true });
    online = true;
    act(() => first.result.current.reload());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(first.result.current).toMatchObject({ data: 42, failed: false });
    first.unmount();

    // Coming back: the last answer shows at once while it reloads.
    const again = renderHook(() => useRefreshing('t2', load, 'en', 30_000));
    expect(again.result.current.data).toBe(42);
  });
});
