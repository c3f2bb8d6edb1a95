import { expect } from 'vitest';
import type { SpotSubmitData, SubmitOrderData } from '@waihui/contracts';
import type { TestApp, TestUser } from '../fixtures';
import { CONSENT } from '../../src/modules/trading/trading.fixtures';
import { creditDeposit } from '../../src/modules/ledger';
import {
  FUND_PASSWORD,
  TRON_ADDRESS,
  addWithdrawal,
  fundingDeps,
  giveUsdt,
  setFundPassword,
  skipDelay,
} from '../../src/modules/funding/funding.fixtures';
import { uploadPhotoId, validForm } from '../../src/modules/verification/verification.fixtures';

/*
 * Things a user owns, created through the API for the authorisation matrix: each maker creates one
 * owned by `owner` and returns its id (what another user will try). The test makes a fresh owner
 * for each of them, so one maker's state (a pending verification, a destination count) never
 * reaches another's. The app runs on the trading
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

/** A resting spot buy limit of 0.01 BTC at 30000 USD (far below the market), funds locked. */
export const spotLimitOrder: OwnedThing = async (t, owner) => {
  await creditDeposit(t.database.db, {
    userId: owner.userId,
    currency: 'USD',
    amount: '1000',
    idempotencyKey: `authz-spot:${owner.userId}`,
  });
  const res = await t.call<SpotSubmitData>('POST', '/api/spot_goods/submit', {
    token: owner.token,
    body: { symbol: 'BTCUSD', side: 'buy', type: 'limit', amount: '0.01', limit_price: '30000' },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.order.id;
};

/** A bound TRC-20 USDT wallet (a withdrawal destination). */
export const wallet: OwnedThing = async (t, owner) => {
  const res = await t.call<{ id: number }>('POST', '/api/withdrawal/add_user_wallet', {
    token: owner.token,
    body: { chain: 'trc20', address: TRON_ADDRESS },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.id;
};

/** A bound bank card (a withdrawal destination); the IBAN is the standard German example. */
export const bankCard: OwnedThing = async (t, owner) => {
  const res = await t.call<{ id: number }>('POST', '/api/withdrawal/add_user_bank', {
    token: owner.token,
    body: {
      country: 'DE',
      currency: 'USD',
      holder_name: 'Erika Mustermann',
      card_number: 'DE89370400440532013000',
      bank_name: 'Commerzbank',
    },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data.id;
};

/**
 * A pending 20 USDT withdrawal to the owner's wallet. Asked through the funding service with an
 * identity check that says yes (the back-office that approves verifications does not exist yet);
 * cancelling it is what the matrix tries through the route.
 */
export const pendingWithdrawal: OwnedThing = async (t, owner) => {
  const db = t.database.db;
  const destination = (await wallet(t, owner)) as number;
  await skipDelay(db, destination, t.clock.now());
  await setFundPassword(db, owner.userId);
  await giveUsdt(db, owner.userId, '100');
  const deps = fundingDeps(db, () => t.clock.now(), { verified: async () => true });
  const made = await addWithdrawal(deps, owner.userId, {
    destination_id: destination,
    currency: 'USDT',
    amount: '20',
    fund_password: FUND_PASSWORD,
  });
  return made.id;
};

/** An uploaded ID photo (stored, not yet part of a submitted verification). */
export const idPhoto: OwnedThing = (t, owner) => uploadPhotoId(t, owner);

/** A complete identity form of `user` with two of their own freshly uploaded photos. */
export const ownVerificationForm = (t: TestApp, user: TestUser) => validForm(t, user);

/** One of the owner's own sessions (the one of their token), read from their sessions list. */
export const userSession: OwnedThing = async (t, owner) => {
  const res = await t.call<{ id: string; current: boolean }[]>('GET', '/api/user/sessions', {
    token: owner.token,
  });
  const current = res.body.data.find((session) => session.current);
  if (current === undefined) throw new Error('the owner has no current session');
  return current.id;
};
