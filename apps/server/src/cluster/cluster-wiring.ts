import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { Lifecycle, type LifecyclePart } from '../lib/lifecycle';
import type { Bus, Unsubscribe } from './bus';
import { NOTICE_MODULES, type NoticeModule, engineNotices } from './engine-notices';
import {
  type Leadership,
  type LeadershipLog,
  postgresLeadership,
  soleLeadership,
} from './leadership';

/*
 * One process of several leads (docs/deploy.md): this wires it, given narrow interfaces so that
 * cluster/ imports no module. The leader's work — the market feed leading, then the engines, the
 * scheduler and the settlement worker — is a second lifecycle the election starts on each win
 * (each part reloads what is open from the database) and stops, in reverse order, on demotion or
 * close. A follower's committed delivery contracts and spot orders reach the leader's engines as a
 * notice on the bus (engine-notices.ts); trading's changes travel whole (the trading module).
 */

/** The market feed's two roles: the leader runs its price source, a follower hears the leader's. */
export interface FeedRoles {
  lead(): Promise<void>;
  follow(): Promise<void>;
}

/** An engine whose rows a follower may commit: the follower tells of each, the leader loads it. */
export interface NoticedEngine {
  /** Calls `listener` with each row this process committed. */
  onCommitted(listener: (row: { userId: string; id: number }) => void): void;
  /** Reads the row from the database and tracks it (on another process's notice). */
  load(userId: string, id: number): Promise<void>;
}

export interface ClusterWiring {
  /** The database every process shares: PostgreSQL elects a leader; PGlite's one process leads. */
  database: Pick<Database, 'engine' | 'url'>;
  /** config.LEADER_RETRY_MS: between two attempts to take the lock. */
  retryMs: number;
  /** REDIS_URL is set: the leader's quotes reach this process when it follows. */
  hearsOtherProcesses: boolean;
  bus: Bus;
  log: LeadershipLog;
  /** The app's lifecycle, where the engine notices and the election register (in that order). */
  lifecycle: Pick<Lifecycle, 'register'>;
  feed: FeedRoles;
  /** The leader's other work, in start order, after the feed leads. */
  leaderWork: readonly LifecyclePart[];
  /** The engines a follower's notices reach, by the notice's module. */
  noticed: Record<NoticeModule, NoticedEngine>;
}

/** The election and the leader's work; answers the leadership (`leading` tells this process's role). */
export function wireCluster(wiring: ClusterWiring): Leadership {
  const { log } = wiring;
  const leaderWork = new Lifecycle();
  leaderWork.register({
    name: 'market feed',
    start: () => wiring.feed.lead(),
    stop: () => wiring.feed.follow(),
  });
  for (const part of wiring.leaderWork) leaderWork.register(part);

  /** Set when the app closes: the leader then follows on its way out. */
  let closing = false;
  const { database } = wiring;
  const leadership =
    database.engine === 'postgres' && database.url !== undefined
      ? postgresLeadership({
          url: database.url,
          retryMs: wiring.retryMs,
          log,
          onLead: () => leaderWork.start(),
          onFollow: async () => {
            // Without Redis a follower hears no quotes: it would price at stale ones. (A leader
            // that stops follows too: nothing to say then.)
            if (!wiring.hearsOtherProcesses && !closing)
              log.error(
                {},
                'another process leads and REDIS_URL is not set: this process has no live quotes (set REDIS_URL or run one process)',
              );
            await leaderWork.stop(log);
          },
        })
      : soleLeadership({
          onLead: () => leaderWork.start(),
          onFollow: () => leaderWork.stop(log),
        });

  // What a follower's HTTP calls change reaches the leader's engines as a notice on the bus; the
  // leader reads the rows from the database. A leader applied its own.
  const notices = engineNotices(wiring.bus, randomUUID());
  for (const module of NOTICE_MODULES) {
    wiring.noticed[module].onCommitted(({ userId, id }) => {
      if (leadership.leading) return;
      const notice = { module, userId, id };
      notices.announce(notice).catch((error: unknown) => {
        log.error({ err: error, notice }, 'engine notice not sent');
      });
    });
  }
  let stopNotices: Unsubscribe | null = null;
  wiring.lifecycle.register({
    name: 'engine notices',
    start: async () => {
      stopNotices = await notices.listen((notice) => {
        void wiring.noticed[notice.module].load(notice.userId, notice.id);
      });
    },
    stop: () => stopNotices?.(),
  });
  wiring.lifecycle.register({
    name: 'leadership',
    start: () => leadership.start(),
    stop: () => {
      closing = true;
      return leadership.stop();
    },
  });
  return leadership;
}
