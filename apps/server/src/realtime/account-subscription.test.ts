import { describe, expect, it } from 'vitest';
import type { TradingSummary, WsServerMessage } from '@waihui/contracts';
import { type AccountFeed, type AccountPush, AccountSubscription } from './account-subscription';

/*
 * One connection's account channel with a fake feed, fake sessions and a hand-moved clock: who is
 * followed, when the session is checked again, and what reaches the socket.
 */

const SUMMARY = { balance: '100' } as TradingSummary;
const valuation = (ts: number): AccountPush => ({
  op: 'valuation',
  ts,
  summary: SUMMARY,
  positions: [],
});
const account = (event: 'order_placed' | 'order_ended'): AccountPush => ({
  op: 'account',
  event,
  order: null,
  position: null,
  summary: SUMMARY,
});

class FakeFeed implements AccountFeed {
  readonly listeners = new Map<string, (message: AccountPush) => void>();
  subscribe(userId: string, listener: (message: AccountPush) => void) {
    this.listeners.set(userId, listener);
    return () => this.listeners.delete(userId);
  }
  push(userId: string, message: AccountPush) {
    this.listeners.get(userId)?.(message);
  }
}

function setup(options: { bufferedAmount?: number } = {}) {
  const feed = new FakeFeed();
  /** token → user; a token removed here is a session that ended. */
  const sessions = new Map([
    ['tok-a', 'user-a'],
    ['tok-b', 'user-b'],
  ]);
  const lookups: string[] = [];
  let nowMs = 0;
  const sent: WsServerMessage[] = [];
  const socket = {
    send: (message: WsServerMessage) => sent.push(message),
    bufferedAmount: options.bufferedAmount ?? 0,
  };
  const errors: string[] = [];
  const channel = new AccountSubscription(
    {
      authenticate: (token) => {
        lookups.push(token);
        return Promise.resolve(sessions.get(token) ?? null);
      },
      feed,
      now: () => new Date(nowMs),
      recheckMs: 30_000,
      maxBufferedBytes: 1000,
    },
    socket,
    { error: (_object, message) => errors.push(message) },
  );
  return {
    feed,
    sessions,
    lookups,
    sent,
    channel,
    errors,
    advance: (ms: number) => (nowMs += ms),
  };
}

/** Lets the delivery chain (promise callbacks) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('account channel of one connection', () => {
  it('follows the user of the token; a new subscribe replaces it; unsubscribe and close end it', async () => {
    const s = setup();
    await s.channel.subscribe('tok-a');
    expect([...s.feed.listeners.keys()]).toEqual(['user-a']);

    await s.channel.subscribe('tok-b');
    expect([...s.feed.listeners.keys()]).toEqual(['user-b']);
    s.feed.push('user-b', valuation(1));
    await settle();

    s.channel.unsubscribe();
    expect([...s.feed.listeners.keys()]).toEqual([]);
    await s.channel.subscribe('tok-a');
    s.channel.close();
    expect([...s.feed.listeners.keys()]).toEqual([]);
    expect(s.sent).toEqual([
      { op: 'subscribed', channel: 'account' },
      { op: 'subscribed', channel: 'account' },
      valuation(1),
      { op: 'unsubscribed', channel: 'account' },
      { op: 'subscribed', channel: 'account' },
    ]);
  });

  it('a bad token is refused and leaves the connection following nobody', async () => {
    const s = setup();
    await s.channel.subscribe('tok-a');
    await s.channel.subscribe('tok-x');
    expect([...s.feed.listeners.keys()]).toEqual([]);
    expect(s.sent).toEqual([
      { op: 'subscribed', channel: 'account' },
      { op: 'error', reason: 'UNAUTHENTICATED' },
    ]);
  });

  it('of two subscribes in flight, the later one wins', async () => {
    const s = setup();
    const first = s.channel.subscribe('tok-a');
    const second = s.channel.subscribe('tok-b');
    await Promise.all([first, second]);
    expect([...s.feed.listeners.keys()]).toEqual(['user-b']);
    expect(s.sent).toEqual([{ op: 'subscribed', channel: 'account' }]);
  });

  it('checks the session before every account message and before a valuation 30 s after the last check', async () => {
    const s = setup();
    await s.channel.subscribe('tok-a'); // check 1
    s.feed.push('user-a', valuation(1)); // checked 0 s ago: no lookup
    s.feed.push('user-a', account('order_placed')); // check 2
    await settle();
    s.advance(29_999);
    s.feed.push('user-a', valuation(2)); // 29.999 s: no lookup
    await settle();
    s.advance(1);
    s.feed.push('user-a', valuation(3)); // 30 s since check 2: check 3
    await settle();
    expect(s.lookups).toEqual(['tok-a', 'tok-a', 'tok-a']);
    expect(s.sent.map((m) => (m.op === 'valuation' ? m.ts : m.op))).toEqual([
      'subscribed',
      1,
      'account',
      2,
      3,
    ]);
  });

  it('a session that ended gets one UNAUTHENTICATED and nothing more', async () => {
    const s = setup();
    await s.channel.subscribe('tok-a');
    s.sessions.delete('tok-a'); // logout
    s.feed.push('user-a', valuation(1)); // within 30 s of the last check: still sent
    s.feed.push('user-a', account('order_ended'));
    s.feed.push('user-a', valuation(2));
    await settle();
    expect(s.sent).toEqual([
      { op: 'subscribed', channel: 'account' },
      valuation(1),
      { op: 'error', reason: 'UNAUTHENTICATED' },
    ]);
    expect([...s.feed.listeners.keys()]).toEqual([]);
  });

  it('follows a book switch on the same connection: the old book’s message is dropped, the new book’s feed follows', async () => {
    const s = setup();
    await s.channel.subscribe('tok-a');
    // The session switches to practice: the same token now answers the practice holder.
    s.sessions.set('tok-a', 'user-a-practice');
    s.feed.push('user-a', account('order_placed')); // the live book's: checked, not sent
    await settle();
    expect([...s.feed.listeners.keys()]).toEqual(['user-a-practice']);
    s.feed.push('user-a', valuation(1)); // nobody follows the live book any more
    s.feed.push('user-a-practice', valuation(2));
    s.feed.push('user-a-practice', account('order_ended'));
    await settle();
    expect(s.sent).toEqual([
      { op: 'subscribed', channel: 'account' },
      { op: 'subscribed', channel: 'account' },
      valuation(2),
      account('order_ended'),
    ]);
    // The client's own subscribe after its switch answers the same way, without a reconnect.
    s.sessions.set('tok-a', 'user-a');
    await s.channel.subscribe('tok-a');
    expect([...s.feed.listeners.keys()]).toEqual(['user-a']);
    expect(s.sent.slice(4)).toEqual([{ op: 'subscribed', channel: 'account' }]);
    expect(s.errors).toEqual([]);
  });

  it('skips valuations, never account messages, while the socket is backed up', async () => {
    const s = setup({ bufferedAmount: 1001 });
    await s.channel.subscribe('tok-a');
    s.feed.push('user-a', valuation(1));
    s.feed.push('user-a', account('order_placed'));
    await settle();
    expect(s.sent.map((m) => m.op)).toEqual(['subscribed', 'account']);
  });
});
