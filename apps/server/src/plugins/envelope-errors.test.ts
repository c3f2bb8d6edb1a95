import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/fixtures';
import { rawHttp } from '../../test/raw-http';

/*
 * What the HTTP layer refuses before a route runs (Node's parser, Fastify's body
 * limit, our URL limit) answers the `{code, msg, data}` envelope like every other failure. Sent over
 * a real socket: app.inject skips Node's parser, where 431, 408 and the parser's 400 come from.
 */

/** Writes raw bytes to the app; the answer's status and its body read as JSON. */
async function rawExchange(
  port: number,
  bytes: string,
): Promise<{ status: number; body: unknown }> {
  const { status, text } = await rawHttp(port, bytes);
  return { status, body: JSON.parse(text) as unknown };
}

async function listeningApp(config: Record<string, string> = {}): Promise<number> {
  const t = await createTestApp({ config });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as { port: number }).port;
}

const TOO_LARGE = {
  code: 0,
  msg: 'The request is too large',
  data: { reason: 'REQUEST_TOO_LARGE' },
};

describe('framework-level refusals in the envelope (product.md §7.2)', () => {
  it('a URL over 16 KB → 431 with the envelope (Node reads at most 16 KB of request line and headers)', async () => {
    const port = await listeningApp();
    const res = await rawExchange(
      port,
      `GET /api/health?pad=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(res).toEqual({ status: 431, body: TOO_LARGE });
  });

  it('headers over 16 KB → 431 with the envelope', async () => {
    const port = await listeningApp();
    const res = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res).toEqual({ status: 431, body: TOO_LARGE });
  });

  it('a URL over 8 KB → 414 with the envelope, in the language asked for', async () => {
    const port = await listeningApp();
    const res = await rawExchange(
      port,
      `GET /api/health?pad=${'a'.repeat(9_000)} HTTP/1.1\r\nHost: x\r\nlang: de\r\nConnection: close\r\n\r\n`,
    );
    expect(res).toEqual({
      status: 414,
      body: { code: 0, msg: 'Die Anfrage ist zu groß', data: { reason: 'REQUEST_TOO_LARGE' } },
    });
  });

  it('a JSON body over 1 MB → 413 with the envelope', async () => {
    const port = await listeningApp();
    const body = `{"pad":"${'a'.repeat(1_100_000)}"}`;
    const res = await rawExchange(
      port,
      `POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(res).toEqual({ status: 413, body: TOO_LARGE });
  });

  it('bytes the parser cannot read → 400 with the envelope', async () => {
    const port = await listeningApp();
    const res = await rawExchange(port, 'HELLO THERE\r\n\r\n');
    expect(res).toEqual({
      status: 400,
      body: { code: 0, msg: 'Server error: 400 (Bad Request)', data: { reason: 'BAD_REQUEST' } },
    });
  });

  it('headers that do not arrive within HEADERS_TIMEOUT_MS → 408 with the envelope', async () => {
    const port = await listeningApp({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
    const res = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(res).toEqual({
      status: 408,
      body: {
        code: 0,
        msg: 'The request took too long to arrive',
        data: { reason: 'REQUEST_TIMEOUT' },
      },
    });
  });
});
