import { expect } from 'vitest';
import type { SubmitOrderData } from '@waihui/contracts';
import type { TestApp, TestUser } from '../fixtures';
import { CONSENT } from '../../src/modules/trading/trading.fixtures';

/*
 * Things a user owns, created through the API for the authorisation matrix: each maker creates one
 * owned by `owner` and returns its id (what another user will try). The app runs on the trading
 * replay feed (trading.fixtures' tradingApp) with quotes already stepped; `owner` has contract money.
 */
export type OwnedThing = (t: TestApp, owner: TestUser) => Promise<number | string>;

const ORDER = { symbol: 'BTCUSD', side: 'long', lots: 1, leverage: 10, consent: CONSENT };

/** An open BTCUSD position (a market order). */
export const openPosition: OwnedThing = async (t, owner) => {
  const res = await t.call<SubmitOrderData>('POST', '/api/lever/submit', {
    token: owner.token,
    body: { ...ORDER, type: 'market' },
  });
  expect(res.body.code).toBe(1);
  return res.body.data.position!.id;
};

/** A pending BTCUSD buy limit far below the market. */
export const pendingOrder: OwnedThing = async (t, owner) => {
  const res = await t.call<SubmitOrderData>('POST', '/api/lever/submit', {
    token: owner.token,
    body: { ...ORDER, type: 'limit', limit_price: '30000.00' },
  });
  expect(res.body.code).toBe(1);
  return res.body.data.order.id;
};

/** A feedback message. */
export const feedback: OwnedThing = async (t, owner) => {
  const res = await t.call<{ id: number }>('POST', '/api/feedback/submit', {
    token: owner.token,
    body: { content: 'private feedback of the owner' },
  });
  expect(res.body.code).toBe(1);
  return res.body.data.id;
};
