import { describe, expect, it } from 'vitest';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import { createTestApp } from '../../../test/fixtures';
import {
  AFTER_RESTART_REPLAY,
  REPLAY,
  place,
  player,
  records,
  replayedSource,
  settledPart,
  stepAndSettle,
} from './delivery.fixtures';

/*
 * Restart (fixtures/README.md): contracts placed at 10:00:00 (mid 60005); the server is down from
 * before 10:01:00 to 10:01:30. The restarted app's feed starts at 10:01:30 (mid 59005).
 */
describe('delivery contracts: restart', () => {
  it('contracts expired while down settle at the first quote after start, and say so', async () => {
    const first = await createTestApp({ config: { MARKET_FEED: REPLAY, DEMO_MODE: 'false' } });
    await stepAndSettle(first, 1);
    const alice = await player(first, '1000');
    const up = await place(first, alice.token, { direction: 'up', seconds: 60, stake: '100' });
    const down = await place(first, alice.token, { direction: 'down', seconds: 60, stake: '100' });
    const later = await place(first, alice.token, { direction: 'up', seconds: 180, stake: '100' });
    await first.close();

    first.clock.advanceSeconds(90); // 10:01:30
    const t = await createTestApp({
      config: { MARKET_FEED: AFTER_RESTART_REPLAY, DEMO_MODE: 'false' },
      keepData: true,
      now: first.clock,
    });
    expect(t.app.delivery.worker.openCount).toBe(3);
    await stepAndSettle(t, 1); // 10:01:30, mid 59005: the first quote after start
    const afterStart = {
      mid: '59005',
      bid: '59000.00',
      ask: '59010.00',
      quoted_at: '2026-11-22T10:01:30.000Z',
      quote_seq: 100001,
      source: replayedSource('59000.00', '59010.00'),
    };
    const byId = async () => new Map((await records(t, alice.token)).map((c) => [c.id, c]));
    let now = await byId();
    expect(settledPart(now.get(up.id))).toEqual({
      status: 'settled',
      outcome: 'loss',
      payout: '0',
      settlement: afterStart,
      settled_after_restart: true,
      // This process heard no quote before it (a replay starts without the stored ones): a restart only.
      settled_after_pause: false,
    });
    expect(settledPart(now.get(down.id))).toEqual({
      status: 'settled',
      outcome: 'win',
      payout: '180',
      settlement: afterStart,
      settled_after_restart: true,
      // This process heard no quote before it (a replay starts without the stored ones): a restart only.
      settled_after_pause: false,
    });
    // Not expired yet: waits for its own expiry (10:03:00).
    expect(now.get(later.id)?.status).toBe('open');

    await stepAndSettle(t, 1); // 10:03:00, mid 61005
    now = await byId();
    expect(settledPart(now.get(later.id))).toEqual({
      status: 'settled',
      outcome: 'win',
      payout: '182', // 100 × (1 + 0.82)
      settlement: {
        mid: '61005',
        bid: '61000.00',
        ask: '61010.00',
        quoted_at: '2026-11-22T10:03:00.000Z',
        quote_seq: 100002,
        source: replayedSource('61000.00', '61010.00'),
      },
      settled_after_restart: false,
      settled_after_pause: true, // 90 s after 10:01:30
    });
    // 1000 − 300 + 180 + 182
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['1062', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
