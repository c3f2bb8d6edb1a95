import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '../db/schema';
import { createTestDatabase, T0, TestClock } from '../../test/fixtures';
import { type Job, Scheduler } from './scheduler';

const HOUR_MS = 60 * 60 * 1000;
const silent = { info: () => undefined, error: () => undefined };

/** An hourly job that records the instants it ran at, or fails when told. */
function hourlyJob(ranAt: string[], fail = false): Job {
  return {
    name: 'hourly',
    nextRunAfter: (at) => new Date(at.getTime() + HOUR_MS),
    run: (at) => {
      ranAt.push(at.toISOString());
      return fail ? Promise.reject(new Error('mail server down')) : Promise.resolve();
    },
  };
}

describe('Scheduler', () => {
  it('runs a new job at once, then only when its next run is due', async () => {
    const db = (await createTestDatabase()).db;
    const clock = TestClock.at(T0);
    const ranAt: string[] = [];
    const scheduler = new Scheduler({ db, now: clock.now, log: silent, pollMs: 0 });
    scheduler.register(hourlyJob(ranAt));

    expect(await scheduler.runDue()).toEqual(['hourly']);
    clock.advance(HOUR_MS - 1);
    expect(await scheduler.runDue()).toEqual([]);
    clock.advance(1);
    expect(await scheduler.runDue()).toEqual(['hourly']);

    expect(ranAt).toEqual(['2026-11-22T10:00:00.000Z', '2026-11-22T11:00:00.000Z']);
    const [row] = await db.select().from(scheduledJobs);
    expect([row?.runs, row?.nextRunAt.toISOString(), row?.lastError]).toEqual([
      2,
      '2026-11-22T12:00:00.000Z',
      null,
    ]);
  });

  it('records a failed run and still moves the next run on', async () => {
    const db = (await createTestDatabase()).db;
    const clock = TestClock.at(T0);
    const scheduler = new Scheduler({ db, now: clock.now, log: silent, pollMs: 0 });
    scheduler.register(hourlyJob([], true));

    expect(await scheduler.runDue()).toEqual(['hourly']);
    const [row] = await db.select().from(scheduledJobs);
    expect([row?.lastError, row?.nextRunAt.toISOString()]).toEqual([
      'mail server down',
      '2026-11-22T11:00:00.000Z',
    ]);
  });

  it('with two schedulers on one database, each due run happens exactly once', async () => {
    const db = (await createTestDatabase()).db;
    const clock = TestClock.at(T0);
    const ranAt: string[] = [];
    const schedulers = [0, 1].map(() => {
      const scheduler = new Scheduler({ db, now: clock.now, log: silent, pollMs: 0 });
      scheduler.register(hourlyJob(ranAt));
      return scheduler;
    });
    for (let hour = 0; hour < 5; hour += 1) {
      await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));
      clock.advance(HOUR_MS);
    }
    expect(ranAt).toEqual([
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T11:00:00.000Z',
      '2026-11-22T12:00:00.000Z',
      '2026-11-22T13:00:00.000Z',
      '2026-11-22T14:00:00.000Z',
    ]);
  });
});
