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
