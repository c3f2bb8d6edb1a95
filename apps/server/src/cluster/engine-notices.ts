import type { Bus, Unsubscribe } from './bus';
import { parseJsonObject } from '../lib/json-object';

/*
 * How a follower's HTTP changes reach the leader's delivery and spot engines (scale-out, product.md §17.3;
 * trading's changes travel whole, modules/trading/trading.cluster.ts): after a follower commits a
 * new contract or spot order or a cancellation, it publishes a notice on the bus; the
 * leader's engine of that module reads the row from the database and tracks it. The database is the
 * truth: a notice only says "look". A notice lost (the bus delivers at most once) is made good by
 * the next election, which reloads everything open.
 */

export const ENGINE_NOTICES_CHANNEL = 'engine:orders';

/** The engines notices reach: delivery (a contract was placed), spot (an order placed or cancelled). */
export const NOTICE_MODULES = ['delivery', 'spot'] as const;
export type NoticeModule = (typeof NOTICE_MODULES)[number];

/** "Look at row `id` of `userId`": the leader's engine of `module` reads it from the database. */
export interface EngineNotice {
  module: NoticeModule;
  userId: string;
  id: number;
}

export interface EngineNotices {
  announce(notice: EngineNotice): Promise<void>;
  /** Hears the notices of other processes (this process's own are skipped). */
  listen(onNotice: (notice: EngineNotice) => void): Promise<Unsubscribe>;
}

/** Notices on `bus`, stamped with `processId` so a process skips its own. */
export function engineNotices(bus: Bus, processId: string): EngineNotices {
  return {
    announce: (notice) =>
      bus.publish(ENGINE_NOTICES_CHANNEL, JSON.stringify({ from: processId, ...notice })),
    listen: (onNotice) =>
      bus.subscribe(ENGINE_NOTICES_CHANNEL, (message) => {
        const notice = parseNotice(message);
        if (notice !== null && notice.from !== processId) onNotice(notice.notice);
      }),
  };
}

function parseNotice(message: string): { from: string; notice: EngineNotice } | null {
  const value = parseJsonObject(message);
  if (value === null) return null;
  const { from, module, userId, id } = value;
  if (typeof from !== 'string' || typeof userId !== 'string') return null;
  const known = NOTICE_MODULES.find((name) => name === module);
  if (known !== undefined && Number.isSafeInteger(id))
    return { from, notice: { module: known, userId, id: id as number } };
  return null;
}
