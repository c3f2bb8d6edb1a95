import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { marketFeedState } from '../db/schema';
import { createTestDatabase } from '../../test/fixtures';
import { FeedSequence, SEQ_BLOCK } from './sequence';

const log = pino({ enabled: false });

/** Takes `count` numbers; returns the last. */
function takeMany(sequence: FeedSequence, count: number): number {
  let last = 0;
  for (let i = 0; i < count; i += 1) last = sequence.take();
  return last;
}

describe('feed sequence numbers', () => {
  it('are consecutive inside a block; half-way the next block is reserved and numbering jumps to it', async () => {
    const { db } = await createTestDatabase();
    const sequence = await FeedSequence.reserve(db, log);
    expect(sequence.first).toBe(1);
    expect(takeMany(sequence, SEQ_BLOCK / 2)).toBe(50_000);
    const [before] = await db.select().from(marketFeedState);
    expect(before!.seqReservedUntil).toBe(100_001);

    expect(sequence.take()).toBe(50_001); // leaves fewer than half: reserves the next block
    await sequence.idle();
    const [after] = await db.select().from(marketFeedState);
    expect(after!.seqReservedUntil).toBe(200_001);
    expect(sequence.take()).toBe(100_001);
    expect(sequence.take()).toBe(100_002);
  });

  it('never hands out a number twice: after a crash the next run numbers above every reserved one', async () => {
    const { db } = await createTestDatabase();
    const crashed = await FeedSequence.reserve(db, log);
    takeMany(crashed, SEQ_BLOCK / 2 + 1);
    await crashed.idle();
    expect(crashed.take()).toBe(100_001); // then the process dies: nothing is written on the way

    const restarted = await FeedSequence.reserve(db, log);
    expect(restarted.first).toBe(200_001);
    expect(restarted.take()).toBe(200_001);
  });

  it('a promoted follower numbers from a fresh block, above what the leader reserved and issued', async () => {
    const { db } = await createTestDatabase();
    const leader = await FeedSequence.reserve(db, log);
    const follower = await FeedSequence.reserve(db, log); // [100001, 200001), never used
    expect(follower.first).toBe(100_001);
    takeMany(leader, SEQ_BLOCK / 2 + 1);
    await leader.idle(); // the leader's second block: [200001, 300001)
    const issued = leader.take();
    expect(issued).toBe(200_001);
    follower.observe(issued); // heard on the bus
    follower.observe(7); // an older number changes nothing

    await follower.renew();
    expect(follower.take()).toBe(300_001);
  });

  it('continues above a number heard from the leader, never below one already issued', async () => {
    const { db } = await createTestDatabase();
    const sequence = await FeedSequence.reserve(db, log);
    sequence.observe(41);
    expect(sequence.take()).toBe(42);
    sequence.observe(10);
    expect(sequence.take()).toBe(43);
  });
});
