import { describe, expect, it } from 'vitest';
import { localBus } from './bus';

describe('localBus', () => {
  it('delivers in publish order to every subscriber of the channel, and stops after unsubscribe', async () => {
    const bus = localBus();
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await bus.subscribe('quotes', (message) => first.push(message));
    await bus.subscribe('quotes', (message) => second.push(message));
    await bus.subscribe('other', (message) => second.push(`other:${message}`));
    await bus.publish('quotes', 'a');
    await bus.publish('quotes', 'b');
    await stopFirst();
    await bus.publish('quotes', 'c');
    expect(first).toEqual(['a', 'b']);
    expect(second).toEqual(['a', 'b', 'c']);
    await bus.close();
  });
});
