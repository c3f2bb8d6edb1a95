import { Decimal, type MarkupPolicy, NO_MARKUP } from '@waihui/core';
import { describe, expect, it } from 'vitest';
import type { SourceAdapter, SourceCounters, SourceListener, SourceState } from '../../adapters';
import { ManualClock } from '../../adapters/testing/manual-clock';
import type { FeedEvent } from '../../feed-events';
import type { PriceTick } from '../price-source';
import { SourcesFeed } from './sources-feed';

/** An adapter driven by hand: states and ticks as a test says. */
class FakeAdapter implements SourceAdapter {
  private listener: SourceListener | undefined;
  private readonly states = new Map<string, SourceState>();
  private heard: number | null = null;
  stops = 0;

  constructor(
    readonly id: string,
    private readonly clock: ManualClock,
  ) {}

  start(listener: SourceListener): void {
    this.listener = listener;
  }
  stop(): void {
    this.stops += 1;
    for (const instrument of this.states.keys()) this.set(instrument, 'down');
  }
  state(instrument: string): SourceState | undefined {
    return this.states.get(instrument);
  }
  counters(): Readonly<SourceCounters> {
    return { messages: 7, ticks: 5, malformed: 1, reconnects: 0, sequenceGaps: 0, rollovers: 0 };
  }
  lastHeardAt(): number | null {
    return this.heard;
  }

  set(instrument: string, state: SourceState): void {
    const previous = this.states.get(instrument) ?? 'connecting';
    this.states.set(instrument, state);
    const at = this.clock.now();
    this.listener?.onState({ sourceId: this.id, instrument, state, previous, at, reason: 'test' });
  }

  /** A live quote: the instrument turns live first, as an adapter reports it. */
  quote(instrument: string, bid: string, ask: string): void {
    if (this.states.get(instrument) !== 'live') this.set(instrument, 'live');
    this.heard = this.clock.now();
    this.listener?.onTick({
      sourceId: this.id,
      instrument,
      bid,
      ask,
      receiveTime: this.clock.now(),
    });
  }
}

const START = 1_800_000_000_000;

function composer(options: { markup?: MarkupPolicy; secondary?: boolean } = {}) {
  const clock = new ManualClock(START);
  const primary = new FakeAdapter('binance', clock);
  const secondary = new FakeAdapter('kraken', clock);
  const ticks: PriceTick[] = [];
  const events: FeedEvent[] = [];
  const feed = new SourcesFeed({
    adapters: [
      { adapter: primary, kind: 'binance' },
      { adapter: secondary, kind: 'kraken' },
    ],
    instruments: [
      {
        symbol: 'BTCUSD',
        precision: 2,
        policy: {
          staleAfterMs: 10_000,
          failbackAfterMs: 30_000,
          jumpBand: new Decimal('0.05'),
          driftLimit: new Decimal('0.005'),
          markup: options.markup ?? NO_MARKUP,
        },
        primary: 'binance',
        ...(options.secondary === false ? {} : { secondary: 'kraken' }),
      },
    ],
    clock,
    sink: (tick) => ticks.push(tick),
    events: { record: (event) => events.push(event), idle: () => Promise.resolve() },
    checkEveryMs: 250,
  });
  feed.start();
  /** Dealt ticks as 'source bid/ask' in tick units. */
  const dealt = () => ticks.map((tick) => `${tick.origin?.sourceId} ${tick.bid}/${tick.ask}`);
  const kinds = () => events.map((event) => `${event.kind} ${event.sourceId}`);
  return { clock, primary, secondary, feed, ticks, events, dealt, kinds };
}

describe('SourcesFeed', () => {
  it('deals the primary with the markup, rounded outward, and the exact origin', () => {
    const { primary, ticks } = composer({
      markup: { kind: 'points', points: '1', minSpread: '0' },
    });
    primary.quote('BTCUSD', '100.005', '100.015');

    // 100.005 − 0.5 = 99.505 → 99.50 (down); 100.015 + 0.5 = 100.515 → 100.52 (up).
    expect(ticks).toEqual([
      {
        symbol: 'BTCUSD',
        bid: 9950,
        ask: 10052,
        receivedAtMs: START,
        origin: {
          sourceId: 'binance',
          rawBid: '100.005',
          rawAsk: '100.015',
          markupBid: '0.505',
          markupAsk: '0.505',
        },
      },
    ]);
  });

  it('drops crossed, zero and negative quotes and counts them', () => {
    const { primary, feed, ticks } = composer();
    primary.quote('BTCUSD', '101', '100');
    primary.quote('BTCUSD', '0', '100');
    primary.quote('BTCUSD', '-1', '100');
    expect(ticks).toEqual([]);
    expect(feed.status()[0]?.counters.dropped).toBe(3);
  });

  it('fails over at once, and back only after the primary is live for failbackAfterMs', () => {
    const { clock, primary, secondary, feed, dealt, kinds, events } = composer();
    primary.quote('BTCUSD', '100', '100.02');
    secondary.quote('BTCUSD', '100.01', '100.03');
    expect(dealt()).toEqual(['binance 10000/10002']);

    primary.set('BTCUSD', 'down');
    expect(dealt()).toEqual(['binance 10000/10002', 'kraken 10001/10003']);
    expect(kinds()).toEqual(['outage binance', 'switch kraken']);
    expect(events[1]).toEqual({
      at: START,
      kind: 'switch',
      instrument: 'BTCUSD',
      sourceId: 'kraken',
      details: { from: 'binance', to: 'kraken' },
    });
    expect(feed.status().map((source) => source.instruments[0]?.active)).toEqual([false, true]);

    clock.advance(1000);
    primary.quote('BTCUSD', '100.1', '100.12'); // live again: not dealt (hysteresis)
    secondary.quote('BTCUSD', '100.11', '100.13');
    expect(dealt().slice(2)).toEqual(['kraken 10011/10013']);
    expect(kinds().slice(2)).toEqual(['recovery binance']);

    for (let step = 0; step < 5; step += 1) {
      clock.advance(5800); // both keep quoting: 29 s after the primary came back, still the secondary
      secondary.quote('BTCUSD', '100.11', '100.13');
      primary.quote('BTCUSD', '100.1', '100.12');
    }
    expect(kinds().slice(3)).toEqual([]);
    clock.advance(1000); // 30 s: the timer's look switches back and deals the primary's quote
    expect(kinds().slice(3)).toEqual(['switch binance']);
    expect(dealt().slice(-1)).toEqual(['binance 10010/10012']);
  });

  it('treats a quote older than staleAfterMs as not live, and says which condition', () => {
    const { clock, primary, secondary, feed } = composer();
    expect(feed.condition('BTCUSD')).toEqual({ state: 'stale', reason: 'sources_unavailable' });
    primary.quote('BTCUSD', '100', '100.02');
    expect(feed.condition('BTCUSD')).toEqual({ state: 'live', reason: 'fresh' });
    clock.advance(10_001);
    expect(feed.condition('BTCUSD')).toEqual({ state: 'stale', reason: 'sources_unavailable' });
    expect(feed.status()[0]?.instruments[0]?.state).toBe('stale');
    primary.set('BTCUSD', 'closed');
    expect(feed.condition('BTCUSD')).toEqual({ state: 'stale', reason: 'sources_unavailable' });
    secondary.set('BTCUSD', 'closed');
    expect(feed.condition('BTCUSD')).toEqual({ state: 'closed', reason: 'provider_closed' });
    expect(feed.condition('ETHUSD')).toEqual({ state: 'stale', reason: 'sources_unavailable' });
  });

  it('holds a jump until the same source confirms it, and counts held and confirmed', () => {
    const { primary, feed, dealt } = composer({ secondary: false });
    primary.quote('BTCUSD', '100', '100');
    primary.quote('BTCUSD', '120', '120'); // 20% > 5%: held
    expect(dealt()).toEqual(['binance 10000/10000']);
    primary.quote('BTCUSD', '121', '121'); // within 5% of the held 120: confirmed
    expect(dealt()).toEqual(['binance 10000/10000', 'binance 12100/12100']);
    expect(feed.status()[0]?.counters).toMatchObject({ held: 1, confirmed: 1, discarded: 0 });
  });

  it('releases a held jump when the other source confirms it; a tick back in the band discards it', () => {
    const { primary, secondary, feed, dealt } = composer();
    primary.quote('BTCUSD', '100', '100');
    secondary.quote('BTCUSD', '100', '100');
    primary.quote('BTCUSD', '120', '120'); // held
    secondary.quote('BTCUSD', '119', '119'); // the other source confirms: 120 dealt
    expect(dealt()).toEqual(['binance 10000/10000', 'binance 12000/12000']);

    primary.quote('BTCUSD', '150', '150'); // held
    primary.quote('BTCUSD', '120.5', '120.5'); // back within the band: dealt, 150 discarded
    expect(dealt().slice(2)).toEqual(['binance 12050/12050']);
    // Counted on the source whose tick was held: the secondary's confirmation counts for the primary.
    expect(feed.status()[0]?.counters).toMatchObject({ held: 2, confirmed: 1, discarded: 1 });
    expect(feed.status()[1]?.counters).toMatchObject({ held: 0, confirmed: 0, discarded: 0 });
  });

  it('raises a drift alert beyond driftLimit of the primary mid, and clears it', () => {
    const { primary, secondary, events } = composer();
    primary.quote('BTCUSD', '100', '100');
    secondary.quote('BTCUSD', '100.5', '100.5'); // 0.5% exactly: inside
    secondary.quote('BTCUSD', '100.6', '100.6');
    secondary.quote('BTCUSD', '100.7', '100.7'); // still drifting: no second alert
    secondary.quote('BTCUSD', '100.2', '100.2');
    expect(events.map(({ kind, sourceId, details }) => ({ kind, sourceId, details }))).toEqual([
      {
        kind: 'drift',
        sourceId: 'kraken',
        details: { primaryMid: '100', secondaryMid: '100.6', limit: '0.005' },
      },
      {
        kind: 'drift_cleared',
        sourceId: 'kraken',
        details: { primaryMid: '100', secondaryMid: '100.2', limit: '0.005' },
      },
    ]);
  });

  it('reports each source with its role, activity, last message and counters', () => {
    const { primary, feed } = composer();
    primary.quote('BTCUSD', '100', '100.02');
    expect(feed.status()).toEqual([
      {
        id: 'binance',
        kind: 'binance',
        lastHeardAt: START,
        counters: {
          messages: 7,
          ticks: 5,
          malformed: 1,
          reconnects: 0,
          sequenceGaps: 0,
          rollovers: 0,
          dropped: 0,
          held: 0,
          confirmed: 0,
          discarded: 0,
          switches: 0,
        },
        instruments: [{ instrument: 'BTCUSD', state: 'live', role: 'primary', active: true }],
      },
      {
        id: 'kraken',
        kind: 'kraken',
        lastHeardAt: null,
        counters: expect.objectContaining({ dropped: 0 }) as Record<string, number>,
        instruments: [{ instrument: 'BTCUSD', state: 'down', role: 'secondary', active: false }],
      },
    ]);
  });

  it('records no outage for its own stop, and starts again where it was', () => {
    const { primary, feed, kinds, dealt } = composer({ secondary: false });
    primary.quote('BTCUSD', '100', '100');
    feed.stop();
    expect(primary.stops).toBe(1);
    expect(kinds()).toEqual([]);
    feed.start();
    primary.quote('BTCUSD', '101', '101');
    expect(kinds()).toEqual([]);
    expect(dealt()).toEqual(['binance 10000/10000', 'binance 10100/10100']);
  });
});
