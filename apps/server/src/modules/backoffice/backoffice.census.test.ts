import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  backofficeRoutes,
  type AdminFeedbackData,
  type AdminProposalRow,
  type AdminProposalsData,
} from '@waihui/contracts';
import { loadConfig } from '../../config';
import { createTestApp, insertUserWithSession } from '../../../test/fixtures';
import { REPLAY, rows, step, submit, trader, submitLimit } from '../trading/trading.fixtures';
import { validForm } from '../verification/verification.fixtures';
import { insertOperator } from './backoffice.fixtures';

/*
 * The honesty census (product.md §14): every route the app registers is classified here, and the test
 * fails for a route that is not. Operators act only through /api/admin/… (the back-office table);
 * none of those can set a price, move a quote, edit a fill, an open price, a settlement price or an
 * outcome, or post to a balance: their inputs name no such field, and calling every one of them
 * leaves quotes, candles, orders, positions, fills and the ledger exactly as they were.
 */

type Kind =
  /** Reads only (GET and its HEAD twin, the docs, the WebSocket upgrade). */
  | 'read'
  /** Anyone: sign-up, sign-in, codes, captchas, password reset (the caller's own identity). */
  | 'public-identity'
  /** A user session acting on its own account only (orders, transfers, settings, feedback). */
  | 'own-account'
  /** Browser tests only; config.ts refuses EXPOSE_OUTBOX in production. */
  | 'dev-only'
  /** Back-office, what it changes named in OPERATOR_EFFECTS. */
  | 'operator';

const CENSUS: Record<string, Kind> = {
  'GET /api/docs': 'read',
  'GET /api/docs/static/index.html': 'read',
  'GET /api/docs/static/swagger-initializer.js': 'read',
  'GET /api/docs/json': 'read',
  'GET /api/docs/yaml': 'read',
  'GET /api/docs/static/*': 'read',
  'GET /api/health': 'read',
  // Prometheus text: this machine only, or a bearer of METRICS_TOKEN (docs/operations.md).
  'GET /metrics': 'read',
  'GET /captcha/api/flat': 'public-identity',
  'POST /api/notify/send_sms': 'public-identity',
  'POST /api/notify/send_email': 'public-identity',
  'POST /api/user/register': 'public-identity',
  'POST /api/user/login': 'public-identity',
  'POST /api/user/forget_password': 'public-identity',
  'POST /api/user/logout': 'own-account',
  'POST /api/user/amend_password': 'own-account',
  'GET /api/user/info': 'read',
  'GET /api/user/sessions': 'read',
  'POST /api/user/sessions/revoke': 'own-account',
  'POST /api/user/fund_password': 'own-account',
  'POST /api/lang/set': 'own-account',
  'GET /api/default/area_list': 'read',
  'GET /api/default/setting': 'read',
  'GET /api/dev/outbox': 'dev-only',
  'GET /api/dev/inbox': 'dev-only',
  'GET /api/dev/captcha': 'dev-only',
  'GET /api/account/list': 'read',
  'GET /api/account/income': 'read',
  'GET /api/lever/assetsTradeTop': 'read',
  'GET /api/biaddress/get_kezhuanxianlist': 'read',
  'POST /api/biaddress/huazhuan': 'own-account',
  'GET /api/account_log/moneyLog': 'read',
  'GET /api/practice/status': 'read',
  'POST /api/practice/switch': 'own-account',
  'POST /api/practice/reset': 'own-account',
  'GET /api/market/currency_matches': 'read',
  'GET /api/market/currency_matches/top': 'read',
  'GET /api/market/deal': 'read',
  'GET /api/market/ETF/hot_map': 'read',
  'GET /api/market/index': 'read',
  'POST /api/market/follow': 'own-account',
  'GET /api/market/follow': 'read',
  'GET /api/default/history_kline2': 'read',
  // Steps the replay feed by hand: moves quotes, so never outside browser tests.
  'POST /api/dev/feed/step': 'dev-only',
  // Stops one simulated instrument's ticks (it goes stale): never outside browser tests.
  'POST /api/dev/feed/pause': 'dev-only',
  'POST /api/lever/deal': 'own-account',
  'POST /api/lever/submit': 'own-account',
  'GET /api/lever/in_out': 'read',
  'GET /api/lever/dealall/v2': 'read',
  'POST /api/lever/my_trade': 'read',
  'POST /api/lever/close': 'own-account',
  'POST /api/lever/cancel': 'own-account',
  'POST /api/lever/setstop': 'own-account',
  'POST /api/lever/modify': 'own-account',
  'GET /api/news/benlist': 'read',
  'GET /api/news/list': 'read',
  'GET /api/news/detail': 'read',
  'GET /api/news/help': 'read',
  'GET /api/default/service_link': 'read',
  'POST /api/feedback/submit': 'own-account',
  'GET /api/feedback/list': 'read',
  'GET /api/feedback/detail': 'read',
  'POST /api/admin/login': 'public-identity',
  'GET /api/admin/me': 'operator',
  'POST /api/admin/logout': 'operator',
  'GET /api/admin/users/search': 'operator',
  'GET /api/admin/users/detail': 'operator',
  'POST /api/admin/users/lock': 'operator',
  'GET /api/admin/feedback/list': 'operator',
  'POST /api/admin/feedback/answer': 'operator',
  'GET /api/admin/verifications/list': 'operator',
  // An ID photo for the reviewer (an image, not in the route table): reads only.
  'GET /api/admin/verifications/photo': 'operator',
  'POST /api/admin/verifications/approve': 'operator',
  'POST /api/admin/verifications/id-number': 'operator',
  'POST /api/admin/verifications/reject': 'operator',
  'GET /api/admin/deposits/list': 'operator',
  'POST /api/admin/deposits/confirm': 'operator',
  'POST /api/admin/deposits/reject': 'operator',
  'GET /api/admin/withdrawals/list': 'operator',
  'POST /api/admin/withdrawals/approve': 'operator',
  'POST /api/admin/withdrawals/paid': 'operator',
  'POST /api/admin/withdrawals/reject': 'operator',
  'GET /api/admin/content/articles': 'operator',
  'POST /api/admin/content/articles/save': 'operator',
  'GET /api/admin/content/banners': 'operator',
  'POST /api/admin/content/banners/save': 'operator',
  'POST /api/admin/content/preview': 'operator',
  'GET /api/admin/settings/instruments': 'operator',
  'POST /api/admin/settings/instruments/save': 'operator',
  'GET /api/admin/feed/status': 'operator',
  'GET /api/admin/feed/events': 'operator',
  'GET /api/admin/feed/holidays': 'operator',
  'POST /api/admin/feed/holidays/save': 'operator',
  'POST /api/admin/feed/holidays/remove': 'operator',
  'GET /api/admin/operators/list': 'operator',
  'POST /api/admin/operators/grant': 'operator',
  'POST /api/admin/operators/revoke': 'operator',
  'GET /api/admin/settings/delivery': 'operator',
  'POST /api/admin/settings/delivery/save': 'operator',
  'GET /api/admin/settings/funding': 'operator',
  'POST /api/admin/settings/funding/save': 'operator',
  'GET /api/admin/settings/countries': 'operator',
  'POST /api/admin/settings/countries/save': 'operator',
  'GET /api/admin/settings/support': 'operator',
  'POST /api/admin/settings/support/save': 'operator',
  'GET /api/admin/audit/list': 'operator',
  'GET /api/admin/proposals/list': 'operator',
  'POST /api/admin/proposals/approve': 'operator',
  'POST /api/admin/proposals/reject': 'operator',
  // delivery (product.md §10.12): the user's own stake and records; settlement is the worker's, at the feed's quote
  'GET /api/microtrade/lists': 'read',
  'POST /api/microtrade/submit': 'own-account',
  'GET /api/account_log/micro': 'read',
  // spot and conversion (product.md §10.13): fills at the feed's bid/ask only
  'POST /api/spot_goods/submit': 'own-account',
  'POST /api/spot_goods/my_spotgoods': 'read',
  'POST /api/spot_goods/cancel': 'own-account',
  'POST /api/spot_goods/modify': 'own-account',
  'GET /api/spot_goods/lists': 'read',
  'GET /api/biaddress/get_huilvinfo': 'read',
  // identity verification (product.md §4.1)
  'GET /api/user_real/center': 'read',
  'POST /api/user_real/real_name': 'own-account',
  'POST /api/user_real/upload_photo': 'own-account',
  'GET /api/user_real/photo': 'read',
  // funding (product.md §11): a deposit notice credits nothing until it is reviewed
  'GET /api/biaddress/get_address': 'read',
  'POST /api/deposit/notice': 'own-account',
  'GET /api/deposit/records': 'read',
  'GET /api/withdrawal/get_bank_info': 'read',
  'POST /api/withdrawal/add_user_bank': 'own-account',
  'GET /api/withdrawal/get_wallet_info': 'read',
  'POST /api/withdrawal/add_user_wallet': 'own-account',
  'POST /api/withdrawal/edit_uset_withdrawal': 'own-account',
  // A GET by the spec's path (product.md §7.4) that unbinds the caller's own card or wallet.
  'GET /api/withdrawal/remove_uset_withdrawal': 'own-account',
  'GET /api/withdrawal/get_currencylist': 'read',
  'POST /api/withdrawal/add_withdrawal': 'own-account',
  'POST /api/withdrawal/cancel': 'own-account',
  'GET /api/withdrawal/withdrawal_amount_log': 'read',
  // Browser-test shortcuts for the review queues (the same service functions, no operator).
  'POST /api/dev/funding/confirm-deposit': 'dev-only',
  'POST /api/dev/funding/review-withdrawal': 'dev-only',
  'POST /api/dev/verification/approve': 'dev-only',
  'GET /ws': 'read',
};

/** What each operator route may change; anything else (prices, fills, money) it may not. */
const OPERATOR_EFFECTS: Record<keyof typeof backofficeRoutes, string> = {
  adminLogin: 'its own operator session',
  adminMe: 'nothing',
  adminLogout: 'its own operator session',
  adminUserSearch: 'nothing',
  adminUserDetail: 'nothing',
  adminUserLock: 'a user’s sign-in lock and sessions (audited)',
  adminFeedbackList: 'nothing',
  adminFeedbackAnswer: 'a feedback’s answer (audited)',
  adminVerificationList: 'nothing',
  adminVerificationApprove: 'a pending identity verification’s status (audited)',
  adminVerificationReject: 'a pending identity verification’s status and reason (audited)',
  adminVerificationIdNumber: 'nothing but its audit row: who saw which submission’s full ID number',
  adminDepositList: 'nothing',
  adminDepositConfirm:
    'credits a pending deposit notice’s own amount through the ledger, once (audited; its postings asserted below)',
  adminDepositReject: 'a pending deposit notice’s status and reason (audited)',
  adminWithdrawalList: 'nothing',
  adminWithdrawalApprove: 'a pending withdrawal’s status; its amount stays locked (audited)',
  adminWithdrawalPaid:
    'an approved withdrawal’s status and reference; the locked amount leaves the books as the funding rules say (audited; postings asserted in funding-review.withdrawals.test.ts)',
  adminWithdrawalReject:
    'a withdrawal’s status and reason; its locked amount is released to the user (audited; postings asserted in funding-review.withdrawals.test.ts)',
  adminArticleList: 'nothing',
  adminArticleSave: 'an article and its texts (audited)',
  adminBannerList: 'nothing',
  adminBannerSave: 'a banner, its order, visibility and captions (audited)',
  adminContentPreview: 'nothing',
  adminInstrumentList: 'nothing',
  adminInstrumentSave:
    'proposes a fee rate and maximum leverage of new orders, applied when a second admin approves (audited)',
  adminFeedStatus: 'nothing',
  adminFeedEvents: 'nothing',
  adminHolidayList: 'nothing',
  adminHolidaySave:
    'an exchange holiday of a session calendar: when its instruments are closed, never a price (audited)',
  adminHolidayRemove: 'an exchange holiday of a session calendar (audited)',
  adminOperatorList: 'nothing',
  adminOperatorGrant: 'a user’s back-office roles (audited)',
  adminOperatorRevoke:
    'a user’s back-office roles, never the caller’s own admin nor the last admin (audited)',
  adminDeliverySettings: 'nothing',
  adminDeliverySave:
    'proposes delivery periods, payout rates and stake limits of new contracts; open ones keep theirs (audited)',
  adminFundingSettings: 'nothing',
  adminFundingSave:
    'proposes withdrawal fees, minimums and destination delay of new requests; requested ones keep theirs; the four-eyes threshold of approvals from then on (audited)',
  adminCountriesSettings: 'nothing',
  adminCountriesSave: 'the countries whose residents cannot register (audited)',
  adminSupportSettings: 'nothing',
  adminSupportSave: 'the support e-mail and customer-service page shown to users (audited)',
  adminAuditList: 'nothing',
  adminProposalList: 'nothing',
  adminProposalApprove:
    'applies another admin’s proposed save, never the caller’s own, as that save would (audited)',
  adminProposalReject: 'a pending proposal’s status (audited)',
};

/** Input fields an operator route must never take (the terms of new orders are named apart). */
const FORBIDDEN_FIELD =
  /price|quote|bid|ask|mid|fill|settle|outcome|amount|balance|quantity|lots|pnl|margin|spread/i;

/** Every property name anywhere in a JSON schema. */
function propertyNames(schema: unknown): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const names: string[] = [];
  for (const [key, value] of Object.entries(schema) as [string, unknown][]) {
    if (key === 'properties' && value !== null && typeof value === 'object')
      names.push(...Object.keys(value));
    names.push(...propertyNames(value));
  }
  return names;
}

/** The tables that hold prices, trades and money: their rows must not change. */ const PROTECTED_TABLES =
  [
    'market_last_quotes',
    'market_candles',
    'market_feed_state',
    'trading_orders',
    'trading_positions',
    'trading_fills',
    'ledger_accounts',
    'ledger_entries',
    'ledger_postings',
  ];

describe('honesty census', () => {
  it('classifies every registered route, and only back-office routes are operator routes', async () => {
    // With the browser tests' routes too, so the census sees every route the code can register.
    const t = await createTestApp({
      config: { MARKET_FEED: REPLAY, DEMO_MODE: 'false', EXPOSE_OUTBOX: 'true' },
    });
    const registered = t.app.registeredRoutes
      .map((route) => `${route.method} ${route.url}`)
      // A HEAD twin is the GET it mirrors (Fastify adds one per GET).
      .filter(
        (route) =>
          !(
            route.startsWith('HEAD ') &&
            t.app.registeredRoutes.some((r) => `GET ${r.url}` === route.replace('HEAD ', 'GET '))
          ),
      );
    const unclassified = registered.filter((route) => CENSUS[route] === undefined);
    expect(unclassified).toEqual([]);
    // And nothing classified that no longer exists (the census stays the list of routes).
    expect(Object.keys(CENSUS).filter((route) => !registered.includes(route))).toEqual([]);

    const operatorRoutes = registered.filter((route) => CENSUS[route] === 'operator').sort();
    const table = Object.values(backofficeRoutes)
      .filter((route) => typeof route.auth === 'object')
      .map((route) => `${route.method} ${route.path}`)
      .sort();
    // Besides the table: the reviewer's photo route (answers an image, changes nothing).
    const PHOTO = 'GET /api/admin/verifications/photo';
    expect(operatorRoutes).toEqual([...table, PHOTO].sort());
    expect(registered.filter((route) => route.includes('/api/admin/')).sort()).toEqual(
      [...table, PHOTO, 'POST /api/admin/login'].sort(),
    );
    expect(Object.keys(OPERATOR_EFFECTS).sort()).toEqual(Object.keys(backofficeRoutes).sort());
    // Dev-only routes cannot exist in production.
    expect(() => loadConfig({ NODE_ENV: 'production', EXPOSE_OUTBOX: 'true' })).toThrow(
      /EXPOSE_OUTBOX/,
    );
  });

  it('no back-office input names a price, quote, fill, settlement, outcome or amount', () => {
    const offending = Object.values(backofficeRoutes).flatMap((route) => {
      const input = 'body' in route ? route.body : 'query' in route ? route.query : undefined;
      if (input === undefined) return [];
      return propertyNames(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }))
        .filter((name) => FORBIDDEN_FIELD.test(name))
        .map((name) => `${route.operationId}.${name}`);
    });
    expect(offending).toEqual([]);
  });

  it('every operator action leaves prices, trades and the ledger unchanged, but a deposit confirmation posts exactly its notice', async () => {
    // A bank account configured, so users can file deposit notices for the queue.
    const t = await createTestApp({
      config: {
        MARKET_FEED: REPLAY,
        DEMO_MODE: 'false',
        DEPOSIT_BANK_ACCOUNT_NUMBER: 'GB82WEST12345698765432',
        DEPOSIT_BANK_CURRENCY: 'USD',
      },
    });
    const admin = await insertOperator(t.database.db, [
      'support',
      'compliance',
      'finance',
      'admin',
    ]);
    const alice = await trader(t, '5000');
    step(t, 1);
    await submit(t, alice.token, { side: 'long', lots: 10, leverage: 10 });
    // A resting buy limit below the market (margin and fee reserved).
    await submitLimit(t, alice.token, 'long', '59500.00');
    const customer = await insertUserWithSession(t.database.db);
    const [customerRow] = await rows<{ uid: number }>(
      t.database.db.execute(sql`select uid from users where id = ${customer.userId}`),
    );
    const customerUid = customerRow!.uid;
    await t.call('POST', '/api/feedback/submit', {
      token: customer.token,
      body: { content: 'Hi' },
    });

    // Two pending identity verifications: one to approve, one to reject.
    const pendingVerification = async () => {
      const applicant = await insertUserWithSession(t.database.db);
      const submitted = await t.call('POST', '/api/user_real/real_name', {
        token: applicant.token,
        body: await validForm(t, applicant),
      });
      expect(submitted.body.code).toBe(1);
      return (await t.app.verification.listPending(admin.userId, 'en')).find(
        (row) => row.user_id === applicant.userId,
      )!.id;
    };
    const approvable = await pendingVerification();
    const rejectable = await pendingVerification();
    // Two deposit notices: one to reject inside the census, one confirmed after it.
    const depositNotice = async (amount: string) => {
      const filed = await t.call('POST', '/api/deposit/notice', {
        token: customer.token,
        body: { method: 'bank', currency: 'USD', amount, tx_ref: `WH-${amount}` },
      });
      expect(filed.body.code).toBe(1);
      return (filed.body.data as { id: number }).id;
    };
    const rejectableDeposit = await depositNotice('70');
    const confirmableDeposit = await depositNotice('125.25');

    const digest = async () => {
      const out: Record<string, string> = {};
      for (const table of PROTECTED_TABLES) {
        const [row] = await rows<{ digest: string; n: number }>(
          t.database.db.execute(
            sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest, count(*)::int as n from ${sql.raw(table)} x`,
          ),
        );
        out[table] = `${row!.n} ${row!.digest}`;
      }
      out.quotes = JSON.stringify(t.app.market.quotes.latest('BTCUSD'));
      return out;
    };
    // Write the feed's pending candles and last quotes now: its periodic write (MARKET_PERSIST_MS)
    // must not land between the two digests, whatever the machine's load.
    await t.app.market.persist();
    const before = await digest();
    expect(before.trading_positions!.startsWith('1 ')).toBe(true);

    const queue = await t.call<AdminFeedbackData>('GET', '/api/admin/feedback/list', {
      token: admin.token,
    });
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/users/search?q=100001'],
      ['GET', `/api/admin/users/detail?user_id=${alice.userId}`],
      ['POST', '/api/admin/users/lock', { user_id: alice.userId, locked: true }],
      ['POST', '/api/admin/users/lock', { user_id: alice.userId, locked: false }],
      ['POST', '/api/admin/feedback/answer', { id: queue.body.data.list[0]!.id, answer: 'Hello' }],
      ['GET', '/api/admin/verifications/list'],
      ['POST', '/api/admin/verifications/id-number', { id: approvable }],
      ['POST', '/api/admin/verifications/approve', { id: approvable }],
      ['POST', '/api/admin/verifications/reject', { id: rejectable, reason: 'Photo blurred' }],
      ['GET', '/api/admin/deposits/list'],
      ['POST', '/api/admin/deposits/reject', { id: rejectableDeposit, reason: 'No transfer' }],
      ['GET', '/api/admin/withdrawals/list'],
      ['GET', '/api/admin/content/articles'],
      [
        'POST',
        '/api/admin/content/articles/save',
        {
          slug: 'census',
          category: 'notice',
          texts: [{ lang: 'en', title: 'T', summary: '', body_markdown: 'B' }],
        },
      ],
      ['GET', '/api/admin/content/banners'],
      [
        'POST',
        '/api/admin/content/banners/save',
        {
          slug: 'census-banner',
          image: '/content/banner-welcome.svg',
          sort_order: 5,
          texts: [{ lang: 'en', title: 'Census' }],
        },
      ],
      ['POST', '/api/admin/content/preview', { body_markdown: '# x' }],
      ['GET', '/api/admin/settings/instruments'],
      [
        'POST',
        '/api/admin/settings/instruments/save',
        { symbol: 'BTCUSD', fee_rate: '0.002', max_leverage: 20 },
      ],
      ['GET', '/api/admin/feed/status'],
      ['GET', '/api/admin/feed/events?instrument=BTCUSD'],
      ['GET', '/api/admin/feed/holidays?calendar=us_equities'],
      [
        'POST',
        '/api/admin/feed/holidays/save',
        {
          calendar: 'us_equities',
          date: '2031-07-04',
          closed_from: '13:00',
          closed_until: null,
          name: 'Early close',
        },
      ],
      ['POST', '/api/admin/feed/holidays/remove', { calendar: 'us_equities', date: '2031-07-04' }],
      ['GET', '/api/admin/operators/list'],
      ['POST', '/api/admin/operators/grant', { uid: customerUid, role: 'support' }],
      ['POST', '/api/admin/operators/revoke', { uid: customerUid, role: 'support' }],
      ['GET', '/api/admin/settings/delivery'],
      [
        'POST',
        '/api/admin/settings/delivery/save',
        {
          periods: [{ seconds: 60, payout_rate: '0.75', enabled: true }],
          min_stake: '5',
          max_stake: '500',
        },
      ],
      ['GET', '/api/admin/settings/funding'],
      [
        'POST',
        '/api/admin/settings/funding/save',
        {
          withdrawal_fees: [{ currency: 'USDT', method: 'trc20', fee: '2', minimum: '10' }],
          destination_delay_seconds: 120,
          four_eyes_threshold_usd: '5000',
        },
      ],
      ['GET', '/api/admin/settings/countries'],
      ['POST', '/api/admin/settings/countries/save', { barred_countries: ['US', 'KP'] }],
      ['GET', '/api/admin/settings/support'],
      [
        'POST',
        '/api/admin/settings/support/save',
        { support_email: 'help@example.com', service_url: 'https://help.example.com' },
      ],
      ['GET', '/api/admin/audit/list'],
      ['POST', '/api/admin/logout', {}],
    ];
    const answered: string[] = [];
    for (const [method, url, body] of calls) {
      const res = await t.call(method as 'GET' | 'POST', url, {
        token: admin.token,
        ...(body ? { body } : {}),
      });
      answered.push(`${method} ${url.split('?')[0]} ${res.body.code}`);
    }
    // Every call did what it was asked (code 1), but the money-moving saves only proposed (code 0,
    // CHANGE_PROPOSED): a second admin applies two of them and rejects the third below.
    const PROPOSED = [
      'POST /api/admin/settings/instruments/save',
      'POST /api/admin/settings/delivery/save',
      'POST /api/admin/settings/funding/save',
    ];
    expect(answered).toEqual(
      calls.map(([method, url]) => {
        const route = `${method} ${url.split('?')[0]}`;
        return `${route} ${PROPOSED.includes(route) ? 0 : 1}`;
      }),
    );
    const second = await insertOperator(t.database.db, ['admin']);
    const proposals = await t.call<AdminProposalsData>('GET', '/api/admin/proposals/list', {
      token: second.token,
    });
    const ids = proposals.body.data.list.map((row) => [row.action, row.id] as const);
    expect(ids.map(([action]) => action)).toEqual([
      'instrument.save',
      'settings.delivery',
      'settings.funding',
    ]);
    const decisions = [];
    for (const [action, id] of ids) {
      const path = action === 'settings.delivery' ? 'reject' : 'approve';
      const res = await t.call<AdminProposalRow>('POST', `/api/admin/proposals/${path}`, {
        token: second.token,
        body: { id },
      });
      decisions.push([action, res.body.code, res.body.data.status]);
    }
    expect(decisions).toEqual([
      ['instrument.save', 1, 'applied'],
      ['settings.delivery', 1, 'rejected'],
      ['settings.funding', 1, 'applied'],
    ]);
    const exercised = new Set([
      ...calls.map(([method, url]) => `${method} ${url.split('?')[0]}`),
      'GET /api/admin/proposals/list',
      'POST /api/admin/proposals/approve',
      'POST /api/admin/proposals/reject',
    ]);
    for (const route of Object.values(backofficeRoutes)) {
      // Confirming a deposit posts to the ledger: exercised below, its postings asserted. The
      // withdrawal decisions need a verified user's request: funding-review.withdrawals.test.ts
      // asserts each one's postings line by line.
      const elsewhere = [
        'adminLogin',
        'adminFeedbackList',
        'adminDepositConfirm',
        'adminWithdrawalApprove',
        'adminWithdrawalPaid',
        'adminWithdrawalReject',
      ];
      if (elsewhere.includes(route.operationId)) continue;
      expect(exercised.has(`${route.method} ${route.path}`), route.operationId).toBe(true);
    }
    expect(await digest()).toEqual(before);

    // The one operator route that moves money: exactly one ledger entry, the notice's own amount
    // from the world into the customer's coin account; prices, trades and other rows unchanged.
    const finance = await insertOperator(t.database.db, ['finance']);
    const confirmed = await t.call('POST', '/api/admin/deposits/confirm', {
      token: finance.token,
      body: { id: confirmableDeposit },
    });
    expect(confirmed.body.code).toBe(1);
    const LEDGER = ['ledger_accounts', 'ledger_entries', 'ledger_postings'];
    const withoutLedger = (all: Record<string, string>) =>
      Object.fromEntries(Object.entries(all).filter(([table]) => !LEDGER.includes(table)));
    expect(withoutLedger(await digest())).toEqual(withoutLedger(before));
    const posted = await rows<{ kind: string; owner: string; bucket: string; amount: string }>(
      t.database.db.execute(sql`
        select e.kind, coalesce(a.user_id::text, a.system_code) as owner, a.type || '/' || p.bucket as bucket,
               p.amount::text as amount
        from ledger_entries e join ledger_postings p on p.entry_id = e.id
        join ledger_accounts a on a.id = p.account_id
        where e.reference = ${`deposit:${confirmableDeposit}`}
        order by p.amount`),
    );
    expect(posted.map((p) => `${p.kind} ${p.owner} ${p.bucket} ${p.amount}`)).toEqual([
      `deposit world system/available -125.25000000`,
      `deposit ${customer.userId} coin/available 125.25000000`,
    ]);
    const [entries] = await rows<{ n: number }>(
      t.database.db.execute(sql`select count(*)::int as n from ledger_entries`),
    );
    expect(entries!.n).toBe(Number(before.ledger_entries!.split(' ')[0]) + 1);
  });
});
