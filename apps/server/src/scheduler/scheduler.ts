import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { scheduledJobs } from '../db/schema';

/** A periodic job: what it does at an instant, and when it runs next. */
export interface Job {
  /** Unique; the key of its scheduled_jobs row. */
  name: string;
  /** The next run after a run that started at `at` (e.g. `at` + 1 day). */
  nextRunAfter(at: Date): Date;
  /** Does the work as of `at`. Must be safe to run again (a crash mid-run means a later rerun). */
  run(at: Date): Promise<void>;
}

export interface SchedulerLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * One small scheduler for the periodic work (the idle accounts of product.md §15.6 first). Jobs live in the
 * scheduled_jobs table with their next-run time; every `pollMs` each process claims the due ones —
 * SELECT … FOR UPDATE SKIP LOCKED, then next_run_at moved on, in one transaction — and runs what it
 * claimed, so with several processes on one database each run happens in exactly one of them.
 * A new job's first run is due at once. The clock is injected: tests move it and call runDue().
 */
export class Scheduler {
  /** As a lifecycle part (leader work, cluster/cluster-wiring.ts). */
  readonly name = 'scheduler';
  private readonly jobs = new Map<string, Job>();
  private timer: NodeJS.Timeout | null = null;
  private tick: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deps: { db: Db; now: () => Date; log: SchedulerLog; pollMs: number },
  ) {}

  register(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
  }

  /** Claims every due job and runs those this process won; answers their names. */
  async runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      const at = this.deps.now();
      if (!(await this.claim(job, at))) continue;
      ran.push(job.name);
      let error: string | null = null;
      try {
        await job.run(at);
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown);
        this.deps.log.error({ job: job.name, err: thrown }, 'scheduled job failed');
      }
      await this.deps.db
        .update(scheduledJobs)
        .set({ lastFinishedAt: this.deps.now(), lastError: error })
        .where(eq(scheduledJobs.name, job.name));
    }
    return ran;
  }

  /** Polls every pollMs while this process leads; pollMs 0 never polls (tests call runDue()). */
  start(): void {
    if (this.timer !== null || this.deps.pollMs <= 0) return;
    this.timer = setInterval(() => {
      this.tick = this.tick.then(() =>
        this.runDue().catch((error: unknown) => {
          this.deps.log.error({ err: error }, 'scheduler tick failed');
        }),
      );
    }, this.deps.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for a job that is running to finish. */
  async stop(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.tick;
  }

  /** True when this process won the job's due run (its next run is then already moved on). */
  private async claim(job: Job, at: Date): Promise<boolean> {
    return inTransaction(this.deps.db, async (tx) => {
      // First sight of the job: its row, due now (a no-op when another process made it first).
      await tx
        .insert(scheduledJobs)
        .values({ name: job.name, nextRunAt: at })
        .onConflictDoNothing({ target: scheduledJobs.name });
      const due = await tx
        .select({ name: scheduledJobs.name })
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, at)))
        .for('update', { skipLocked: true });
      if (due.length === 0) return false;
      await tx
        .update(scheduledJobs)
        .set({
          nextRunAt: job.nextRunAfter(at),
          lastStartedAt: at,
          runs: sql`${scheduledJobs.runs} + 1`,
        })
        .where(eq(scheduledJobs.name, job.name));
      return true;
    });
  }
}
