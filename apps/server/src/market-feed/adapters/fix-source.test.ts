import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFixSource } from './fix-source';
import type { SourceAdapter } from './source';
import { FixTestAcceptor, type LpSession } from './testing/fix-test-acceptor';
import { RecordingListener, testDeps, WAIT } from './testing/recording-listener';

const BINDINGS = [
  { instrument: 'EURUSD', symbol: 'EUR/USD', priceScale: '1' },
  { instrument: 'USDJPY', symbol: 'USD/JPY', priceScale: '1' },
];
const LP_TIME = FixTestAcceptor.SENDING_TIME.getTime();

/** MarketDataSnapshotFullRefresh (W): one bid and one offer. */
function snapshot(symbol: string, bid: string, ask: string, extra: Record<string, string> = {}) {
  return {
    Instrument: { Symbol: symbol },
    MDFullGrp: {
      NoMDEntries: [
        { MDEntryType: '0', MDEntryPx: bid, ...extra },
        { MDEntryType: '1', MDEntryPx: ask, ...extra },
      ],
    },
  };
}

/** MarketDataIncrementalRefresh (X): Change (279=1) of one side. */
function change(symbol: string, side: 'bid' | 'ask', px: string) {
  const type = side === 'bid' ? '0' : '1';
  return {
    MDIncGrp: {
      NoMDEntries: [
        { MDUpdateAction: '1', MDEntryType: type, Instrument: { Symbol: symbol }, MDEntryPx: px },
      ],
    },
  };
}

let lp: FixTestAcceptor;
let source: SourceAdapter;

async function startSource(options: { heartbeat?: boolean; staleAfterMs?: number } = {}) {
  lp = await FixTestAcceptor.start({ heartbeat: options.heartbeat ?? true });
  const deps = testDeps();
  source = createFixSource(
    {
      id: 'lp',
      host: '127.0.0.1',
      port: lp.port,
      tls: false,
      senderCompId: 'WAIHUI',
      targetCompId: 'LP',
      username: 'waihui-md',
      password: 'secret-from-env',
      heartbeatSeconds: 1,
      staleAfterMs: options.staleAfterMs ?? 60_000,
      backoff: { initialMs: 100, maxMs: 1000, jitter: 0.2 },
    },
    BINDINGS,
    deps,
  );
  const listener = new RecordingListener();
  source.start(listener);
  await lp.waitForRequests(0, 2);
  return { clock: deps.clock, listener, session: lp.session(0) };
}

afterEach(async () => {
  source.stop();
  await lp.close();
});

describe('FIX 4.4 market data source (jspurefix initiator against a local acceptor)', () => {
  it('logs on, subscribes each symbol to its best bid/offer and reports W and X exactly', async () => {
    const { clock, listener, session } = await startSource();
    expect(session.logon).toEqual({ username: 'waihui-md', password: 'secret-from-env' });
    const logon = session.received.find((m) => m.msgType === 'A')?.text ?? '';
    expect(logon).toMatch(/\|49=WAIHUI\|56=LP\|34=1\|.*\|108=1\|141=Y\|553=waihui-md\|554=/);
    expect(session.requests().map((t) => /\|262=.*(?=\|10=)/.exec(t)?.[0])).toEqual([
      '|262=lp-1|263=1|264=1|265=1|267=2|269=0|269=1|146=1|55=EUR/USD',
      '|262=lp-2|263=1|264=1|265=1|267=2|269=0|269=1|146=1|55=USD/JPY',
    ]);

    const w1 = session.sendApp('W', {
      MDReqID: 'lp-1',
      ...snapshot('EUR/USD', '1.08010', '1.08015'),
    });
    const w2 = session.sendApp('W', {
      MDReqID: 'lp-2',
      ...snapshot('USD/JPY', '157.251', '157.262'),
    });
    const x1 = session.sendApp('X', change('EUR/USD', 'bid', '1.08012'));
    await listener.waitForTicks(3);

    const receiveTime = clock.now();
    const tick = { sourceId: 'lp', sourceTime: LP_TIME, receiveTime };
    expect(listener.ticks).toEqual([
      { ...tick, instrument: 'EURUSD', bid: '1.0801', ask: '1.08015', sourceSeq: w1 },
      { ...tick, instrument: 'USDJPY', bid: '157.251', ask: '157.262', sourceSeq: w2 },
      { ...tick, instrument: 'EURUSD', bid: '1.08012', ask: '1.08015', sourceSeq: x1 },
    ]);
    expect(listener.statesOf('EURUSD')).toEqual(['connecting', 'live']);
  });

  it('sends a ResendRequest on a sequence gap and ends with the book the LP has', async () => {
    const { listener, session } = await startSource();
    const w = session.sendApp('W', {
      MDReqID: 'lp-1',
      ...snapshot('EUR/USD', '1.08010', '1.08015'),
    });
    await listener.waitForTicks(1);

    // Lost: bid 1.08011 and ask 1.08014; the next message moves the ask again, to 1.08016.
    const lost = session.lose('X', {
      MDIncGrp: {
        NoMDEntries: [
          ...change('EUR/USD', 'bid', '1.08011').MDIncGrp.NoMDEntries,
          ...change('EUR/USD', 'ask', '1.08014').MDIncGrp.NoMDEntries,
        ],
      },
    });
    const after = session.sendApp('X', change('EUR/USD', 'ask', '1.08016'));
    await listener.waitForTicks(3);

    const resend = session.received.find((m) => m.msgType === '2')?.text ?? '';
    expect(resend).toContain(`|7=${lost}|16=0|`);
    expect(session.requests().filter((t) => t.includes('|263=0|'))).toHaveLength(2);
    expect(listener.ticks.map((t) => [t.bid, t.ask, t.sourceSeq])).toEqual([
      ['1.0801', '1.08015', w],
      // the message after the gap, applied at once
      ['1.0801', '1.08016', after],
      // the lost message, resent with PossDupFlag=Y: fills the bid but not the older ask
      ['1.08011', '1.08016', after],
    ]);
    expect(source.counters()).toMatchObject({ sequenceGaps: 1, malformed: 0 });

    // The LP answers the one-off snapshot request with the book it has: no change, no tick.
    session.sendApp('W', { MDReqID: 'lp-3', ...snapshot('EUR/USD', '1.08011', '1.08016') });
    session.sendApp('X', change('EUR/USD', 'bid', '1.08013'));
    await listener.waitForTicks(4);
    expect(listener.ticks.at(-1)).toMatchObject({ bid: '1.08013', ask: '1.08016' });
  });

  it('goes stale when the LP stops heartbeating, and answers its TestRequest', async () => {
    const { clock, listener, session } = await startSource({
      heartbeat: false,
      staleAfterMs: 1000,
    });
    session.sendApp('W', { MDReqID: 'lp-1', ...snapshot('EUR/USD', '1.08010', '1.08015') });
    await listener.waitForState('EURUSD', 'live');
    const heardAt = clock.now();
    clock.advance(999);
    expect(source.state('EURUSD')).toBe('live');
    clock.advance(1);
    expect(listener.changes.at(-1)).toMatchObject({ state: 'stale', at: heardAt + 1000 });

    session.sendAdmin('1', { TestReqID: 'are-you-there' });
    await vi.waitFor(() => {
      const heartbeat = session.received.find((m) => m.msgType === '0');
      expect(heartbeat?.text).toContain('|112=are-you-there|');
    }, WAIT);
    await listener.waitForState('EURUSD', 'live');
  });

  it('marks a rejected request down and a closed quote closed', async () => {
    const { listener, session } = await startSource();
    session.sendApp('Y', { MDReqID: 'lp-2', MDReqRejReason: '0', Text: 'Unknown symbol' });
    session.sendApp('W', {
      MDReqID: 'lp-1',
      ...snapshot('EUR/USD', '1.08010', '1.08015', { QuoteCondition: 'B' }),
    });
    await listener.waitForState('EURUSD', 'closed');
    await listener.waitForState('USDJPY', 'down');
    expect(
      listener.changes.find((c) => c.instrument === 'USDJPY' && c.state === 'down')?.reason,
    ).toBe('market data request rejected: Unknown symbol');
    session.sendApp('W', { MDReqID: 'lp-1', ...snapshot('EUR/USD', '1.08010', '1.08015') });
    await listener.waitForState('EURUSD', 'live');
    expect(listener.ticks).toHaveLength(1);
  });

  it('ignores and counts unusable market data', async () => {
    const { listener, session } = await startSource();
    session.sendApp('W', { MDReqID: 'lp-1', ...snapshot('EUR/USD', 'abc', '1.08015') });
    session.sendApp('W', { MDReqID: 'lp-1', ...snapshot('EUR/USD', '1.08020', '1.08015') });
    session.sendApp('X', {
      MDIncGrp: { NoMDEntries: [{ MDUpdateAction: '1', MDEntryType: '0', MDEntryPx: '1.1' }] },
    });
    session.sendApp('W', { MDReqID: 'lp-1', ...snapshot('EUR/USD', '1.08010', '1.08015') });
    await listener.waitForTicks(1);
    expect(listener.ticks.map((t) => [t.bid, t.ask])).toEqual([['1.0801', '1.08015']]);
    expect(source.counters()).toMatchObject({ malformed: 3, ticks: 1 });
  });

  it('logs on again with backoff after the LP drops the connection', async () => {
    const { clock, listener, session } = await startSource();
    session.sendApp('W', { MDReqID: 'lp-1', ...snapshot('EUR/USD', '1.08010', '1.08015') });
    await listener.waitForState('EURUSD', 'live');
    session.drop();
    await listener.waitForState('EURUSD', 'down');
    expect(clock.pending()).toEqual([110]);
    clock.advance(110);
    await lp.waitForRequests(1, 2);
    const logon: LpSession = lp.session(1);
    expect(logon.received[0]?.text).toMatch(/\|35=A\|.*\|34=1\|.*\|141=Y\|/);
    expect(source.counters().reconnects).toBe(1);
  });
});
