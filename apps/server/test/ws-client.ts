import WebSocket from 'ws';
import { wsServerMessageSchema, type WsServerMessage } from '@waihui/contracts';
import type { TestApp } from './fixtures';

/*
 * A real WebSocket client of /ws for tests: the app listens on 127.0.0.1 (any free port), every
 * message received is parsed with the contract's schema (so a test also proves the server sends
 * only valid messages). Sockets are terminated after each test.
 */

const sockets: WebSocket[] = [];
/** After each test (test/setup.ts): ends the sockets the test opened. */
export function terminateSockets(): void {
  for (const socket of sockets.splice(0)) socket.terminate();
}

/** Makes the app listen on a free port of 127.0.0.1; returns the ws:// URL of /ws. */
export async function listenWs(t: TestApp): Promise<string> {
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `${address.replace('http', 'ws')}/ws`;
}

export interface WsTestClient {
  socket: WebSocket;
  /** Every message so far, with performance.now() at arrival. */
  received: { at: number; message: WsServerMessage }[];
  send(message: unknown): void;
  /** Resolves with the next message of `op` after the last one `next` returned (waits up to 3 s). */
  next<Op extends WsServerMessage['op']>(op: Op): Promise<Extract<WsServerMessage, { op: Op }>>;
  /** The ops received so far, in order. */
  ops(): WsServerMessage['op'][];
}

/** Opens a socket and waits for the server's `hello`. */
export async function connectWs(
  url: string,
  options: WebSocket.ClientOptions = {},
): Promise<WsTestClient> {
  const socket = new WebSocket(url, options);
  sockets.push(socket);
  const received: WsTestClient['received'] = [];
  let cursor = 0;
  socket.on('message', (raw: Buffer) => {
    received.push({
      at: performance.now(),
      message: wsServerMessageSchema.parse(JSON.parse(raw.toString('utf8'))),
    });
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const client: WsTestClient = {
    socket,
    received,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next<Op extends WsServerMessage['op']>(op: Op) {
      const deadline = performance.now() + 3000;
      for (;;) {
        const index = received.findIndex((entry, i) => i >= cursor && entry.message.op === op);
        if (index !== -1) {
          cursor = index + 1;
          return received[index]!.message as Extract<WsServerMessage, { op: Op }>;
        }
        if (performance.now() > deadline) throw new Error(`no ${op} message`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    ops: () => received.map((entry) => entry.message.op),
  };
  await client.next('hello');
  return client;
}
