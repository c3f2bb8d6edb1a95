import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { wsText } from '../ws-text';
import { WAIT } from './recording-listener';

/** One accepted connection: the URL it asked for and every text message it sent. */
export interface TestConnection {
  ws: WebSocket;
  url: string;
  received: string[];
  pings: number;
  closeCode?: number;
}

/**
 * A local WebSocket server standing in for a provider: tests send it the provider's documented
 * messages by hand. `autoPong: false` makes it a server that has stopped answering.
 */
export class WsTestServer {
  readonly connections: TestConnection[] = [];
  private constructor(private readonly server: WebSocketServer) {
    server.on('connection', (ws, request) => {
      const connection: TestConnection = { ws, url: request.url ?? '', received: [], pings: 0 };
      this.connections.push(connection);
      ws.on('message', (data) => connection.received.push(wsText(data)));
      ws.on('ping', () => (connection.pings += 1));
      ws.on('close', (code) => (connection.closeCode = code));
    });
  }

  static async start(options: { autoPong?: boolean } = {}): Promise<WsTestServer> {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0, ...options });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    return new WsTestServer(server);
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  connection(index: number): TestConnection {
    const connection = this.connections[index];
    if (!connection) throw new Error(`no connection ${index}`);
    return connection;
  }

  async waitForConnections(count: number): Promise<void> {
    await vi.waitFor(() => {
      if (this.connections[count - 1]?.ws.readyState !== WebSocket.OPEN) {
        throw new Error(`${this.connections.length} of ${count} connections`);
      }
    }, WAIT);
  }

  send(index: number, message: unknown): void {
    this.connection(index).ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async close(): Promise<void> {
    for (const { ws } of this.connections) ws.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
