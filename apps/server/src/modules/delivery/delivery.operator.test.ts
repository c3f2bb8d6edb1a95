import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminDeliverySettings } from '@waihui/contracts';
import { createTestApp } from '../../../test/fixtures';
import { deliveryApp, place, player, records, step, stepAndSettle } from './delivery.fixtures';
import { rows } from '../trading/trading.fixtures';
import {
  insertOperator,
  lastAudit,
  saveWithSecondAdmin,
  TEST_TOTP_KEY,
} from '../backoffice/backoffice.fixtures';

const CONFIG = { DEMO_MODE: 'false', OPERATOR_TOTP_KEY: TEST_TOTP_KEY };

describe('delivery settings (back-office)', () => {
  it('a payout-rate change applies to new contracts; the open one settles at its own rate', async () => {
    const t = await deliveryApp({ OPERATOR_TOTP_KEY: TEST_TOTP_KEY });
    const admin = await insertOperator(t.database.db, ['admin']);
    step(t, 1); // mid 60005
    const alice = await player(t, '1000');
    const first = await place(t, alice.token, { direction: 'up', seconds: 60, stake: '100' });
    expect(first.payout_rate).toBe('0.8');

    const read = await t.call<AdminDeliverySettings>('GET', '/api/admin/settings/delivery', {
      token: admin.token,
    });
    expect(read.body.data).toEqual({
      periods: [
        { seconds: 60, payout_rate: '0.8', enabled: true },
        { seconds: 180, payout_rate: '0.82', enabled: true },
        { seconds: 300, payout_rate: '0.85', enabled: true },
        { seconds: 600, payout_rate: '0.88', enabled: true },
      ],
      min_stake: '10',
      max_stake: '10000',
    });

    // 60 s at 0.7, 120 s new, the rest left out (disabled); stakes 20 to 500.
    const secondAdmin = await insertOperator(t.database.db, ['admin']);
    const applied = await saveWithSecondAdmin(
      t,
      '/api/admin/settings/delivery/save',
      admin.token,
      {
        periods: [
          { seconds: 60, payout_rate: '0.7', enabled: true },
          { seconds: 120, payout_rate: '0.75', enabled: true },
        ],
        min_stake: '20',
        max_stake: '500',
      },
      secondAdmin.token,
    );
    expect(applied.body.data).toMatchObject({ action: 'settings.delivery', status: 'applied' });
    const saved = await t.call<AdminDeliverySettings>('GET', '/api/admin/settings/delivery', {
      token: admin.token,
    });
    expect(saved.body.data).toEqual({
      periods: [
        { seconds: 60, payout_rate: '0.7', enabled: true },
        { seconds: 120, payout_rate: '0.75', enabled: true },
        { seconds: 180, payout_rate: '0.82', enabled: false },
        { seconds: 300, payout_rate: '0.85', enabled: false },
        { seconds: 600, payout_rate: '0.88', enabled: false },
      ],
      min_stake: '20',
      max_stake: '500',
    });
    const audit = await lastAudit(t, admin.token, 'settings.delivery');
    expect(audit).toMatchObject({
      actor_id: secondAdmin.userId,
      target: 'settings:delivery',
      before: read.body.data,
      after: saved.body.data,
    });

    const second = await place(t, alice.token, { direction: 'up', seconds: 60, stake: '100' });
    expect(second.payout_rate).toBe('0.7');
    const tooBig = await t.call('POST', '/api/microtrade/submit', {
      token: alice.token,
      body: { symbol: 'BTCUSD', direction: 'up', seconds: 60, stake: '501' },
    });
    expect(tooBig.body.data).toMatchObject({ reason: 'DELIVERY_STAKE_ABOVE_MAXIMUM' });

    await stepAndSettle(t, 4); // 10:01:00 mid 60205: both "up" win
    const settled = await records(t, alice.token);
    expect(settled.map((c) => [c.id, c.payout_rate, c.payout])).toEqual([
      [second.id, '0.7', '170'], // 100 × (1 + 0.7)
      [first.id, '0.8', '180'], // 100 × (1 + 0.8): its own rate
    ]);
  });

  it('refuses a rate above 1, stake limits the wrong way round and a period given twice', async () => {
    const t = await createTestApp({ config: CONFIG });
    const admin = await insertOperator(t.database.db, ['admin']);
    const save = (body: Record<string, unknown>) =>
      t.call('POST', '/api/admin/settings/delivery/save', { token: admin.token, body });
    const period = { seconds: 60, payout_rate: '0.8', enabled: true };
    const refused = [
      await save({ periods: [{ ...period, payout_rate: '1.5' }], min_stake: '1', max_stake: '2' }),
      await save({ periods: [period], min_stake: '20', max_stake: '10' }),
      await save({ periods: [period, period], min_stake: '1', max_stake: '2' }),
    ];
    expect(refused.map((res) => res.body.data)).toEqual([
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
      expect.objectContaining({ reason: 'VALIDATION_FAILED' }),
    ]);
    const [stored] = await rows<{ n: number }>(
      t.database.db.execute(sql`select count(*)::int as n from audit_log`),
    );
    expect(stored!.n).toBe(0);
  });
});
