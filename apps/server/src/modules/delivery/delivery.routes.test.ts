import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DeliveryListsData, DeliveryRecordsData } from '@waihui/contracts';
import { LANGUAGES } from '@waihui/contracts';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import { T0 } from '../../../test/fixtures';
import { RULE_MESSAGES } from '../../../test/messages';
import {
  deliveryApp,
  place,
  player,
  records,
  replayedSource,
  settledPart,
  step,
  stepAndSettle,
} from './delivery.fixtures';
/* Delivery contracts on the replay fixture (fixtures/README.md); the clock stands at T0 = tick 1. */

describe('delivery contracts', () => {
  it('lists the offer from the database settings', async () => {
    const t = await deliveryApp();
    step(t, 1);
    const alice = await player(t, '1000');
    const res = await t.call<DeliveryListsData>('GET', '/api/microtrade/lists', {
      token: alice.token,
    });
    expect(res.body.data).toMatchObject({
      enabled: true,
      currency: 'USD',
      account: 'coin',
      min_stake: '10',
      max_stake: '10000',
      available: '1000',
      periods: [
        { seconds: 60, payout_rate: '0.8' },
        { seconds: 180, payout_rate: '0.82' },
        { seconds: 300, payout_rate: '0.85' },
        { seconds: 600, payout_rate: '0.88' },
      ],
    });
    expect(res.body.data.instruments.find((i) => i.symbol === 'BTCUSD')).toEqual({
      symbol: 'BTCUSD',
      precision: 2,
      bid: '60000.00',
      ask: '60010.00',
      mid: '60005',
      // MARKET_SESSIONS is off: every period is offered on every instrument.
      period_seconds: [60, 180, 300, 600],
    });
    // Settings are data: a changed rate is what the next list (and contract) uses.
    await t.database.db.execute(
      sql`update delivery_periods set payout_rate = '0.9' where seconds = 60`,
    );
    const after = await t.call<DeliveryListsData>('GET', '/api/microtrade/lists');
    expect(after.body.data.periods[0]).toEqual({ seconds: 60, payout_rate: '0.9' });
    expect(after.body.data.available).toBe('0');
  });

  it('a browser-test server (DELIVERY_PERIODS) offers only its own periods', async () => {
    const t = await deliveryApp({ DELIVERY_PERIODS: '15:0.8,30:0.85' });
    step(t, 1);
    const lists = await t.call<DeliveryListsData>('GET', '/api/microtrade/lists');
    expect(lists.body.data.periods).toEqual([
      { seconds: 15, payout_rate: '0.8' },
      { seconds: 30, payout_rate: '0.85' },
    ]);
    const alice = await player(t, '1000');
    const refused = await t.call('POST', '/api/microtrade/submit', {
      token: alice.token,
      body: { symbol: 'BTCUSD', direction: 'up', seconds: 60, stake: '100' },
    });
    expect(refused.body.data).toMatchObject({ reason: 'DELIVERY_PERIOD_UNAVAILABLE' });
    const placed = await place(t, alice.token, { direction: 'up', seconds: 15, stake: '100' });
    expect(placed).toMatchObject({ seconds: 15, payout_rate: '0.8' });
  });

  it('settles at the first quote at or after expiry: not before, not a later one', async () => {
    const t = await deliveryApp();
    step(t, 1); // 60000.00 / 60010.00, mid 60005
    const alice = await player(t, '1000');
    const up = await place(t, alice.token, { direction: 'up', seconds: 60, stake: '100' });
    const down = await place(t, alice.token, { direction: 'down', seconds: 60, stake: '50' });
    expect(up).toMatchObject({
      status: 'open',
      payout_rate: '0.8',
      stake: '100',
      opened_at: T0.toISOString(),
      expires_at: '2026-11-22T10:01:00.000Z',
      open: {
        mid: '60005',
        bid: '60000.00',
        ask: '60010.00',
        quoted_at: T0.toISOString(),
        quote_seq: 1,
      },
      settlement: null,
      outcome: null,
      payout: null,
    });
    // 1000 − 100 − 50 taken at placement
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['850', '0'],
    });

    await stepAndSettle(t, 2); // 10:00:30 and 10:00:59.999: before expiry
    expect((await records(t, alice.token)).map((c) => c.status)).toEqual(['open', 'open']);

    await stepAndSettle(t, 2); // 10:01:00 mid 60205 (at expiry), then 10:01:00 mid 50005
    const settlement = {
      mid: '60205',
      bid: '60200.00',
      ask: '60210.00',
      quoted_at: '2026-11-22T10:01:00.000Z',
      quote_seq: 4,
      source: replayedSource('60200.00', '60210.00'),
    };
    const [downAfter, upAfter] = await records(t, alice.token);
    expect(settledPart(upAfter)).toEqual({
      status: 'settled',
      outcome: 'win',
      payout: '180', // 100 × (1 + 0.8)
      settlement,
      settled_after_restart: false,
      settled_after_pause: false, // 1 ms after the quote before
    });
    expect(settledPart(downAfter)).toEqual({
      status: 'settled',
      outcome: 'loss',
      payout: '0',
      settlement,
      settled_after_restart: false,
      settled_after_pause: false, // 1 ms after the quote before
    });
    expect([upAfter?.id, downAfter?.id]).toEqual([up.id, down.id]);
    // 850 + 180
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['1030', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('a tie refunds the stake', async () => {
    const t = await deliveryApp();
    step(t, 5); // … 10:01:00 50000.00 / 50010.00, mid 50005
    t.clock.advanceSeconds(60); // 10:01:00
    const alice = await player(t, '1000');
    await place(t, alice.token, { direction: 'up', seconds: 60, stake: '12.34567891' });
    await stepAndSettle(t, 2); // 10:02:00 mid 50005 (tie); 10:02:05 mid 51005 (never used)
    const [tie] = await records(t, alice.token);
    expect(settledPart(tie)).toEqual({
      status: 'settled',
      outcome: 'tie',
      payout: '12.34567891',
      settlement: {
        mid: '50005',
        bid: '50000.00',
        ask: '50010.00',
        quoted_at: '2026-11-22T10:02:00.000Z',
        quote_seq: 6,
        source: replayedSource('50000.00', '50010.00'),
      },
      settled_after_restart: false,
      // 60 s after the quote before (10:01:00), past BTCUSD's 10 s limit: the first after a pause.
      settled_after_pause: true,
    });
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['1000', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('50 parallel submits on a balance covering one: exactly one is accepted', async () => {
    const t = await deliveryApp();
    step(t, 1);
    const alice = await player(t, '100');
    // Submit i: 100 USD for 60 s, up when i is even, under its own key.
    const submit = (i: number) =>
      t.call<{ replayed: boolean; contract: { id: number } }>('POST', '/api/microtrade/submit', {
        token: alice.token,
        body: {
          symbol: 'BTCUSD',
          direction: i % 2 === 0 ? 'up' : 'down',
          seconds: 60,
          stake: '100',
          idempotency_key: `k${i}`,
        },
      });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => submit(i)));
    const reasons = answers.map((a) => (a.body.code === 1 ? 'ok' : a.body.data.reason));
    expect(reasons.filter((r) => r === 'ok')).toHaveLength(1);
    expect(reasons.filter((r) => r === 'INSUFFICIENT_BALANCE')).toHaveLength(49);
    expect(await records(t, alice.token)).toHaveLength(1);
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['0', '0'],
    });
    // A retry of the accepted key answers the same contract, moving nothing.
    const accepted = answers.findIndex((a) => a.body.code === 1);
    const retry = await submit(accepted);
    expect(retry.body.data).toMatchObject({
      replayed: true,
      contract: { id: answers[accepted]?.body.data.contract.id },
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });

  it('refuses what the settings do not offer', async () => {
    const t = await deliveryApp();
    step(t, 1);
    const alice = await player(t, '100000');
    const cases: [Record<string, unknown>, string, Record<string, unknown>?][] = [
      [{ seconds: 90 }, 'DELIVERY_PERIOD_UNAVAILABLE'],
      [{ stake: '9.99' }, 'DELIVERY_STAKE_BELOW_MINIMUM', { minimum: '10' }],
      [{ stake: '10000.01' }, 'DELIVERY_STAKE_ABOVE_MAXIMUM', { maximum: '10000' }],
      [{ stake: '0' }, 'DELIVERY_STAKE_INVALID'],
      [{ symbol: 'NOPE' }, 'DELIVERY_INSTRUMENT_UNAVAILABLE'],
    ];
    for (const [change, reason, data] of cases) {
      const res = await t.call('POST', '/api/microtrade/submit', {
        token: alice.token,
        body: { symbol: 'BTCUSD', direction: 'up', seconds: 60, stake: '10', ...change },
      });
      expect(res.body, reason).toMatchObject({ code: 0, data: { reason, ...data } });
    }
    expect(await records(t, alice.token)).toEqual([]);
  });

  it('records are the caller’s own, paged with has_more', async () => {
    const t = await deliveryApp();
    step(t, 1);
    const alice = await player(t, '1000');
    const bob = await player(t, '1000');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await place(t, alice.token, { direction: 'up', seconds: 60, stake: '10' })).id);
    expect(await records(t, bob.token)).toEqual([]);
    const first = await t.call<DeliveryRecordsData>('GET', '/api/account_log/micro?limit=2', {
      token: alice.token,
    });
    expect(first.body.data.list.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.data.has_more).toBe(true);
    const second = await t.call<DeliveryRecordsData>(
      'GET',
      '/api/account_log/micro?limit=2&page=2',
      { token: alice.token },
    );
    expect(second.body.data.list.map((c) => c.id)).toEqual([ids[0]]);
    expect(second.body.data.has_more).toBe(false);
    const anonymous = await t.call('GET', '/api/account_log/micro');
    expect(anonymous.status).toBe(401);
  });

  it('the strict compliance profile refuses delivery contracts, in every language', async () => {
    const t = await deliveryApp({ COMPLIANCE_PROFILE: 'strict' });
    step(t, 1);
    const alice = await player(t, '1000');
    const lists = await t.call<DeliveryListsData>('GET', '/api/microtrade/lists');
    expect(lists.body.data.enabled).toBe(false);
    for (const lang of LANGUAGES) {
      const res = await t.call('POST', '/api/microtrade/submit', {
        token: alice.token,
        lang,
        body: { symbol: 'BTCUSD', direction: 'up', seconds: 60, stake: '10' },
      });
      expect(res.body).toMatchObject({
        code: 0,
        msg: RULE_MESSAGES[lang].DELIVERY_DISABLED,
        data: { reason: 'DELIVERY_DISABLED' },
      });
    }
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD'])).toEqual({
      USD: ['1000', '0'],
    });
  });
});
