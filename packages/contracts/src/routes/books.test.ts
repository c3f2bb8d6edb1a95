import { describe, expect, it } from 'vitest';
import { fundingRoutes, identityRoutes, isBookRoute, practiceRoutes, routes } from './index';

describe('routes of the active book (live or practice)', () => {
  it('are exactly the account, transfer, trading, spot and delivery routes a user calls', () => {
    expect(
      Object.values(routes)
        .filter(isBookRoute)
        .map((route) => route.operationId)
        .sort(),
    ).toEqual([
      'accountIncome',
      'accountList',
      'assetsTradeTop',
      'cancelOrder',
      'closePosition',
      'deliveryLists',
      'deliveryRecords',
      'deliverySubmit',
      'modifyOrder',
      'moneyLog',
      'openTrades',
      'previewOrder',
      'setStops',
      'spotCancel',
      'spotHistory',
      'spotModify',
      'spotSubmit',
      'submitOrder',
      'tradeHistory',
      'tradingSummary',
      'transfer',
      'transferOptions',
    ]);
  });

  it.each([
    ['funding (deposit, withdraw, cards, wallets)', fundingRoutes],
    ['identity', identityRoutes],
    ['practice (switch, reset: always the live user’s own)', practiceRoutes],
  ])('leave out every %s route: practice money never reaches them', (_, table) => {
    expect(Object.values(table).filter(isBookRoute)).toEqual([]);
  });

  it('leave out operator routes whatever their tag', () => {
    expect(isBookRoute({ auth: { roles: ['finance'] }, tag: 'trading' })).toBe(false);
  });
});
