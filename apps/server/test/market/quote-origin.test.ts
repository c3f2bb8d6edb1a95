import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Fill, QuoteSourceView } from '@waihui/contracts';
import { place, records } from '../../src/modules/delivery/delivery.fixtures';
import { placeSpot, placeSpotLimit, spotHistory } from '../../src/modules/spot/spot.fixtures';
import { history, rows, submit, trader } from '../../src/modules/trading/trading.fixtures';
import { createTestApp, insertFundedUser, replayApp, stepReplay, type TestApp } from '../fixtures';

/*
 * Every fill, spot fill and delivery placement and settlement records where its quote came from
 * (docs/decisions.md, "Every fill records its source"), and a trigger, spot limit fill or
 * settlement that fired on the first quote after a pause says so. fixtures/origin.jsonl (its
 * README) carries live-source origins with markup; the simulated feed quotes without markup.
 */

const ORIGIN = 'replay:apps/server/test/market/fixtures/origin.jsonl';

const source = (id: string, bid: string, ask: string, markupBid: string, markupAsk: string) => ({
  id,
  bid,
  ask,
  markup_bid: markupBid,
  markup_ask: markupAsk,
});
const QUOTE_1 = source('binance', '60000.4', '60009.55', '0.4', '0.45');
const QUOTE_2 = source('binance', '61000.25', '61009.75', '0.25', '0.25');
const QUOTE_3 = source('kraken', '62000.5', '62009.5', '0.5', '0.5');
const QUOTE_4 = source('kraken', '61500.5', '61509.5', '0.5', '0.5');

/** A fill as [action, cause, bid, ask, source, after pause]. */
const originOf = (f: Fill) => [f.action, f.cause, f.bid, f.ask, f.source, f.after_pause];

async function fillsOf(t: TestApp, token: string, positionId: number) {
  const closed = (await history(t, token)).find((p) => p.id === positionId);
  return closed?.fills.map(originOf);
}

async function settle(t: TestApp, seconds: number) {
  t.clock.advanceSeconds(seconds);
  stepReplay(t, 1);
  await Promise.all([
    t.app.trading.engine.idle(),
    t.app.spot.engine.idle(),
    t.app.delivery.worker.idle(),
  ]);
}

describe('quote origin on fills and settlements', () => {
  it('records a live source, its raw bid/ask and markup on every kind of fill; flags the first quote after a pause', async () => {
    const t = await replayApp(ORIGIN);
    stepReplay(t, 1); // 10:00:00
    const contract = await trader(t, '1000');
    const coin = await insertFundedUser(t.database.db, '2000');
    const tp = await submit(t, contract.token, {
      side: 'long',
      lots: 1,
      leverage: 10,
      take_profit: '61000.00',
    });
    const byUser = await submit(t, contract.token, { side: 'long', lots: 1, leverage: 10 });
    const bought = await placeSpot(t, coin.token, {
      symbol: 'BTCUSD',
      side: 'buy',
      amount: '0.02',
    });
    const contractUp = await place(t, coin.token, { direction: 'up', seconds: 60, stake: '10' });
    expect(bought.fill?.source).toEqual(QUOTE_1);
    expect(bought.fill?.after_pause).toBe(false);
    expect(contractUp.open.source).toEqual(QUOTE_1);

    await settle(t, 5); // 10:00:05, 5 s after the quote before: the TP fires, not after a pause
    const closed = await t.call('POST', '/api/lever/close', {
      token: contract.token,
      body: { position_id: byUser.position!.id },
    });
    expect(closed.body.code).toBe(1);
    expect(await fillsOf(t, contract.token, tp.position!.id)).toEqual([
      ['open', 'user', '60000.00', '60010.00', QUOTE_1, false],
      ['close', 'take_profit', '61000.00', '61010.00', QUOTE_2, false],
    ]);
    expect(await fillsOf(t, contract.token, byUser.position!.id)).toEqual([
      ['open', 'user', '60000.00', '60010.00', QUOTE_1, false],
      ['close', 'user', '61000.00', '61010.00', QUOTE_2, false],
    ]);

    const later = await submit(t, contract.token, {
      side: 'long',
      lots: 1,
      leverage: 10,
      take_profit: '62000.00',
    });
    const resting = await placeSpotLimit(t, coin.token, 'sell', '0.01', '62000.00');
    await settle(t, 20); // 10:00:25, 20 s after the quote before (limit 10 s): after a pause
    expect(await fillsOf(t, contract.token, later.position!.id)).toEqual([
      ['open', 'user', '61000.00', '61010.00', QUOTE_2, false],
      ['close', 'take_profit', '62000.00', '62010.00', QUOTE_3, true],
    ]);
    const sold = (await spotHistory(t, coin.token)).list.find((o) => o.id === resting.id);
    expect([sold?.status, sold?.fill?.price, sold?.fill?.source, sold?.fill?.after_pause]).toEqual([
      'filled',
      '62000.00',
      QUOTE_3,
      true,
    ]);

    await settle(t, 35); // 10:01:00, the delivery expiry, 35 s after the quote before
    const [settled] = await records(t, coin.token);
    expect([
      settled?.outcome,
      settled?.settlement?.source,
      settled?.settled_after_pause,
      settled?.open.source,
    ]).toEqual(['win', QUOTE_4, true, QUOTE_1]);

    // As stored: source bid − markup bid = bid, source ask + markup ask = ask (the tables' CHECKs).
    const stored = await rows<Record<string, string | boolean>>(
      t.database.db.execute(sql`
        select cause, bid, ask, source_id, source_bid, source_ask, markup_bid, markup_ask, after_pause
        from trading_fills where position_id = ${later.position!.id} order by id`),
    );
    expect(stored).toEqual([
      {
        cause: 'user',
        bid: '61000.00',
        ask: '61010.00',
        source_id: 'binance',
        source_bid: '61000.25',
        source_ask: '61009.75',
        markup_bid: '0.25',
        markup_ask: '0.25',
        after_pause: false,
      },
      {
        cause: 'take_profit',
        bid: '62000.00',
        ask: '62010.00',
        source_id: 'kraken',
        source_bid: '62000.5',
        source_ask: '62009.5',
        markup_bid: '0.5',
        markup_ask: '0.5',
        after_pause: true,
      },
    ]);
  });

  it('records the simulated feed as the source, its own bid/ask, no markup', async () => {
    const t = await createTestApp({ config: { DEMO_MODE: 'false' } });
    const contract = await trader(t, '1000');
    const coin = await insertFundedUser(t.database.db, '2000');
    const quote = t.app.market.quotes.latest('BTCUSD')!;
    const simulated: QuoteSourceView = source('simulated', quote.bid, quote.ask, '0', '0');
    const opened = await submit(t, contract.token, { side: 'long', lots: 1, leverage: 10 });
    const closed = await t.call('POST', '/api/lever/close', {
      token: contract.token,
      body: { position_id: opened.position!.id },
    });
    expect(closed.body.code).toBe(1);
    expect(await fillsOf(t, contract.token, opened.position!.id)).toEqual([
      ['open', 'user', quote.bid, quote.ask, simulated, false],
      ['close', 'user', quote.bid, quote.ask, simulated, false],
    ]);
    const bought = await placeSpot(t, coin.token, {
      symbol: 'BTCUSD',
      side: 'buy',
      amount: '0.01',
    });
    expect([bought.fill?.source, bought.fill?.after_pause]).toEqual([simulated, false]);
    const placed = await place(t, coin.token, { direction: 'up', seconds: 60, stake: '10' });
    expect(placed.open.source).toEqual(simulated);
  });
});
