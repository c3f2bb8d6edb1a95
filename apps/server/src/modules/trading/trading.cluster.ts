import { randomUUID } from 'node:crypto';
import type { Bus, Unsubscribe } from '../../cluster/bus';
import type { LifecyclePart } from '../../lib/lifecycle';
import type { TradingEngine, TradingLog } from './trading.engine';
import type { TradingChange } from './trading.deps';

/** The bus channel carrying every committed trading change to the other processes. */
export const TRADING_CHANGES_CHANNEL = 'trading.changes';

/**
 * One message on TRADING_CHANGES_CHANNEL: the changes of one committed action of one user, as the
 * engine of the process that committed it applied them. Rows keep their Dates (see `encode`).
 */
export interface TradingChangeMessage {
  /** The publishing process: it applied the changes already and skips its own message. */
  origin: string;
  userId: string;
  changes: TradingChange[];
}

/**
 * Makes the trading engines of several processes one (product.md §17.3): what one process's
 * engine applies (an order placed through its HTTP API, a trigger it fired) is published on the bus,
 * and every other process applies it to its own engine. So each engine's triggers and tracked
 * accounts stay current, and each process's live channel pushes the `account` message and later
 * valuations to the user's sockets there: the message is built from that process's own re-read of
 * the database, which already holds the committed change. Alone (local bus) nothing else hears it.
 */
export function shareTradingChanges(
  engine: TradingEngine,
  bus: Bus,
  log: TradingLog,
): LifecyclePart {
  const origin = randomUUID();
  /** Set while applying another process's changes, so they are not published again. */
  let applyingRemote = false;
  /** Changes of the action being applied now, published together once the action's listeners ran. */
  let outgoing: { userId: string; changes: TradingChange[] } | null = null;
  let unsubscribe: Unsubscribe | null = null;
  let stopListening: (() => void) | null = null;

  const publish = () => {
    if (outgoing === null) return;
    const message = encode({ origin, ...outgoing });
    outgoing = null;
    bus
      .publish(TRADING_CHANGES_CHANNEL, message)
      .catch((error: unknown) => log.error({ err: error }, 'could not publish trading changes'));
  };

  const onMessage = (raw: string) => {
    const message = decode(raw);
    if (message === null) {
      log.error({ bytes: raw.length }, 'not a trading change on the trading channel');
      return;
    }
    if (message.origin === origin) return;
    applyingRemote = true;
    try {
      engine.apply(message.userId, message.changes);
    } finally {
      applyingRemote = false;
    }
  };

  return {
    name: 'trading changes on the bus',
    async start() {
      unsubscribe = await bus.subscribe(TRADING_CHANGES_CHANNEL, onMessage);
      // engine.apply tells listeners synchronously, change by change: gather one action's changes
      // and publish them in one message after the current task.
      stopListening = engine.onChange((userId, change) => {
        if (applyingRemote) return;
        if (outgoing !== null && outgoing.userId !== userId) publish();
        if (outgoing === null) {
          outgoing = { userId, changes: [] };
          queueMicrotask(publish);
        }
        outgoing.changes.push(change);
      });
    },
    async stop() {
      stopListening?.();
      stopListening = null;
      publish();
      await unsubscribe?.();
      unsubscribe = null;
    },
  };
}

/** JSON with Dates kept as {"$date": ISO string} (rows carry createdAt, openedAt, …). */
export function encode(message: TradingChangeMessage): string {
  return JSON.stringify(message, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });
}

export function decode(raw: string): TradingChangeMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw, (_key, item: unknown) => {
      if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
        const keys = Object.keys(item);
        const date = (item as { $date?: unknown }).$date;
        if (keys.length === 1 && typeof date === 'string') return new Date(date);
      }
      return item;
    });
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { origin, userId, changes } = value as Partial<TradingChangeMessage>;
  if (typeof origin !== 'string' || typeof userId !== 'string' || !Array.isArray(changes))
    return null;
  return { origin, userId, changes };
}
