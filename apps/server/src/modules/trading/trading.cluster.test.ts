import { describe, expect, it } from 'vitest';
import { decode, encode, TRADING_CHANGES_CHANNEL } from './trading.cluster';
import type { AccountPush } from './trading.live';
import { step, submit, trader, tradingApp } from './trading.fixtures';

/** Lets the engine's microtask (one message per action) and the bus run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('trading changes on the bus (scale-out)', () => {
  it('publishes one message per committed action and applies another process’s message to the engine and live channel', async () => {
    const t = await tradingApp();
    const alice = await trader(t, '1000');
    step(t, 2); // BTC 60000.00 / 60010.00
    const published: string[] = [];
    await t.app.bus.subscribe(TRADING_CHANGES_CHANNEL, (message) => published.push(message));

    const placed = await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10 });
    await settle();
    expect(published).toHaveLength(1);
    const message = decode(published[0]!)!;
    expect(message.userId).toBe(alice.userId);
    expect(message.changes.map((change) => change.kind)).toEqual(['position_opened']);
    const opened = message.changes[0]!;
    if (opened.kind !== 'position_opened') throw new Error('not position_opened');
    expect(opened.position.id).toBe(placed.position!.id);
    // Dates survive the trip (rows are used as read from the database).
    expect(opened.position.openedAt).toBeInstanceOf(Date);
    expect(decode(encode(message))).toEqual(message);

    // The same change as another process would publish it: this engine applies it, the user's
    // listener here hears it, and it is not published again.
    const pushes: AccountPush[] = [];
    const stop = t.app.trading.live.subscribe(alice.userId, (push) => pushes.push(push));
    await t.app.bus.publish(
      TRADING_CHANGES_CHANNEL,
      encode({ ...message, origin: 'another-process' }),
    );
    await t.app.trading.engine.idle();
    // The push waits for the live channel's database read; a generous bound, not a timing assert.
    const deadline = Date.now() + 10_000;
    while (pushes.length === 0 && Date.now() < deadline) await sleep(10);
    stop();
    expect(
      pushes.map((push) => (push.op === 'account' ? [push.event, push.position?.id] : push.op)),
    ).toEqual([['position_opened', placed.position!.id]]);
    await settle();
    expect(published).toHaveLength(2);
  });

  it('ignores what is not a trading change', () => {
    expect(decode('not json')).toBeNull();
    expect(decode(JSON.stringify({ origin: 'x', userId: 1, changes: [] }))).toBeNull();
  });
});
