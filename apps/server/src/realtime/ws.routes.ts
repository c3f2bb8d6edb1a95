import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
import {
  IdleClock,
  MessageRate,
  WS_CLOSE_FLOOD,
  WS_CLOSE_IDLE,
  WsConnectionCounter,
  type WsLimitSettings,
} from './ws-limits';

/**
 * WebSocket endpoint /ws. Clients send JSON messages of `wsClientMessageSchema`; the server answers
 * with `WsServerMessage`. Market subscriptions (tickers, candles) go to the quote hub, which batches
 * updates. The `account` channel (the caller's own trading, behind a session token) goes to an
 * AccountSubscription per connection (account-subscription.ts). Heartbeat: the server pings every
 * `heartbeatMs` and closes a connection that did not answer the previous ping (browsers answer
 * pings by themselves); clients may also send {op:'ping'}. Limits (ws-limits.ts): connections per
 * address and in total (429 before the upgrade), idle close, messages per second.
 */
export const wsRoutes: FastifyPluginAsync<{
  now: () => Date;
  market: QuoteHub;
  heartbeatMs: number;
  /** The account channel: who a token belongs to, and each user's own trading messages. */
  account: { authenticate: Authenticate; feed: AccountFeed };
  limits: WsLimitSettings;
}> = async (app, { now, market, heartbeatMs, account: accountDeps, limits }) => {
  const alive = new WeakMap<WebSocket, boolean>();
  /** Whether a connection follows nothing for too long, asked on every heartbeat. */
  const idleChecks = new Map<WebSocket, (nowMs: number) => boolean>();
  const connections = new WsConnectionCounter(limits);
  const heartbeat = setInterval(() => {
    const nowMs = now().getTime();
    for (const socket of app.websocketServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      if (idleChecks.get(socket)?.(nowMs) === true) {
        socket.close(WS_CLOSE_IDLE, 'idle');
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  // Refused before the upgrade, as an HTTP 429 envelope (envelope-errors), so a flood costs no socket.
  const refuseOverLimit = async (request: FastifyRequest) => {
    if (!connections.allows(request.ip))
      throw Object.assign(new Error('ws limit'), { statusCode: 429 });
  };

  app.get(
    '/ws',
    { websocket: true, schema: { hide: true }, preValidation: refuseOverLimit },
    (socket, request) => {
      const ip = request.ip;
      // Handshakes in flight at once may pass the check above together: count again, for the cap.
      if (!connections.open(ip)) {
        socket.close(WS_CLOSE_FLOOD, 'too many connections');
        return;
      }
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
      const idle = new IdleClock(now().getTime());
      idleChecks.set(socket, (nowMs) =>
        idle.expired(
          client.tickers !== null || client.candles !== null || account.active,
          nowMs,
          limits.idleMs,
        ),
      );
      const rate = new MessageRate(limits.messagesPerSecond);
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => {
        connections.close(ip);
        idleChecks.delete(socket);
        market.disconnect(client);
        account.close();
      });
      send({ op: 'hello', time: now().toISOString() });
      socket.on('message', (raw: Buffer) => {
        alive.set(socket, true);
        const verdict = rate.next(now().getTime());
        if (verdict === 'close') {
          socket.close(WS_CLOSE_FLOOD, 'too many messages');
          return;
        }
        if (verdict === 'refuse') {
          send({ op: 'error', reason: 'RATE_LIMITED' });
          return;
        }
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
    },
  );
};
