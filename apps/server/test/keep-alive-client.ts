import http from 'node:http';

/*
 * Tests and benches: JSON requests to a listening server over a fixed pool of keep-alive
 * connections, as a browser or a load balancer would hold them (no connection set up per request).
 */

export interface KeepAliveClient {
  /** POSTs `body` as JSON with the session's bearer token; resolves with the parsed envelope. */
  post<T>(path: string, token: string, body: unknown): Promise<T>;
  close(): void;
}

export function keepAliveClient(base: string, connections: number): KeepAliveClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(base);
  return {
    post<T>(path: string, token: string, body: unknown) {
      const payload = JSON.stringify(body);
      return new Promise<T>((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            path,
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              try {
                resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as T);
              } catch (error) {
                reject(error instanceof Error ? error : new Error(String(error)));
              }
            });
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
