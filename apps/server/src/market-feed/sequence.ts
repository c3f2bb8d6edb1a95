import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { reserveSeqBlock } from './feed.repository';

/** Feed sequence numbers reserved per database write. */
export const SEQ_BLOCK = 100_000;

/**
 * The feed sequence numbers of this process (Quote.seq): unique and increasing across instruments,
 * processes and restarts, gaps allowed. Numbers are used only inside a block already reserved in
 * `market_feed_state`, so after a crash the next start reserves above every number a fill may have
 * recorded. The next block is reserved in the background once half of the current one is used
 * (numbering then jumps to it); a promoted leader reserves a fresh block before its source runs.
 */
export class FeedSequence {
  private next: number;
  private reservedUntil: number;
  private reserving: Promise<void> | null = null;

  private constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** The first number of this run (the simulation mixes it into its seeds). */
    readonly first: number,
  ) {
    this.next = first;
    this.reservedUntil = first + SEQ_BLOCK;
  }

  /** Reserves the first block of this run. */
  static async reserve(db: Db, log: FastifyBaseLogger): Promise<FeedSequence> {
    return new FeedSequence(db, log, await reserveSeqBlock(db, SEQ_BLOCK));
  }

  /** The next number (the tick path, once per own tick). */
  take(): number {
    const seq = this.next;
    this.next += 1;
    if (seq >= this.reservedUntil) {
      this.log.error({ seq }, 'feed sequence numbers used beyond their reservation');
    }
    if (!this.reserving && this.reservedUntil - this.next < SEQ_BLOCK / 2) {
      this.reserving = this.reserveNext()
        .catch((error: unknown) =>
          this.log.error({ err: error }, 'could not reserve sequence numbers'),
        )
        .finally(() => {
          this.reserving = null;
        });
    }
    return seq;
  }

  /** A number the leader issued (heard on the bus): once promoted, this process numbers above it. */
  observe(seq: number): void {
    if (seq >= this.next) this.next = seq + 1;
  }

  /** A promotion: a fresh block, above every number the previous leader reserved. */
  async renew(): Promise<void> {
    await this.reserving;
    await this.reserveNext();
  }

  /** Resolves once a background reservation in progress is done. */
  async idle(): Promise<void> {
    await this.reserving;
  }

  private async reserveNext(): Promise<void> {
    const first = await reserveSeqBlock(this.db, SEQ_BLOCK);
    if (first > this.next) this.next = first;
    this.reservedUntil = first + SEQ_BLOCK;
  }
}
