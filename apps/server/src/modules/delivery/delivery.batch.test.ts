import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import { deliveryApp, place, player, records, step, stepAndSettle } from './delivery.fixtures';
import { findOpenContract } from './delivery.repository';

/*
 * A batch with one contract that cannot settle (delivery.worker.ts splits a failed batch): replay
 * fixture, contracts placed at 10:00:00 (mid 60005), settled at 10:01:00 (mid 60205: up wins).
 */
describe('delivery contracts: a settlement batch', () => {
  it('settles every due contract exactly once; one bad contract fails alone and stays open', async () => {
    const t = await deliveryApp();
    step(t, 1); // 60000.00 / 60010.00
    const alice = await player(t, '1000');
    const good = [];
    for (let i = 0; i < 5; i += 1)
      good.push(await place(t, alice.token, { direction: 'up', seconds: 60, stake: '10' }));
    // A sixth open contract, written straight into the table (not told to the worker), then
    // tracked as if it were a user's who does not exist: its payout's ledger account cannot be
    // opened (foreign key), so its settlement throws; the row itself is valid.
    const inserted = await t.database.db.execute(sql`
      insert into delivery_contracts (user_id, symbol, direction, seconds, payout_rate, stake,
        status, opened_at, expires_at, open_mid, open_bid, open_ask, open_quoted_at, open_quote_seq)
      select user_id, symbol, direction, seconds, payout_rate, stake, status, opened_at,
        expires_at, open_mid, open_bid, open_ask, open_quoted_at, open_quote_seq
      from delivery_contracts where id = ${good[0]!.id} returning id`);
    const badId = Number((inserted as { rows: { id: number }[] }).rows[0]!.id);
    const row = await findOpenContract(t.database.db, badId);
    t.app.delivery.worker.track({ ...row!, userId: '00000000-0000-4000-8000-000000000000' });
    expect(t.app.delivery.worker.openCount).toBe(6);

    await stepAndSettle(t, 3); // 10:00:30, 10:00:59.999, then 10:01:00 mid 60205: all six due
    const byId = new Map((await records(t, alice.token)).map((c) => [c.id, c]));
    expect(good.map((c) => [byId.get(c.id)?.status, byId.get(c.id)?.payout])).toEqual(
      good.map(() => ['settled', '18']),
    );
    expect(byId.get(badId)?.status).toBe('open');
    // Back on its heap for the next quote to retry.
    expect(t.app.delivery.worker.openCount).toBe(1);
    // Each good contract paid once: one entry each, 1000 − 50 staked + 5 × 18.
    const entries = await t.database.db.execute(sql`
      select count(distinct settle_entry_id)::int as n from delivery_contracts
      where status = 'settled' and settle_entry_id is not null`);
    expect((entries as { rows: { n: number }[] }).rows[0]!.n).toBe(5);
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['1040', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
