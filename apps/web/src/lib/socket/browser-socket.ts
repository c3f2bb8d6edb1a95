import { WS_PATH } from '@waihui/contracts';
import type { WebSocketLike } from './socket-lifecycle';

/*
 * The browser's side of the app's sockets (WebSocket /ws): its address, the real WebSocket behind
 * the lifecycle's small interface, and the moments worth skipping a backoff wait for.
 */

/** ws(s)://<API host>/ws: the API base when one is configured, else this page's host. */
export function socketUrl(apiBase: string, location: Pick<Location, 'protocol' | 'host'>): string {
  if (apiBase !== '') {
    const url = new URL(WS_PATH, apiBase);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  }
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${WS_PATH}`;
}

const utf8 = new TextDecoder();

/**
 * The JSON text of a frame. The server sends its shared update frames as binary frames (one
 * serialised buffer for many connections), other messages as text; both carry UTF-8 JSON.
 */
export function frameText(data: unknown): unknown {
  if (data instanceof ArrayBuffer) return utf8.decode(data);
  if (ArrayBuffer.isView(data)) return utf8.decode(data);
  return data;
}

/**
 * The browser WebSocket behind the lifecycle's socket interface. Closing one that is still
 * connecting waits for it to open first: closing it at once makes the browser log an error.
 */
export function openBrowserSocket(url: string): WebSocketLike {
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  let closed = false;
  const socket: WebSocketLike = {
    send: (data) => ws.send(data),
    close: () => {
      closed = true;
      if (ws.readyState !== WebSocket.CONNECTING) ws.close();
    },
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onopen = (event) => {
    if (closed) ws.close();
    else socket.onopen?.(event);
  };
  ws.onmessage = (event: MessageEvent<unknown>) =>
    socket.onmessage?.({ data: frameText(event.data) });
  ws.onclose = (event) => socket.onclose?.(event);
  ws.onerror = (event) => socket.onerror?.(event);
  return socket;
}

const apiBase = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** A new socket to this app's /ws (the configured API host, else the page's). */
export function openAppSocket(): WebSocketLike {
  return openBrowserSocket(socketUrl(apiBase, window.location));
}

/**
 * Calls `retry` when the browser comes back online or the tab back into view, so a client tries
 * at once instead of waiting out its backoff. Returns the function that stops listening.
 */
export function onBrowserReturn(retry: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') retry();
  };
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', retry);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
