import net from 'node:net';
import tls from 'node:tls';
import {
  AsciiSession,
  fixDescription,
  type FixSessionParams,
  type IJsFixConfig,
  makeFixConfig,
  MsgTransport,
  type MsgView,
  TcpDuplex,
} from './fix-engine';
import {
  applyMarketData,
  FixTag,
  marketDataRequest,
  lpTimeOf,
  type TopOfBook,
} from './fix-market-data';
import type { InstrumentBinding, SourceAdapter } from './source';
import {
  type Link,
  type LinkEvents,
  runSource,
  type SourceDeps,
  type SourceLog,
  type SourceTiming,
} from './source-runtime';

/**
 * FIX 4.4 market data from a liquidity provider, as an initiator through jspurefix. Per
 * connection: TCP (or TLS) connect, Logon (ResetSeqNumFlag=Y, Username/Password when given),
 * then one MarketDataRequest (V, 263=1 snapshot + updates, depth 1, bid and offer) per symbol;
 * prices arrive as MarketDataSnapshotFullRefresh (W) and MarketDataIncrementalRefresh (X); a
 * MarketDataRequestReject (Y) puts that instrument `down`. jspurefix runs the session layer:
 * Heartbeat every HeartBtInt, TestRequest answered, a TestRequest of its own when the LP goes
 * quiet, and on a MsgSeqNum gap a ResendRequest (2) from the first missing number. Messages the
 * LP resends (PossDupFlag=Y) update a side only if newer than what last set it; after a gap the
 * link also asks for a one-off snapshot (263=0) of every symbol, so a gap the LP fills with a
 * SequenceReset instead of the messages still ends with a correct book.
 */
/** Comp ids, Sub IDs, heartbeat and the Logon credentials (from environment variables the
 * sources file names), plus where to connect. */
export interface FixSourceOptions extends SourceTiming, Omit<FixSessionParams, 'role' | 'name'> {
  id: string;
  host: string;
  port: number;
  tls: boolean;
}

export function createFixSource(
  options: FixSourceOptions,
  bindings: readonly InstrumentBinding[],
  deps: SourceDeps,
): SourceAdapter {
  return runSource(options, bindings, deps, (symbols, events) => {
    return new FixLink(options, symbols, events, deps.log);
  });
}

class FixLink implements Link {
  private gone = false;
  private socket: net.Socket | undefined;
  private session: MarketDataSession | undefined;
  private readonly book: TopOfBook = new Map();
  /** MDReqID → symbol and whether it was the subscription or a one-off snapshot. */
  private readonly requests = new Map<string, { symbol: string; kind: 'subscribe' | 'snapshot' }>();
  private nextReqId = 1;
  private logoutText: string | undefined;

  constructor(
    private readonly options: FixSourceOptions,
    private readonly symbols: readonly string[],
    private readonly events: LinkEvents,
    private readonly log: SourceLog,
  ) {
    void this.run();
  }

  close(): void {
    if (this.gone) return;
    this.gone = true;
    this.session?.done();
    // Let the Logout leave before the socket closes.
    setImmediate(() => this.socket?.destroy());
  }

  private async run(): Promise<void> {
    try {
      const config = await makeFixConfig(
        fixDescription({ ...this.options, role: 'initiator', name: this.options.id }),
      );
      const socket = await this.connect();
      if (this.gone) return void socket.destroy();
      this.socket = socket;
      const session = new MarketDataSession(config, this);
      this.session = session;
      await session.run(new MsgTransport(1, config, new TcpDuplex(socket)));
      this.onGone(this.logoutText === undefined ? 'session ended' : `logout: ${this.logoutText}`);
    } catch (err) {
      this.onGone(err instanceof Error ? err.message : 'session failed');
    }
  }

  private connect(): Promise<net.Socket> {
    const { host, port } = this.options;
    return new Promise((resolve, reject) => {
      const socket = this.options.tls
        ? tls.connect({ host, port, servername: host }, () => resolve(socket))
        : net.connect({ host, port }, () => resolve(socket));
      socket.once('error', reject);
    });
  }

  /** Session events (called by MarketDataSession). */
  onReceived(): void {
    if (!this.gone) this.events.heard();
  }

  onReady(send: (msgType: string, body: Record<string, unknown>) => void): void {
    for (const symbol of this.symbols) send('V', this.request(symbol, 'subscribe'));
  }

  onSequenceGap(send: (msgType: string, body: Record<string, unknown>) => void): void {
    this.events.count('sequenceGaps');
    for (const symbol of this.symbols) send('V', this.request(symbol, 'snapshot'));
  }

  onLogout(text: string | undefined): void {
    this.logoutText = text;
  }

  onApplicationMsg(msgType: string, view: MsgView): void {
    if (this.gone) return;
    if (msgType === 'W' || msgType === 'X') return this.onMarketData(msgType, view);
    if (msgType === 'Y') return this.onReject(view);
  }

  private request(symbol: string, kind: 'subscribe' | 'snapshot'): Record<string, unknown> {
    const reqId = `${this.options.id}-${this.nextReqId++}`;
    this.requests.set(reqId, { symbol, kind });
    return marketDataRequest(reqId, symbol, kind);
  }

  private onMarketData(msgType: 'W' | 'X', view: MsgView): void {
    const changes = applyMarketData(this.book, msgType, view, (reqId) =>
      reqId === null ? undefined : this.requests.get(reqId)?.symbol,
    );
    if (changes === null) return this.events.malformed(`${msgType} without a usable entry`);
    const sourceTime = lpTimeOf(view);
    for (const { symbol, bid, ask, closed, seq } of changes) {
      if (closed) this.events.status(symbol, 'closed', 'LP: quote condition closed');
      else if (bid !== undefined && ask !== undefined) {
        this.events.price(symbol, bid, ask, {
          sourceSeq: seq,
          ...(sourceTime === undefined ? {} : { sourceTime }),
        });
      }
    }
  }

  private onReject(view: MsgView): void {
    const request = this.requests.get(view.getString(FixTag.MDReqID) ?? '');
    const reason = `market data request rejected: ${view.getString(FixTag.Text) ?? 'no reason given'}`;
    if (request?.kind === 'subscribe') return this.events.status(request.symbol, 'down', reason);
    this.log.warn({ sourceId: this.options.id, symbol: request?.symbol, reason }, 'FIX snapshot');
  }

  private onGone(reason: string): void {
    if (this.gone) return;
    this.close();
    this.events.closed(reason);
  }
}

/** jspurefix's ascii session with its application hooks handed to the link. */
class MarketDataSession extends AsciiSession {
  constructor(
    config: IJsFixConfig,
    private readonly link: FixLink,
  ) {
    super(config);
    // jspurefix emits 'error' after a run has settled too; the run's promise already reports it.
    this.on('error', () => {});
  }

  private readonly sendMessage = (msgType: string, body: Record<string, unknown>): void =>
    this.send(msgType, body);

  protected override onApplicationMsg(msgType: string, view: MsgView): void {
    this.link.onApplicationMsg(msgType, view);
  }

  protected override onReady(): void {
    this.link.onReady(this.sendMessage);
  }

  protected override onDecoded(): void {
    this.link.onReceived();
  }

  protected override onEncoded(): void {}

  protected override onStopped(): void {}

  protected override onLogon(): boolean {
    return true;
  }

  protected override peerLogout(view: MsgView): void {
    this.link.onLogout(view.getString(FixTag.Text) ?? undefined);
    super.peerLogout(view);
  }

  protected override sendResendRequest(lastSeq: number, receivedSeq: number): void {
    super.sendResendRequest(lastSeq, receivedSeq);
    this.link.onSequenceGap(this.sendMessage);
  }
}
