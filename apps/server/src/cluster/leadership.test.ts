import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresFor } from '../../test/needs';
import { type Leadership, postgresLeadership, soleLeadership } from './leadership';

const url = postgresFor('leader election');
const silent = { info: () => {}, error: () => {} };
/** Attempts every 100 ms; a takeover must happen within 30 of them. */
const RETRY_MS = 100;
const TAKEOVER_BOUND_MS = 3_000;

/** Election callbacks that record each transition, in order. */
function transitions() {
  const events: ('lead' | 'follow')[] = [];
  return {
    events,
    onLead: async () => {
      events.push('lead');
    },
    onFollow: async () => {
      events.push('follow');
    },
  };
}

/** One election participant and the transitions it went through, in order. */
function participant(key: string) {
  const { events, ...callbacks } = transitions();
  const leadership = postgresLeadership({
    url: url ?? '',
    key,
    retryMs: RETRY_MS,
    log: silent,
    ...callbacks,
  });
  return { leadership, events };
}

/** Polls until `check` holds or `ms` passed; returns whether it held (the bound is the assertion). */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** Ends the server session holding the advisory lock `key`, as a crash or network cut would. */
async function killLockHolder(key: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const big = BigInt(key);
    // An advisory lock on a bigint shows as classid = high 32 bits, objid = low 32 bits.
    const result = await admin.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_locks
        where locktype = 'advisory' and granted and classid = $1 and objid = $2 and objsubid = 1`,
      [(big >> 32n).toString(), (big & 0xffffffffn).toString()],
    );
    return result.rows.filter((row) => row.terminated).length;
  } finally {
    await admin.end();
  }
}

const started: Leadership[] = [];
afterEach(async () => {
  for (const leadership of started.splice(0)) await leadership.stop();
});

/** Two participants of a fresh election, started in order (the first leads); stopped after the test. */
async function twoStarted() {
  const key = String(randomInt(1, 2 ** 40));
  const first = participant(key);
  const second = participant(key);
  started.push(first.leadership, second.leadership);
  await first.leadership.start();
  await second.leadership.start();
  return { key, first, second };
}

describe.skipIf(url === undefined)(
  'postgresLeadership (PostgreSQL: runs in npm test with TEST_DATABASE_URL)',
  () => {
    it('lets exactly one of two processes lead; the other follows', async () => {
      const { first, second } = await twoStarted();
      expect([first.leadership.leading, second.leadership.leading]).toEqual([true, false]);
      expect(first.events).toEqual(['lead']);
      expect(second.events).toEqual(['follow']);
      // Several retry rounds later nothing changed: the follower keeps failing to take the lock.
      await new Promise((resolve) => setTimeout(resolve, 3 * RETRY_MS));
      expect(first.events).toEqual(['lead']);
      expect(second.events).toEqual(['follow']);
    });

    it('when the leader’s connection ends, demotes it at once and the follower takes over within the bound', async () => {
      const { key, first, second } = await twoStarted();

      expect(await killLockHolder(key)).toBe(1);
      expect(await within(TAKEOVER_BOUND_MS, () => second.leadership.leading)).toBe(true);
      expect(second.events).toEqual(['follow', 'lead']);
      expect(first.events).toEqual(['lead', 'follow']);
      expect(first.leadership.leading).toBe(false);
      // The old leader reconnects as a follower: it does not take the lock back.
      await new Promise((resolve) => setTimeout(resolve, 3 * RETRY_MS));
      expect(first.events).toEqual(['lead', 'follow']);
      expect(second.leadership.leading).toBe(true);
    });

    it('on stop, stops the leader’s work before releasing the lock; the follower then leads', async () => {
      const key = String(randomInt(1, 2 ** 40));
      const leader = participant(key);
      const follower = participant(key);
      started.push(follower.leadership);
      await leader.leadership.start();
      await follower.leadership.start();
      await leader.leadership.stop();
      expect(leader.events).toEqual(['lead', 'follow']);
      expect(await within(TAKEOVER_BOUND_MS, () => follower.leadership.leading)).toBe(true);
      expect(follower.events).toEqual(['follow', 'lead']);
    });
  },
);

describe('soleLeadership (PGlite: one process per data directory)', () => {
  it('leads from start to stop', async () => {
    const { events, ...callbacks } = transitions();
    const leadership = soleLeadership(callbacks);
    await leadership.start();
    expect(leadership.leading).toBe(true);
    await leadership.stop();
    expect(leadership.leading).toBe(false);
    expect(events).toEqual(['lead', 'follow']);
  });
});
