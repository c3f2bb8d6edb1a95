import type { FastifyPluginAsync } from 'fastify';
import { wsClientMessageSchema, type WsServerMessage } from '@waihui/contracts';

/**
 * WebSocket endpoint /ws. Clients send JSON messages of `wsClientMessageSchema`; the server answers
 * with `WsServerMessage`. Market subscriptions are added by the market module through `topics`.
 */
export const wsRoutes: FastifyPluginAsync<{ now: () => Date }> = async (app, { now }) => {
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    const send = (message: WsServerMessage) => socket.send(JSON.stringify(message));
    send({ op: 'hello', time: now().toISOString() });
    socket.on('message', (raw: Buffer) => {
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        send({ op: 'error', reason: 'BAD_REQUEST' });
        return;
      }
      const parsed = wsClientMessageSchema.safeParse(json);
      if (!parsed.success) {
        send({ op: 'error', reason: 'VALIDATION_FAILED' });
        return;
      }
      if (parsed.data.op === 'ping') send({ op: 'pong', time: now().toISOString() });
    });
  });
};
