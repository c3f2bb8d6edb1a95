import { describe, expect, it } from 'vitest';
import type { FeedCondition } from '@waihui/core';
import { TickerStatusBoard } from './ticker-status';

const LIVE: FeedCondition = { state: 'live', reason: 'fresh' };
const STALE: FeedCondition = { state: 'stale', reason: 'quote_too_old' };
const WEEKEND: FeedCondition = { state: 'closed', reason: 'weekend' };
const OPENS_AT = 1_800_000_000_000;

/** A board over BTCUSD and EURUSD whose conditions the test sets; counts next-open searches. */
function board() {
  const conditions = new Map<string, FeedCondition>([
    ['BTCUSD', LIVE],
    ['EURUSD', LIVE],
  ]);
  const searches: number[] = [];
  const statuses = new TickerStatusBoard({
    symbols: ['BTCUSD', 'EURUSD'],
    conditionOf: (symbol) => conditions.get(symbol) ?? STALE,
    opensAt: (_, nowMs) => {
      searches.push(nowMs);
      return OPENS_AT;
    },
  });
  return { statuses, conditions, searches };
}

describe('ticker status board', () => {
  it('splices the status into the cached ticker JSON, and leaves a live one as it is', () => {
    const { statuses, conditions } = board();
    const json = '{"symbol":"BTCUSD","seq":7}';
    expect(statuses.announceJson('BTCUSD', json, 1)).toBe(json);
    conditions.set('BTCUSD', STALE);
    expect(statuses.announceJson('BTCUSD', json, 2)).toBe(
      '{"symbol":"BTCUSD","seq":7,"status":"stale","status_reason":"quote_too_old"}',
    );
    conditions.set('BTCUSD', WEEKEND);
    expect(statuses.announceJson('BTCUSD', json, 3)).toBe(
      `{"symbol":"BTCUSD","seq":7,"status":"closed","status_reason":"weekend","opens_at":${OPENS_AT}}`,
    );
    expect(statuses.announceJson('BTCUSD', null, 4)).toBeNull();
  });

  it('reports the announced instruments whose status changed since, once each', () => {
    const { statuses, conditions } = board();
    conditions.set('EURUSD', STALE);
    expect(statuses.changed(1)).toEqual([]); // nothing announced yet: nobody has seen them
    statuses.announce('BTCUSD', 1);
    statuses.announce('EURUSD', 1);
    expect(statuses.changed(2)).toEqual([]);
    conditions.set('BTCUSD', STALE);
    conditions.set('EURUSD', WEEKEND);
    expect(statuses.changed(3)).toEqual(['BTCUSD', 'EURUSD']);
    statuses.announce('BTCUSD', 3);
    expect(statuses.changed(4)).toEqual(['EURUSD']);
    // An HTTP answer remembers nothing: the WebSocket clients still have to hear of EURUSD.
    expect(statuses.statusOf('EURUSD', 5)).toEqual({
      status: 'closed',
      status_reason: 'weekend',
      opens_at: OPENS_AT,
    });
    expect(statuses.changed(5)).toEqual(['EURUSD']);
  });

  it('searches the next open once per closure, again once it has passed or the reason changed', () => {
    const { statuses, conditions, searches } = board();
    conditions.set('EURUSD', WEEKEND);
    statuses.statusOf('EURUSD', 10);
    statuses.statusOf('EURUSD', 20);
    expect(searches).toEqual([10]);
    conditions.set('EURUSD', { state: 'closed', reason: 'holiday' });
    statuses.statusOf('EURUSD', 30);
    statuses.statusOf('EURUSD', OPENS_AT);
    expect(searches).toEqual([10, 30, OPENS_AT]);
    // No next open for a stale instrument: only a session has one.
    conditions.set('EURUSD', STALE);
    expect(statuses.statusOf('EURUSD', 40)).toEqual({
      status: 'stale',
      status_reason: 'quote_too_old',
    });
    expect(searches).toHaveLength(3);
  });
});
