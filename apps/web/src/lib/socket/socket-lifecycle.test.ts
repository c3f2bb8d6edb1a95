import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordSockets } from '@/test/fake-socket';
import { createSocketLifecycle, parseFrame, type SocketLifecycle } from './socket-lifecycle';

let record: ReturnType<typeof recordSockets>;
let events: string[];
let wanted: boolean;
let random: number;
let lifecycle: SocketLifecycle;

beforeEach(() => {
  vi.useFakeTimers();
  record = recordSockets();
  events = [];
  wanted = true;
  random = 0.5; // no jitter
  lifecycle = createSocketLifecycle({
    openSocket: record.open,
    random: () => random,
    wanted: () => wanted,
    onOpen: () => events.push('open'),
    onMessage: (data) => events.push(`message ${String(data)}`),
    onDrop: () => events.push('drop'),
  });
});

afterEach(() => {
  lifecycle.close();
  vi.useRealTimers();
});

/** Milliseconds from now until the next socket is opened (a failed attempt each time). */
function waitForNextSocket(): number {
  const before = record.sockets.length;
  for (let ms = 1; ms <= 60_000; ms += 1) {
    vi.advanceTimersByTime(1);
    if (record.sockets.length > before) return ms;
  }
  throw new Error('no attempt within 60 s');
}

describe('socket lifecycle: one socket', () => {
  it('opens one socket, sends only once it is open, and hands every frame on', () => {
    lifecycle.connect();
    lifecycle.connect();
    expect(record.sockets).toHaveLength(1);
    lifecycle.send({ op: 'subscribe' });
    expect([lifecycle.isOpen(), record.last().sent]).toEqual([false, []]);

    record.last().open();
    lifecycle.send({ op: 'subscribe' });
    record.last().receive('{"op":"hello"}');
    lifecycle.connect();
    expect(record.sockets).toHaveLength(1);
    expect([lifecycle.isOpen(), lifecycle.isIdle()]).toEqual([true, false]);
    expect(record.last().sent).toEqual([{ op: 'subscribe' }]);
    expect(events).toEqual(['open', 'message {"op":"hello"}']);
  });

  it('opens nothing while not wanted', () => {
    wanted = false;
    lifecycle.connect();
    expect([record.sockets.length, lifecycle.isIdle()]).toEqual([0, true]);
  });

  it('reads a frame as a JSON object, anything else as null', () => {
    expect(parseFrame('{"op":"pong"}')).toEqual({ op: 'pong' });
    expect([parseFrame('nope'), parseFrame('"text"'), parseFrame('null'), parseFrame(7)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('socket lifecycle: reconnects', () => {
  it('retries after 1 s, 2 s, 4 s … 30 s, and from 1 s again once the client says it is good', () => {
    lifecycle.connect();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      record.last().drop();
      waits.push(waitForNextSocket());
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(events.filter((event) => event === 'drop')).toHaveLength(7);

    // Opening alone does not reset the backoff (the live client waits for its `subscribed`).
    record.last().open();
    record.last().drop();
    expect(waitForNextSocket()).toBe(30_000);
    record.last().open();
    lifecycle.resetBackoff();
    record.last().drop();
    expect(waitForNextSocket()).toBe(1000);
  });

  it('spreads each wait by up to ±20% at random', () => {
    lifecycle.connect();
    random = 0;
    record.last().drop();
    expect(waitForNextSocket()).toBe(800);
    random = 0.999_999;
    record.last().drop();
    expect(waitForNextSocket()).toBe(2400);
  });

  it('counts an error, a socket that does not open within 10 s, and a throwing open as failures', () => {
    lifecycle.connect();
    const first = record.last();
    first.onerror?.({});
    first.drop(); // the close after the error is not a second failure
    expect(events).toEqual(['drop']);
    expect(first.closed).toBe(true);

    expect(waitForNextSocket()).toBe(1000);
    vi.advanceTimersByTime(9999);
    expect(record.last().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(record.last().closed).toBe(true);
    expect(events).toEqual(['drop', 'drop']);

    const failing = createSocketLifecycle({
      openSocket: () => {
        throw new Error('blocked');
      },
      onOpen: () => undefined,
      onMessage: () => undefined,
      onDrop: () => events.push('failing drop'),
    });
    failing.connect();
    expect([events.at(-1), failing.isIdle()]).toEqual(['failing drop', false]);
    failing.close();
  });

  it('drops the socket when the client finds it unusable', () => {
    lifecycle.connect();
    record.last().open();
    lifecycle.drop();
    expect([record.last().closed, lifecycle.isOpen(), events.at(-1)]).toEqual([
      true,
      false,
      'drop',
    ]);
    expect(waitForNextSocket()).toBe(1000);
  });

  it('stops retrying once the socket is no longer wanted', () => {
    lifecycle.connect();
    wanted = false;
    record.last().drop();
    vi.advanceTimersByTime(120_000);
    expect([record.sockets.length, lifecycle.isIdle(), events]).toEqual([1, true, ['drop']]);
  });

  it('reconnectNow skips the wait of a scheduled attempt, and does nothing otherwise', () => {
    lifecycle.reconnectNow();
    expect(record.sockets).toHaveLength(0);
    lifecycle.connect();
    record.last().drop();
    lifecycle.reconnectNow();
    expect(record.sockets).toHaveLength(2);
    lifecycle.reconnectNow(); // an attempt is under way
    expect(record.sockets).toHaveLength(2);
  });

  it('close cancels the scheduled attempt, closes the socket and starts the backoff over', () => {
    lifecycle.connect();
    record.last().drop();
    expect(waitForNextSocket()).toBe(1000);
    const second = record.last();
    lifecycle.close();
    second.open(); // a late event of the closed socket changes nothing
    expect([second.closed, lifecycle.isIdle(), events]).toEqual([true, true, ['drop']]);
    vi.advanceTimersByTime(60_000);
    expect(record.sockets).toHaveLength(2);

    lifecycle.connect();
    record.last().drop();
    expect(waitForNextSocket()).toBe(1000);
  });
});

describe('socket lifecycle: heartbeat', () => {
  it('pings after a silent beat and drops after a second one; any frame counts as life', () => {
    lifecycle.connect();
    const socket = record.last();
    socket.open();
    vi.advanceTimersByTime(10_000);
    socket.receive({ op: 'update' });
    vi.advanceTimersByTime(5000); // beat at 15 s: something was heard
    expect(socket.sent).toEqual([]);
    vi.advanceTimersByTime(15_000); // beat at 30 s: silence, ping
    expect(socket.sent).toEqual([{ op: 'ping' }]);
    socket.receive({ op: 'pong' });
    vi.advanceTimersByTime(15_000); // beat at 45 s: the pong counts
    vi.advanceTimersByTime(15_000); // 60 s: ping again
    expect([socket.sent, socket.closed]).toEqual([[{ op: 'ping' }, { op: 'ping' }], false]);
    vi.advanceTimersByTime(15_000); // 75 s: no answer, dead
    expect([socket.closed, events.at(-1)]).toEqual([true, 'drop']);
  });
});
