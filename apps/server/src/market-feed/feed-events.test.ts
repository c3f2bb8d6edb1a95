import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { type FeedEvent, FeedEventLog } from './feed-events';

const event = (at: number, kind: FeedEvent['kind']): FeedEvent => ({
  at,
  kind,
  instrument: 'BTCUSD',
  sourceId: 'kraken',
  details: { from: 'binance', to: 'kraken' },
});

/** A database whose inserts are recorded (row counts per insert), failing the first `failures`. */
function fakeDb(failures: number) {
  const inserts: number[] = [];
  let failed = 0;
  const db = {
    insert: () => ({
      values: (rows: unknown[]) => {
        if (failed < failures) {
          failed += 1;
          return Promise.reject(new Error('connection lost'));
        }
        inserts.push(rows.length);
        return Promise.resolve();
      },
    }),
  } as unknown as Db;
  return { db, inserts };
}

function logOf() {
  const lines: string[] = [];
  const log = {
    warn: (_: unknown, message: string) => lines.push(`warn ${message}`),
    error: (_: unknown, message: string) => lines.push(`error ${message}`),
  };
  return { log, lines };
}

describe('FeedEventLog', () => {
  it('writes the events of one burst in one insert, and logs each', async () => {
    const { db, inserts } = fakeDb(0);
    const { log, lines } = logOf();
    const events = new FeedEventLog({ db, log: log as never });
    events.record(event(1, 'outage'));
    events.record(event(1, 'switch'));
    await events.idle();
    expect(inserts).toEqual([2]);
    expect(lines).toEqual(['warn price feed outage', 'warn price feed switch']);
  });

  it('keeps events a failed insert could not write and writes them with the next', async () => {
    const { db, inserts } = fakeDb(1);
    const { log, lines } = logOf();
    const events = new FeedEventLog({ db, log: log as never });
    events.record(event(1, 'outage'));
    await events.idle();
    expect(inserts).toEqual([]);
    expect(lines).toEqual(['warn price feed outage', 'error could not write feed events']);
    events.record(event(2, 'switch'));
    await events.idle();
    expect(inserts).toEqual([2]);
  });
});
