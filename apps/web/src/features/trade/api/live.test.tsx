import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTradingLive } from './live';

/** Records the sockets the hook opens (the browser's WebSocket, stubbed). */
class RecordingWebSocket {
  static readonly CONNECTING = 0;
  static readonly instances: RecordingWebSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    RecordingWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

beforeEach(() => {
  RecordingWebSocket.instances.length = 0;
  vi.stubGlobal('WebSocket', RecordingWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('useTradingLive', () => {
  it('opens nothing without a token', () => {
    renderHook(() => useTradingLive(null), { wrapper });
    expect(RecordingWebSocket.instances).toHaveLength(0);
  });

  it('opens its own /ws socket while mounted, subscribes with the token, closes on unmount', () => {
    const { unmount } = renderHook(() => useTradingLive('tok-1'), { wrapper });
    expect(RecordingWebSocket.instances.map((ws) => ws.url)).toEqual([
      `ws://${window.location.host}/ws`,
    ]);
    const ws = RecordingWebSocket.instances[0]!;
    ws.readyState = 1;
    ws.onopen?.({});
    expect(ws.sent).toEqual([
      JSON.stringify({ op: 'subscribe', channel: 'account', token: 'tok-1' }),
    ]);
    unmount();
    expect(ws.closed).toBe(true);
  });
});
