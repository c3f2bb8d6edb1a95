import { afterEach, describe, expect, it } from 'vitest';
import type { Bus } from './bus';
import { redisFor } from '../../test/needs';
import { redisBus } from './redis-bus';

const REDIS = redisFor('redisBus');

const open: Bus[] = [];
afterEach(async () => {
  for (const bus of open.splice(0)) await bus.close();
});

async function bus(): Promise<Bus> {
  const created = await redisBus(REDIS!);
  open.push(created);
  return created;
}

/** Resolves once `list` holds `length` entries (Redis delivers asynchronously); fails after 3 s. */
async function until(list: readonly string[], length: number): Promise<void> {
  const deadline = Date.now() + 3000;
  while (list.length < length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

describe.skipIf(!REDIS)('redisBus (a real redis-server)', () => {
  it('delivers in publish order to every process subscribed, its own included, until unsubscribed', async () => {
    // Two buses are two processes: each has its own publisher and subscriber connection.
    const channel = `test-${Math.random().toString(36).slice(2)}`;
    const a = await bus();
    const b = await bus();
    const onA: string[] = [];
    const onB: string[] = [];
    const onBAgain: string[] = [];
    await a.subscribe(channel, (message) => onA.push(message));
    const stopB = await b.subscribe(channel, (message) => onB.push(message));
    await b.subscribe(channel, (message) => onBAgain.push(message));
    await b.subscribe(`${channel}-other`, (message) => onB.push(`other:${message}`));

    for (const message of ['1', '2', '3']) await a.publish(channel, message);
    await b.publish(channel, '4');
    await until(onA, 4);
    await until(onB, 4);
    expect(onA).toEqual(['1', '2', '3', '4']);
    expect(onB).toEqual(['1', '2', '3', '4']);

    await stopB();
    await a.publish(channel, '5');
    await until(onBAgain, 5);
    expect(onBAgain).toEqual(['1', '2', '3', '4', '5']);
    expect(onB).toEqual(['1', '2', '3', '4']);
  });

  it('refuses to start when Redis cannot be reached', async () => {
    // Port 1 on loopback: nothing listens there.
    await expect(redisBus('redis://127.0.0.1:1')).rejects.toThrow(
      /^cannot reach Redis at REDIS_URL/,
    );
  });
});
