import net from 'node:net';
import { vi } from 'vitest';
import {
  AsciiSession,
  fixDescription,
  type IJsFixConfig,
  makeFixConfig,
  MsgTransport,
  type MsgView,
  TcpDuplex,
} from '../fix-engine';
import { WAIT } from './recording-listener';

/** What the LP's session received, as FIX text with '|' for SOH. */
interface Received {
  msgType: string;
  text: string;
}

/**
 * A liquidity provider's FIX 4.4 acceptor for the suite: jspurefix's ascii session in the
 * acceptor role on 127.0.0.1, one `LpSession` per connection. Tests make it send W/X/Y, lose a
 * message (its sequence number is skipped, as if the bytes never arrived), stop heartbeating,
 * or drop the connection.
 */
export class FixTestAcceptor {
  readonly sessions: LpSession[] = [];
  /** SendingTime(52) stamped on every message the LP sends, so tests know it exactly. */
  static readonly SENDING_TIME = new Date(Date.UTC(2026, 0, 5, 9, 30, 0, 123));

  private constructor(
    private readonly server: net.Server,
    readonly options: { heartbeat: boolean },
  ) {
    server.on('connection', (socket) => void this.accept(socket));
  }

  static async start(options = { heartbeat: true }): Promise<FixTestAcceptor> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new FixTestAcceptor(server, options);
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  session(index: number): LpSession {
    const session = this.sessions[index];
    if (!session) throw new Error(`no session ${index}`);
    return session;
  }

  /** Waits until session `index` has received `count` MarketDataRequests. */
  async waitForRequests(index: number, count: number): Promise<void> {
    await vi.waitFor(() => {
      const requests = this.sessions[index]?.received.filter((m) => m.msgType === 'V').length ?? 0;
      if (requests < count) throw new Error(`${requests} of ${count} requests`);
    }, WAIT);
  }

  async close(): Promise<void> {
    for (const session of this.sessions) session.drop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async accept(socket: net.Socket): Promise<void> {
    const config = await makeFixConfig(
      fixDescription({
        role: 'acceptor',
        name: 'lp',
        senderCompId: 'LP',
        targetCompId: 'WAIHUI',
        heartbeatSeconds: 1,
      }),
    );
    const session = new LpSession(config, socket, this.options.heartbeat);
    this.sessions.push(session);
    const transport = new MsgTransport(this.sessions.length, config, new TcpDuplex(socket));
    (transport.transmitter as unknown as { time: Date }).time = FixTestAcceptor.SENDING_TIME;
    await session.run(transport).catch(() => {});
  }
}

export class LpSession extends AsciiSession {
  readonly received: Received[] = [];
  logon: { username: string; password: string } | undefined;
  /** Application messages sent (or lost) by MsgSeqNum, for resending. */
  private readonly sentApp = new Map<number, { msgType: string; body: Record<string, unknown> }>();

  constructor(
    config: IJsFixConfig,
    private readonly socket: net.Socket,
    heartbeat: boolean,
  ) {
    super(config);
    this.heartbeat = heartbeat;
    this.on('error', () => {});
  }

  /** The MarketDataRequests received, as FIX text. */
  requests(): string[] {
    return this.received.filter((m) => m.msgType === 'V').map((m) => m.text);
  }

  /** MDReqID of the request for `symbol` (the first one). */
  reqIdOf(symbol: string): string {
    const text = this.requests().find((t) => t.includes(`|55=${symbol}|`)) ?? '';
    return /\|262=([^|]+)\|/.exec(text)?.[1] ?? '';
  }

  sendApp(msgType: string, body: Record<string, unknown>): number {
    const seq = this.transmitter().msgSeqNum;
    this.sentApp.set(seq, { msgType, body });
    this.send(msgType, body);
    return seq;
  }

  /** Uses up the next MsgSeqNum for `body` without sending it: the initiator sees a gap. */
  lose(msgType: string, body: Record<string, unknown>): number {
    const seq = this.transmitter().msgSeqNum++;
    this.sentApp.set(seq, { msgType, body });
    return seq;
  }

  sendAdmin(msgType: string, body: Record<string, unknown>): void {
    this.send(msgType, body);
  }

  drop(): void {
    this.socket.destroy();
  }

  /** Resends the application messages asked for, PossDupFlag=Y with their own MsgSeqNum. */
  protected override onResendRequest(view: MsgView): void {
    const begin = Number(view.getString(7));
    const last = this.transmitter().msgSeqNum - 1;
    for (let seq = begin; seq <= last; seq++) {
      const sent = this.sentApp.get(seq);
      if (!sent) continue;
      const header = {
        MsgSeqNum: seq,
        PossDupFlag: true,
        SendingTime: FixTestAcceptor.SENDING_TIME,
      };
      this.send(sent.msgType, { ...sent.body, StandardHeader: header });
    }
  }

  private transmitter(): { msgSeqNum: number } {
    return this.transport?.transmitter as unknown as { msgSeqNum: number };
  }

  protected override onApplicationMsg(): void {}
  protected override onReady(): void {}
  protected override onStopped(): void {}
  protected override onEncoded(): void {}

  protected override onDecoded(msgType: string, text: string): void {
    this.received.push({ msgType, text });
  }

  protected override onLogon(_view: MsgView, username: string, password: string): boolean {
    this.logon = { username, password };
    return true;
  }
}
