import type { WebSocketLike } from '@/lib/socket/socket-lifecycle';

/** A socket the test opens, feeds and drops by hand; `sent` holds what the client sent, parsed. */
export class FakeSocket implements WebSocketLike {
  sent: unknown[] = [];
  closed = false;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  /** A frame: a string as it is (e.g. broken JSON), anything else as its JSON. */
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop() {
    this.onclose?.({});
  }
}

/** Every socket a client opened, newest last. */
export function recordSockets(): {
  sockets: FakeSocket[];
  open: () => FakeSocket;
  last: () => FakeSocket;
} {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    last: () => {
      const socket = sockets[sockets.length - 1];
      if (socket === undefined) throw new Error('no socket opened');
      return socket;
    },
  };
}

/** The browser's WebSocket, stubbed (vi.stubGlobal): records every instance and what is done to it. */
export class StubWebSocket {
  static readonly CONNECTING = 0;
  static readonly instances: StubWebSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {
    StubWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}
