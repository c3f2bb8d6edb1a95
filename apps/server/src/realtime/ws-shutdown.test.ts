import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/fixtures';
import { connectWs, listenWs } from '../../test/ws-client';
import { WS_GOING_AWAY } from './ws-shutdown';

describe('WebSockets on shutdown', () => {
  it('closes every connection with 1001 (going away) when the app closes', async () => {
    const t = await createTestApp({ config: { DEMO_MODE: 'false' } });
    const url = await listenWs(t);
    const clients = await Promise.all([connectWs(url), connectWs(url)]);
    const closes = clients.map(
      (client) =>
        new Promise<{ code: number; reason: string }>((resolve) =>
          client.socket.once('close', (code, reason) =>
            resolve({ code, reason: reason.toString('utf8') }),
          ),
        ),
    );

    await t.close();

    expect(WS_GOING_AWAY).toBe(1001);
    expect(await Promise.all(closes)).toEqual([
      { code: 1001, reason: 'server shutting down' },
      { code: 1001, reason: 'server shutting down' },
    ]);
  });
});
