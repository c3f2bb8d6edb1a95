import { describe, expect, it } from 'vitest';
import { auditBooks, balancesOf } from '../ledger/ledger.fixtures';
import { createTestApp } from '../../../test/fixtures';
import {
  SPOT_REPLAY,
  placeSpot,
  spotHistory,
  spotUser,
  stepSpot,
  placeSpotLimit,
} from './spot.fixtures';

/*
 * Restart on the spot replay fixture (fixtures/README.md): the new app's feed starts again at the
 * file's first tick (BTCUSD 60000.00 / 60010.00), above where the first app left it (59500.00 /
 * 59510.00), so a sell limit at 60000.00 placed before the restart fills on the first quote after start.
 */

describe('spot: restart', () => {
  it('reloads resting limit orders; the first quote after start that crosses one fills it', async () => {
    const config = { MARKET_FEED: SPOT_REPLAY, DEMO_MODE: 'false' };
    const first = await createTestApp({ config });
    const alice = await spotUser(first, '1000');
    await stepSpot(first, 5); // … BTCUSD 59500.00 / 59510.00
    // buy 0.002 at 59510: 119.02 + fee 0.11902 = 119.13902 USD
    await placeSpot(first, alice.token, { symbol: 'BTCUSD', side: 'buy', amount: '0.002' });
    const sell = await placeSpotLimit(first, alice.token, 'sell', '0.002', '60000.00');
    expect([sell.status, sell.reserved_currency, sell.reserved]).toEqual([
      'pending',
      'BTC',
      '0.002',
    ]);
    await first.close();

    const t = await createTestApp({ config, keepData: true, now: first.clock });
    await stepSpot(t, 1); // 60000.00 / 60010.00: bid ≥ 60000
    const [filled] = (await spotHistory(t, alice.token)).list;
    expect(filled?.id).toBe(sell.id);
    expect(filled?.fill).toMatchObject({
      cause: 'limit',
      price: '60000.00',
      bid: '60000.00',
      ask: '60010.00',
      quote_seq: 100001,
      gross: '120',
      fee: '0.12',
      net: '119.88',
    });
    // 1000 − 119.13902 + 119.88 = 1000.74098
    expect(await balancesOf(t.database.db, alice.userId, 'coin', ['USD', 'BTC'])).toEqual({
      USD: ['1000.74098', '0'],
      BTC: ['0', '0'],
    });
    expect(await auditBooks(t.database.db)).toEqual([]);
  });
});
