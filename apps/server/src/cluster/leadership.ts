import pg from 'pg';

/*
 * Which process of several runs the background work (scale-out, product.md §17.3; docs/deploy.md): the
 * market feed, the trading and spot engines, the delivery settlement worker and the scheduler run in
 * exactly one process at a time, the leader; the others (followers) serve HTTP and WebSockets only.
 *
 * PostgreSQL: the leader holds a session advisory lock, `pg_try_advisory_lock(LEADER_LOCK_KEY)`, on
 * ONE connection of its own for as long as it leads. The server releases the lock when that
 * connection ends, so a leader that dies (SIGKILL, power loss, network cut) frees it; followers try
 * to take it every `retryMs` and the first to succeed leads. While leading, the same timer checks the
 * connection (`select 1`, with a timeout): a failure, an error or an end of the connection demotes
 * the process at once (workers stopped), as another process may already hold the lock; it then sits
 * out a few attempts (DEMOTED_SIT_OUT_ROUNDS) before competing again.
 * PGlite: one process per data directory (db/data-dir-lock.ts), so that process always leads.
 */

export interface LeadershipLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface LeadershipCallbacks {
  /** Starts the leader's work; resolves once it runs. */
  onLead(): Promise<void>;
  /** Stops the leader's work (also called once at start when following from the outset). */
  onFollow(): Promise<void>;
}

export interface Leadership {
  /** Joins the election: resolves after the first attempt (and its onLead or onFollow). */
  start(): Promise<void>;
  /** Leaves it: stops the leader's work first, then releases the lock. */
  stop(): Promise<void>;
  readonly leading: boolean;
}

/** The advisory lock key: 'WAIHUI' in ASCII, a bigint no other part of the app uses. */
export const LEADER_LOCK_KEY = '0x574149485549';

/** Default time between two attempts to take the lock (ms); also the leader's connection check. */
export const LEADER_RETRY_MS = 1_000;

/**
 * Attempts a demoted leader sits out before trying again: its connection loss may come from a sick
 * host or network, so a healthy follower takes over first.
 */
export const DEMOTED_SIT_OUT_ROUNDS = 5;

/** The only process on a PGlite data directory: it leads from start to stop. */
export function soleLeadership(callbacks: LeadershipCallbacks): Leadership {
  let leading = false;
  return {
    get leading() {
      return leading;
    },
    async start() {
      leading = true;
      await callbacks.onLead();
    },
    async stop() {
      if (!leading) return;
      leading = false;
      await callbacks.onFollow();
    },
  };
}

export interface PostgresLeadershipOptions extends LeadershipCallbacks {
  /** The database URL (the same database every process uses). */
  url: string;
  retryMs?: number;
  /** Lock key as a bigint literal; tests pass their own. */
  key?: string;
  log: LeadershipLog;
}

export function postgresLeadership(options: PostgresLeadershipOptions): Leadership {
  const retryMs = options.retryMs ?? LEADER_RETRY_MS;
  const key = BigInt(options.key ?? LEADER_LOCK_KEY).toString();
  const { log } = options;
  let client: pg.Client | null = null;
  let leading = false;
  /** Whether onFollow already ran for the current following period (it runs once per demotion). */
  let followed = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  /** Attempts left to skip after losing leadership (DEMOTED_SIT_OUT_ROUNDS). */
  let sitOut = 0;
  /** Attempts, checks and demotions run one after another, never interleaved. */
  let chain: Promise<void> = Promise.resolve();

  const serial = (step: () => Promise<void>): Promise<void> => {
    chain = chain.then(step).catch((error: unknown) => {
      log.error({ err: error }, 'leadership step failed');
    });
    return chain;
  };

  const follow = async (): Promise<void> => {
    const wasLeading = leading;
    leading = false;
    if (followed) return;
    followed = true;
    log.info({}, wasLeading ? 'leadership lost: this process follows' : 'this process follows');
    await options.onFollow();
  };

  /** The connection is gone or unusable: drop it (the server released the lock) and follow. */
  const dropConnection = async (reason: string, error?: unknown): Promise<void> => {
    const gone = client;
    client = null;
    if (gone !== null) {
      gone.removeAllListeners('error');
      gone.on('error', () => {});
      gone.end().catch(() => {});
    }
    if (leading) {
      log.error({ err: error, reason }, 'leader connection lost');
      sitOut = DEMOTED_SIT_OUT_ROUNDS;
    }
    await follow();
  };

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      // A check or attempt that hangs (network cut) counts as a lost connection.
      query_timeout: Math.max(2 * retryMs, 2_000),
      application_name: 'waihui-leadership',
    });
    fresh.on('error', (error) => {
      if (client === fresh) void serial(() => dropConnection('connection error', error));
    });
    fresh.on('end', () => {
      if (client === fresh) void serial(() => dropConnection('connection ended'));
    });
    await fresh.connect();
    return fresh;
  };

  const attempt = async (): Promise<void> => {
    if (stopped) return;
    try {
      if (leading && client !== null) {
        await client.query('select 1');
        return;
      }
      if (sitOut > 0) {
        sitOut -= 1;
        return;
      }
      client ??= await connect();
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1::bigint) as locked',
        [key],
      );
      if (result.rows[0]?.locked === true) {
        leading = true;
        followed = false;
        log.info({ retryMs }, 'leadership taken: this process leads');
        await options.onLead();
      } else {
        await follow();
      }
    } catch (error) {
      await dropConnection('attempt failed', error);
    }
  };

  return {
    get leading() {
      return leading;
    },
    async start() {
      stopped = false;
      await serial(attempt);
      timer = setInterval(() => void serial(attempt), retryMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer !== null) clearInterval(timer);
      timer = null;
      await serial(async () => {
        // Work stops before the lock is released, so two leaders never run side by side.
        if (leading) await follow();
        const held = client;
        client = null;
        await held?.end().catch(() => {});
      });
    },
  };
}
