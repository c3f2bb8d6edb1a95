import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { wsClientMessageSchema, type WsServerMessage } from '@waihui/contracts';
import type { QuoteHub } from '../market-feed';
import {
  type AccountFeed,
  type Authenticate,
  AccountSubscription,
  MAX_BUFFERED_BYTES,
  SESSION_RECHECK_MS,
} from './account-subscription';

/**
 * WebSocket endpoint /ws. Clients send JSON messages of `wsClientMessageSchema`; the server answers
 * with `WsServerMessage`. Market subscriptions (tickers, candles) go to the quote hub, which batches
 * updates. The `account` channel (the caller's own trading, behind a session token) goes to an
 * AccountSubscription per connection (account-subscription.ts). Heartbeat: the server pings every
 * `heartbeatMs` and closes a connection that did not answer the previous ping (browsers answer
 * pings by themselves); clients may also send {op:'ping'}.
 */
export const wsRoutes: FastifyPluginAsync<{
  now: () => Date;
  market: QuoteHub;
  heartbeatMs: number;
  /** The account channel: who a token belongs to, and each user's own trading messages. */
  account: { authenticate: Authenticate; feed: AccountFeed };
}> = async (app, { now, market, heartbeatMs, account: accountDeps }) => {
  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    const send = (message: WsServerMessage) => socket.send(JSON.stringify(message));
    const client = market.connect(socket);
    const account = new AccountSubscription(
      {
        ...accountDeps,
        now,
        recheckMs: SESSION_RECHECK_MS,
        maxBufferedBytes: MAX_BUFFERED_BYTES,
      },
      {
        send,
        get bufferedAmount() {
          return socket.bufferedAmount;
        },
      },
      app.log,
    );
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      market.disconnect(client);
      account.close();
    });
    send({ op: 'hello', time: now().toISOString() });
    socket.on('message', (raw: Buffer) => {
      alive.set(socket, true);
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
      if (parsed.data.op === 'ping') {
        send({ op: 'pong', time: now().toISOString() });
        return;
      }
      if (parsed.data.channel === 'account') {
        if (parsed.data.op === 'subscribe') void account.subscribe(parsed.data.token);
        else account.unsubscribe();
        return;
      }
      send(market.handle(client, parsed.data));
    });
  });
};
