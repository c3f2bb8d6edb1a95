import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { WAIT } from './recording-listener';

/** One request held open: what was asked, and the response the test writes lines into. */
export interface StreamRequest {
  url: string;
  headers: IncomingMessage['headers'];
  response: ServerResponse;
}

/**
 * A local HTTP server standing in for a streaming endpoint: each request is answered by
 * `answer` (default: 200 and a chunked body kept open), and the test writes lines by hand.
 */
export class HttpStreamServer {
  readonly requests: StreamRequest[] = [];
  /** The default answer: 200 and a chunked body kept open for the test to write into. */
  static readonly keepOpen = ({ response }: StreamRequest): void => {
    response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
    response.flushHeaders();
  };

  answer: (request: StreamRequest) => void = HttpStreamServer.keepOpen;

  private constructor(private readonly server: Server) {
    server.on('request', (req: IncomingMessage, response: ServerResponse) => {
      const request = { url: req.url ?? '', headers: req.headers, response };
      this.requests.push(request);
      this.answer(request);
    });
  }

  static async start(): Promise<HttpStreamServer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new HttpStreamServer(server);
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async waitForRequests(count: number): Promise<void> {
    await vi.waitFor(() => {
      if (this.requests.length < count) throw new Error(`${this.requests.length} of ${count}`);
    }, WAIT);
  }

  /** Writes text into request `index`'s open response. */
  write(index: number, text: string): void {
    const request = this.requests[index];
    if (!request) throw new Error(`no request ${index}`);
    request.response.write(text);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
