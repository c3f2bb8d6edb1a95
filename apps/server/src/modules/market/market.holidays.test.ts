import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminHolidaysData } from '@waihui/contracts';
import { createTestApp, insertUserWithSession } from '../../../test/fixtures';
import { insertOperator } from '../backoffice/backoffice.fixtures';
import { rows } from '../trading/trading.fixtures';

/*
 * Exchange holidays in the back-office: loaded into the market feed at start, each change audited
 * and in force in the feed once committed (docs/market-data.md, Sessions). SPY trades on the
 * us_equities calendar: 09:30–16:00 New York time, Monday to Friday.
 */

/** Wednesday 2 December 2026, 10:00 in New York (EST, UTC−5): SPY in session. */
const WEDNESDAY_10AM = new Date('2026-12-02T15:00:00.000Z');
const SESSIONS = { MARKET_SESSIONS: 'true', DEMO_MODE: 'false' };

interface AuditRow {
  actor_id: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}
const auditRows = (t: Awaited<ReturnType<typeof createTestApp>>) =>
  rows<AuditRow>(
    t.database.db.execute(
      sql`select actor_id::text, action, target, before, after from audit_log where action like 'holiday.%' order by id`,
    ),
  );

describe('exchange holidays', () => {
  it('the seeded ones are in force from the start: SPY closed on Christmas Day, reason holiday', async () => {
    const t = await createTestApp({
      config: SESSIONS,
      now: new Date('2026-12-25T15:00:00.000Z'),
    });
    expect(t.app.market.conditionOf('SPY', t.clock.now().getTime())).toEqual({
      state: 'closed',
      reason: 'holiday',
    });
    // Crypto has no holidays.
    expect(t.app.market.conditionOf('BTCUSD', t.clock.now().getTime())).toEqual({
      state: 'live',
      reason: 'fresh',
    });
  });

  it('added, changed and removed by an admin: each audited, each in force at once', async () => {
    const t = await createTestApp({ config: SESSIONS, now: WEDNESDAY_10AM });
    const admin = await insertOperator(t.database.db, ['admin']);
    const spyAt = () => t.app.market.conditionOf('SPY', t.clock.now().getTime());
    expect(spyAt()).toEqual({ state: 'live', reason: 'fresh' });

    const holiday = {
      calendar: 'us_equities',
      date: '2026-12-02',
      closed_from: null,
      closed_until: null,
      name: ' Day of mourning ',
    };
    const added = await t.call('POST', '/api/admin/feed/holidays/save', {
      token: admin.token,
      body: holiday,
    });
    const stored = { ...holiday, name: 'Day of mourning' };
    expect(added.body).toEqual({ code: 1, msg: 'Success', data: stored });
    expect(spyAt()).toEqual({ state: 'closed', reason: 'holiday' });

    // An early close from 11:00 instead: open again at 10:00, closed from 11:00 local.
    const earlyClose = { ...stored, closed_from: '11:00', name: 'Early close' };
    const changed = await t.call('POST', '/api/admin/feed/holidays/save', {
      token: admin.token,
      body: earlyClose,
    });
    expect(changed.body.code).toBe(1);
    expect(spyAt()).toEqual({ state: 'live', reason: 'fresh' });
    t.clock.advance(60 * 60 * 1000);
    expect(spyAt()).toEqual({ state: 'closed', reason: 'holiday' });

    const listed = await t.call<AdminHolidaysData>(
      'GET',
      '/api/admin/feed/holidays?calendar=us_equities',
      { token: admin.token },
    );
    // The 23 seeded us_equities days and this one, by date.
    expect(listed.body.data.list).toHaveLength(24);
    expect(listed.body.data.list.filter((item) => item.date.startsWith('2026-12'))).toEqual([
      earlyClose,
      {
        calendar: 'us_equities',
        date: '2026-12-24',
        closed_from: '13:00',
        closed_until: null,
        name: 'Early close',
      },
      {
        calendar: 'us_equities',
        date: '2026-12-25',
        closed_from: null,
        closed_until: null,
        name: 'Christmas Day',
      },
    ]);

    const removed = await t.call('POST', '/api/admin/feed/holidays/remove', {
      token: admin.token,
      body: { calendar: 'us_equities', date: '2026-12-02' },
    });
    expect(removed.body).toEqual({
      code: 1,
      msg: 'Success',
      data: { calendar: 'us_equities', date: '2026-12-02' },
    });
    // In session again; its last quote is an hour old (ETF limit 30 s).
    expect(spyAt()).toEqual({ state: 'stale', reason: 'quote_too_old' });
    const again = await t.call('POST', '/api/admin/feed/holidays/remove', {
      token: admin.token,
      body: { calendar: 'us_equities', date: '2026-12-02' },
    });
    expect(again.body).toEqual({
      code: 0,
      msg: 'No holiday on that calendar and date',
      data: { reason: 'HOLIDAY_NOT_FOUND' },
    });

    const target = 'holiday:us_equities:2026-12-02';
    expect(await auditRows(t)).toEqual([
      { actor_id: admin.userId, action: 'holiday.save', target, before: null, after: stored },
      {
        actor_id: admin.userId,
        action: 'holiday.save',
        target,
        before: stored,
        after: earlyClose,
      },
      { actor_id: admin.userId, action: 'holiday.remove', target, before: earlyClose, after: null },
    ]);
  });

  it('refuses an impossible day or clock, and answers 403 to anyone but an admin', async () => {
    const t = await createTestApp({ config: SESSIONS, now: WEDNESDAY_10AM });
    const admin = await insertOperator(t.database.db, ['admin']);
    const valid = {
      calendar: 'fx',
      date: '2026-12-31',
      closed_from: '17:00',
      closed_until: null,
      name: 'New Year',
    };
    const invalid = [
      { ...valid, date: '2026-02-29' },
      { ...valid, calendar: 'lse' },
      { ...valid, closed_from: '24:00' },
      { ...valid, closed_from: '17:00', closed_until: '09:00' },
      { ...valid, closed_until: '9:00' },
      { ...valid, name: '  ' },
    ];
    for (const body of invalid) {
      const res = await t.call('POST', '/api/admin/feed/holidays/save', {
        token: admin.token,
        body,
      });
      expect([JSON.stringify(body), res.body.data.reason]).toEqual([
        JSON.stringify(body),
        'VALIDATION_FAILED',
      ]);
    }
    const user = await insertUserWithSession(t.database.db);
    const support = await insertOperator(t.database.db, ['support', 'compliance', 'finance']);
    for (const token of [user.token, support.token])
      for (const [method, url, body] of [
        ['GET', '/api/admin/feed/status', undefined],
        ['GET', '/api/admin/feed/events', undefined],
        ['GET', '/api/admin/feed/holidays', undefined],
        ['POST', '/api/admin/feed/holidays/save', valid],
        ['POST', '/api/admin/feed/holidays/remove', { calendar: 'fx', date: '2026-12-31' }],
      ] as const) {
        const res = await t.call(method, url, { token, ...(body ? { body } : {}) });
        expect([url, res.status, res.body.data]).toEqual([url, 403, { reason: 'FORBIDDEN' }]);
      }
    expect(await auditRows(t)).toEqual([]);
  });
});
