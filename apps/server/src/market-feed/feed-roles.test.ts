import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { SimulatedQuote } from '@waihui/core';
import { localBus } from '../cluster/bus';
import { FeedRoles } from './feed-roles';
import { decodeQuoteBatch, encodeQuoteBatch, QUOTES_CHANNEL } from './quote-bus';
import type { Quote } from './quote-source';

/** Lets queued microtasks run (a leader publishes a step once it ended). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const quote = (symbol: string, seq: number): Quote => ({
  symbol,
  bid: '1.00',
  ask: '1.02',
  last: '1.01',
  ts: 1000 + seq,
  seq,
});

const WALK: ReadonlyMap<string, SimulatedQuote> = new Map([
  ['BTCUSD', { mid: 101, bid: 100, ask: 102 }],
]);

/** Roles over recording fakes of the source, sequence, writes and tick path, on a local bus. */
function setUp(stored: Quote[] = []) {
  const bus = localBus();
  const events: string[] = [];
  let whileReading = async () => {};
  const record = (event: string) => () => {
    events.push(event);
  };
  const roles = new FeedRoles({
    bus,
    source: {
      kind: 'fake',
      start: record('source start'),
      stop: record('source stop'),
      resumeFrom: (latest) => events.push(`resume ${[...latest.keys()].join()}`),
    },
    sequence: {
      observe: (seq) => events.push(`observe ${seq}`),
      renew: async () => {
        events.push('renew');
      },
      idle: async () => {},
    },
    persistence: {
      start: record('writes start'),
      stop: record('writes stop'),
      persist: async () => {
        events.push('persist');
      },
      idle: async () => {},
    },
    applyNumbered: (numbered) => {
      events.push(`apply ${numbered.symbol} ${numbered.seq}`);
      return numbered.symbol !== 'XXXUSD';
    },
    adopt: (adopted) => events.push(`adopt ${adopted.symbol} ${adopted.seq}`),
    storedQuotes: async () => {
      await whileReading();
      return stored;
    },
    latestInUnits: () => WALK,
    log: pino({ enabled: false }),
  });
  const published: Quote[][] = [];
  const messages: string[] = [];
  void bus.subscribe(QUOTES_CHANNEL, (message) => {
    messages.push(message);
    published.push(decodeQuoteBatch(message)?.quotes ?? []);
  });
  const fromLeader = (...quotes: Quote[]) =>
    bus.publish(QUOTES_CHANNEL, encodeQuoteBatch({ origin: 'the-leader', quotes }));
  /** Runs `action` while a follower reads the stored quotes (after it subscribed to the bus). */
  const whileReadingStored = (action: () => Promise<void>) => {
    whileReading = action;
  };
  return { roles, bus, events, published, messages, fromLeader, whileReadingStored };
}

describe('feed roles', () => {
  it('leads by default; leading runs the source and the writes', async () => {
    const { roles, events } = setUp();
    expect(roles.role).toBe('lead');
    await roles.lead();
    expect(events).toEqual(['source start', 'writes start']);
    await roles.lead();
    expect(events).toHaveLength(2);
  });

  it('a leader publishes the quotes of one step as one batch once the step ended', async () => {
    const { roles, published } = setUp();
    roles.publish(quote('BTCUSD', 1)); // before the first switch: start quotes stay local
    await roles.lead();
    roles.publish(quote('BTCUSD', 2));
    roles.publish(quote('ETHUSD', 3));
    expect(published).toEqual([]);
    await settle();
    roles.publish(quote('BTCUSD', 4));
    await settle();
    expect(published).toEqual([[quote('BTCUSD', 2), quote('ETHUSD', 3)], [quote('BTCUSD', 4)]]);
  });

  it('a demoted leader stops the source and the writes, publishes its last step and writes once more', async () => {
    const { roles, bus, events, published, messages } = setUp();
    await roles.lead();
    roles.publish(quote('BTCUSD', 2));
    events.length = 0;
    await roles.follow();
    expect(roles.role).toBe('follow');
    expect(events).toEqual(['source stop', 'writes stop', 'persist']);
    expect(published).toEqual([[quote('BTCUSD', 2)]]);
    // Its own last batch arriving late (Redis delivers after the subscription) is not applied twice.
    events.length = 0;
    await bus.publish(QUOTES_CHANNEL, messages[0]!);
    expect(events).toEqual([]);
  });

  it('a process starting as follower writes nothing, applies the leader’s batches and publishes none', async () => {
    const { roles, bus, events, fromLeader } = setUp();
    await roles.follow();
    expect(events).toEqual(['source stop', 'writes stop']);
    events.length = 0;
    await fromLeader(quote('BTCUSD', 7), quote('XXXUSD', 8), quote('ETHUSD', 9));
    expect(events).toEqual([
      'apply BTCUSD 7',
      'observe 7',
      'apply XXXUSD 8',
      'apply ETHUSD 9',
      'observe 9',
    ]);
    events.length = 0;
    roles.publish(quote('BTCUSD', 10)); // a follower's own quote goes nowhere
    await settle();
    await bus.publish(QUOTES_CHANNEL, 'not a batch');
    expect(events).toEqual([]);
  });

  it('a follower adopts the stored quotes of instruments the bus has not quoted yet', async () => {
    const { roles, events, fromLeader, whileReadingStored } = setUp([
      quote('BTCUSD', 3),
      quote('ETHUSD', 4),
    ]);
    whileReadingStored(() => fromLeader(quote('BTCUSD', 5)));
    await roles.follow();
    expect(events.filter((event) => event.startsWith('adopt'))).toEqual(['adopt ETHUSD 4']);
  });

  it('promoted: stops following, resumes the walk from the latest quotes, renews the numbers, then runs', async () => {
    const { roles, events, fromLeader } = setUp();
    await roles.follow();
    events.length = 0;
    await roles.lead();
    expect(events).toEqual(['resume BTCUSD', 'renew', 'source start', 'writes start']);
    events.length = 0;
    await fromLeader(quote('BTCUSD', 7));
    expect(events).toEqual([]);
  });

  it('switches one after another, each once', async () => {
    const { roles, events } = setUp();
    await Promise.all([roles.lead(), roles.follow(), roles.follow(), roles.lead()]);
    expect(events).toEqual([
      'source start',
      'writes start',
      'source stop',
      'writes stop',
      'persist',
      'resume BTCUSD',
      'renew',
      'source start',
      'writes start',
    ]);
  });

  it('stopping writes what is pending when leading, nothing when following, and then switches no more', async () => {
    const leading = setUp();
    await leading.roles.lead();
    leading.events.length = 0;
    await leading.roles.stop();
    expect(leading.events).toEqual(['source stop', 'writes stop', 'persist']);
    leading.events.length = 0;
    await leading.roles.follow();
    expect(leading.events).toEqual([]);

    const following = setUp();
    await following.roles.follow();
    following.events.length = 0;
    await following.roles.stop();
    expect(following.events).toEqual(['source stop', 'writes stop']);
    await following.fromLeader(quote('BTCUSD', 7));
    expect(following.events).toEqual(['source stop', 'writes stop']);
  });
});
