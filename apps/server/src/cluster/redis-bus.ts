import { Redis } from 'ioredis';
import type { Bus, Unsubscribe } from './bus';

/** How long a fresh connection may take to say "ready" before `redisBus` gives up (ms). */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The bus of several processes: Redis pub/sub (product.md §17.3 "scale-out"). Two connections, because a
 * Redis connection in subscriber mode may not publish: `publisher` sends, `subscriber` listens.
 * ioredis reconnects by itself and re-subscribes the subscriber's channels after a reconnect;
 * messages published while a connection was down are lost (at most once, see bus.ts).
 * Resolves once both connections are ready; rejects when Redis cannot be reached.
 */
export interface RedisBus extends Bus {
  /** The publishing connection, for other commands (the rate limit's counters); closed by `close`. */
  readonly commands: Redis;
}

export interface RedisBusLog {
  warn(object: object, message: string): void;
}

export async function redisBus(url: string, log?: RedisBusLog): Promise<RedisBus> {
  const options = {
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Commands wait for a reconnect instead of failing at once; the bus never queues without end.
    maxRetriesPerRequest: 3,
    lazyConnect: true,
  };
  const publisher = new Redis(url, { ...options, connectionName: 'waihui-bus-pub' });
  const subscriber = new Redis(url, { ...options, connectionName: 'waihui-bus-sub' });
  // A lost connection is retried by ioredis; each failure is logged once per attempt, never thrown.
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: Error) =>
      log?.warn({ err: error, connection: connection.options.connectionName }, 'redis error'),
    );
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`cannot reach Redis at REDIS_URL: ${String(error)}`, { cause: error });
  }

  /** channel → this process's handlers, in subscription order. */
  const handlers = new Map<string, Set<(message: string) => void>>();
  /** channel → Redis's confirmation of SUBSCRIBE (a second subscriber waits for the first's). */
  const subscribed = new Map<string, Promise<unknown>>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });

  return {
    commands: publisher,
    async publish(channel, message) {
      await publisher.publish(channel, message);
    },
    async subscribe(channel, onMessage): Promise<Unsubscribe> {
      let set = handlers.get(channel);
      if (set === undefined) {
        set = new Set();
        handlers.set(channel, set);
        subscribed.set(channel, subscriber.subscribe(channel));
      }
      await subscribed.get(channel);
      // A handler is its own entry even when the same function subscribes twice.
      const handler = (message: string) => onMessage(message);
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (current === undefined || !current.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        subscribed.delete(channel);
        await subscriber.unsubscribe(channel);
      };
    },
    async close() {
      handlers.clear();
      subscribed.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
