import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
});
