import type { FastifyBaseLogger } from 'fastify';
import { BusinessError } from '../../lib/business-error';
import { confirmDeposit } from './funding.deposits.service';
import type { DbAndClock, FundingDeps } from './funding.deps';
import { listPendingDepositIdsFiledBy } from './funding.repository';

/** Notices confirmed per look, oldest first (the rest wait for the next look). */
const BATCH = 100;

/**
 * Demo mode only (docs/product.md §11, docs/decisions.md "Demo deposits"): a deposit notice is
 * confirmed by the system `delaySeconds` after it was filed, so a new user has money to try the app
 * with and no operator is needed. The confirmation is the operators' own (`confirmDeposit`): the
 * same ledger credit, idempotent per notice, so a notice an operator decided first is left alone.
 * Leader work: one process confirms.
 */
export class DemoDepositConfirmer {
  readonly name = 'demo deposits';
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly deps: DbAndClock &
      Pick<FundingDeps, 'coins'> & {
        delaySeconds: number;
        /** How often the leader looks for notices due (ms); 0: only when runDue() is called (tests). */
        pollMs: number;
        log: Pick<FastifyBaseLogger, 'info' | 'error'>;
      },
  ) {}

  start(): void {
    if (this.deps.pollMs === 0) return;
    this.timer = setInterval(() => void this.runDue(), this.deps.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Confirms every pending notice filed at least the delay ago; answers how many (tests call it). */
  async runDue(): Promise<number> {
    this.running ??= this.confirmDue().finally(() => (this.running = null));
    return this.running;
  }

  private async confirmDue(): Promise<number> {
    const filedBy = new Date(this.deps.now().getTime() - this.deps.delaySeconds * 1000);
    let confirmed = 0;
    for (const id of await listPendingDepositIdsFiledBy(this.deps.db, filedBy, BATCH)) {
      try {
        await confirmDeposit(this.deps, id);
        confirmed += 1;
      } catch (error) {
        // An operator decided it meanwhile: nothing to do.
        if (error instanceof BusinessError && error.reason === 'DEPOSIT_ALREADY_REVIEWED') continue;
        this.deps.log.error({ err: error, notice: id }, 'demo deposit confirmation failed');
      }
    }
    if (confirmed > 0) this.deps.log.info({ confirmed }, 'demo deposits confirmed');
    return confirmed;
  }
}
