import { EventEmitter } from 'node:events';

/*
 * The message bus between server processes (scale-out, product.md §17.3). One process alone uses the local
 * bus (an in-process emitter); with REDIS_URL every process shares Redis pub/sub (cluster/redis-bus.ts).
 * Messages are strings (JSON of the publisher's choice); a channel name says what they carry.
 * Delivery is at most once and in publish order per publisher, as Redis pub/sub gives it: a
 * subscriber that needs every event reads the database after (re)subscribing.
 */
export interface Bus {
  publish(channel: string, message: string): Promise<void>;
  /** Calls `onMessage` for every message published on `channel` (this process's own included). */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export type Unsubscribe = () => Promise<void>;

/** The bus of a single process: publish reaches this process's subscribers only. */
export function localBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    async subscribe(channel, onMessage) {
      emitter.on(channel, onMessage);
      return async () => {
        emitter.off(channel, onMessage);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
