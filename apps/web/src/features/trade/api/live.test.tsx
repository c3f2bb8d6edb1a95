import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BOOK_KEY } from '@/components/book-switch';
import { StubWebSocket } from '@/test/fake-socket';
import { useTradingLive } from './live';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => {
  StubWebSocket.instances.length = 0;
  vi.stubGlobal('WebSocket', StubWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('useTradingLive', () => {
  it('opens nothing without a token', () => {
    renderHook(() => useTradingLive(null), { wrapper });
    expect(StubWebSocket.instances).toHaveLength(0);
  });

  it('opens its own /ws socket while mounted, subscribes with the token, closes on unmount', () => {
    const { unmount } = renderHook(() => useTradingLive('tok-1'), { wrapper });
    expect(StubWebSocket.instances.map((ws) => ws.url)).toEqual([
      `ws://${window.location.host}/ws`,
    ]);
    const ws = StubWebSocket.instances[0]!;
    ws.readyState = 1;
    ws.onopen?.({});
    expect(ws.sent).toEqual([
      JSON.stringify({ op: 'subscribe', channel: 'account', token: 'tok-1' }),
    ]);
    unmount();
    expect(ws.closed).toBe(true);
  });

  it('subscribes again on the same socket when the session switches books', () => {
    const client = new QueryClient();
    client.setQueryData(BOOK_KEY, { book: 'live' });
    const { unmount } = renderHook(() => useTradingLive('tok-1'), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    const ws = StubWebSocket.instances[0]!;
    ws.readyState = 1;
    ws.onopen?.({});
    client.setQueryData(BOOK_KEY, { book: 'practice' });
    const subscribe = JSON.stringify({ op: 'subscribe', channel: 'account', token: 'tok-1' });
    expect(ws.sent).toEqual([subscribe, subscribe]);
    expect(StubWebSocket.instances).toHaveLength(1);
    unmount();
    client.setQueryData(BOOK_KEY, { book: 'live' });
    expect(ws.sent).toEqual([subscribe, subscribe]);
  });
});
