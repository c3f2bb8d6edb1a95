import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { localBus } from '../cluster/bus';
import { inTransaction } from '../db/transaction';
import { createTestDatabase } from '../../test/fixtures';
import { MarketHolidays } from './holidays';

/*
 * Two processes' holidays on one database and one bus (the local bus standing in for Redis): the
 * one whose operator changed a holiday applies it at once; the other reads them again on the bus
 * message.
 */
describe('market holidays across processes', () => {
  it('a change committed in one process is in force in the other after its bus message', async () => {
    const { db } = await createTestDatabase();
    const bus = localBus();
    const log = pino({ enabled: false });
    const here = new MarketHolidays({ db, bus, log });
    const there = new MarketHolidays({ db, bus, log });
    await here.reload();
    await there.reload();
    const stopHere = await here.listen();
    const stopThere = await there.listen();
    const seeded = there.list.length;
    expect(seeded).toBe(here.list.length);

    const key = { calendar: 'hkex_index' as const, date: '2026-12-03' };
    const row = { ...key, closedFrom: '12:00', closedUntil: null, name: 'Typhoon signal 8' };
    await inTransaction(db, (tx) => here.save(tx, row));
    expect(there.list).toHaveLength(seeded); // not before the message
    here.changed(key, row);
    // Applied here at once; there once it has read the database again.
    expect(here.list.filter((holiday) => holiday.date === key.date)).toEqual([
      { calendar: 'hkex_index', date: '2026-12-03', closedFrom: '12:00', name: 'Typhoon signal 8' },
    ]);
    await vi.waitFor(() => expect(there.list).toHaveLength(seeded + 1));
    expect(there.list.filter((holiday) => holiday.date === key.date)).toEqual([
      { calendar: 'hkex_index', date: '2026-12-03', closedFrom: '12:00', name: 'Typhoon signal 8' },
    ]);
    await stopHere();
    await stopThere();
  });
});
