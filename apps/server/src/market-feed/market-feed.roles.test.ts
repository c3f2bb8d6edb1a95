import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Decimal } from '@waihui/core';
import { createTestApp, TestClock } from '../../test/fixtures';
import { marketLastQuotes } from '../db/schema';
import { decodeQuoteBatch, encodeQuoteBatch, QUOTES_CHANNEL, type QuoteBatch } from './quote-bus';
import type { Quote } from './quote-source';

const T0 = new Date('2026-11-22T10:07:30.000Z');

/** Lets queued microtasks and immediates run (the engine publishes a step once it ended). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('market feed roles on the bus (scale-out)', () => {
  it('leading: publishes each feed step as one batch, exactly the quotes QuoteSource gave', async () => {
    const clock = TestClock.at(T0);
    const { app } = await createTestApp({ now: clock });
    expect(app.market.feedRole).toBe('lead');
    const batches: QuoteBatch[] = [];
    await app.bus.subscribe(QUOTES_CHANNEL, (message) => batches.push(decodeQuoteBatch(message)!));
    const local: Quote[][] = [];
    for (let step = 0; step < 3; step += 1) {
      const quotes: Quote[] = [];
      const unsubscribe = app.market.quotes.subscribe((quote) => quotes.push(quote));
      clock.advance(250);
      app.market.simulatedFeed().step();
      unsubscribe();
      await settle();
      if (quotes.length > 0) local.push(quotes);
    }
    expect(local.length).toBeGreaterThan(0);
    expect(batches.map((batch) => batch.quotes)).toEqual(local);
    expect(new Set(batches.map((batch) => batch.origin)).size).toBe(1);
  });

  it('following: takes the leader’s quotes and stored quotes, runs no feed; leading again continues from them', async () => {
    const clock = TestClock.at(T0);
    const { app, database } = await createTestApp({ now: clock });
    const start = app.market.quotes.latest('BTCUSD')!;
    // What the leader last wrote for EURUSD (the bus has not quoted it since this engine follows).
    await database.db
      .update(marketLastQuotes)
      .set({ bid: '1.17000', ask: '1.17010', quotedAt: T0, seq: start.seq + 5 })
      .where(eq(marketLastQuotes.symbol, 'EURUSD'));

    await app.market.follow();
    expect(app.market.feedRole).toBe('follow');
    expect(app.market.quotes.latest('EURUSD')).toEqual({
      symbol: 'EURUSD',
      bid: '1.17000',
      ask: '1.17010',
      last: '1.17005',
      ts: T0.getTime(),
      seq: start.seq + 5,
    });

    const leaderQuote: Quote = {
      symbol: 'BTCUSD',
      bid: '90000.00',
      ask: '90010.00',
      last: '90005.00',
      ts: T0.getTime() + 1000,
      seq: start.seq + 10,
    };
    const heard: Quote[] = [];
    app.market.quotes.subscribe((quote) => heard.push(quote));
    await app.bus.publish(
      QUOTES_CHANNEL,
      encodeQuoteBatch({ origin: 'the-leader', quotes: [leaderQuote] }),
    );
    expect(heard).toEqual([leaderQuote]);
    expect(app.market.ticker('BTCUSD')).toMatchObject({
      bid: '90000.00',
      ask: '90010.00',
      last: '90005.00',
      seq: start.seq + 10,
    });
    expect(app.market.recentTicks('BTCUSD', 1)).toMatchObject([{ seq: start.seq + 10 }]);
    // A follower publishes nothing of its own.
    const published: string[] = [];
    await app.bus.subscribe(QUOTES_CHANNEL, (message) => published.push(message));
    await settle();
    expect(published).toEqual([]);

    // Promoted: numbers above every seq heard, walks on from the leader's last BTCUSD quote.
    await app.market.lead();
    heard.length = 0;
    for (let step = 0; step < 40 && !heard.some((q) => q.symbol === 'BTCUSD'); step += 1) {
      clock.advance(250);
      app.market.simulatedFeed().step();
    }
    const next = heard.find((quote) => quote.symbol === 'BTCUSD')!;
    expect(next.seq).toBeGreaterThan(start.seq + 10);
    // One step of the walk moves far less than 0.5 % (450.00) from where the leader left it.
    expect(new Decimal(next.last).minus('90005.00').abs().lt('450.00')).toBe(true);
    await settle();
    expect(published.length).toBeGreaterThan(0);
  });
});
