import { afterEach, describe, expect, it, vi } from 'vitest';
import { StubWebSocket } from '@/test/fake-socket';
import { frameText, onBrowserReturn, openBrowserSocket, socketUrl } from './browser-socket';

afterEach(() => {
  StubWebSocket.instances.length = 0;
  vi.unstubAllGlobals();
});

describe('browser socket', () => {
  it('finds the socket address from the page or the configured API base', () => {
    expect(socketUrl('', { protocol: 'http:', host: '127.0.0.1:18093' })).toBe(
      'ws://127.0.0.1:18093/ws',
    );
    expect(socketUrl('', { protocol: 'https:', host: 'app.example' })).toBe('wss://app.example/ws');
    expect(socketUrl('https://api.example:8443', { protocol: 'http:', host: 'x' })).toBe(
      'wss://api.example:8443/ws',
    );
  });

  it('reads text and binary frames alike (update frames arrive binary)', () => {
    const json = '{"op":"update","seq":1}';
    expect(frameText(json)).toBe(json);
    expect(frameText(new TextEncoder().encode(json).buffer)).toBe(json);
    expect(frameText(new TextEncoder().encode(json))).toBe(json);
  });

  it('passes frames on as text and closes a still-connecting socket only once it opens', () => {
    vi.stubGlobal('WebSocket', StubWebSocket);
    const socket = openBrowserSocket('ws://x/ws');
    const ws = StubWebSocket.instances[0]!;
    expect(ws.binaryType).toBe('arraybuffer');
    const frames: unknown[] = [];
    socket.onmessage = (event) => frames.push(event.data);
    ws.onmessage?.({ data: new TextEncoder().encode('{"op":"pong"}').buffer });
    expect(frames).toEqual(['{"op":"pong"}']);

    const opened = vi.fn();
    socket.onopen = opened;
    socket.close();
    expect(ws.closed).toBe(false);
    ws.onopen?.({});
    expect([ws.closed, opened.mock.calls.length]).toEqual([true, 0]);
  });

  it('calls back when the browser is online again or the tab visible, until told to stop', () => {
    const retry = vi.fn();
    const stop = onBrowserReturn(retry);
    window.dispatchEvent(new Event('online'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(retry).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(retry).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(retry).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
