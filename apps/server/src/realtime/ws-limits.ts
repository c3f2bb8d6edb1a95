/*
 * Limits of the /ws endpoint (product.md §17.4: one address held ~20,000 sockets and the API
 * stopped answering). Connections are counted per client address and in total and refused before
 * the upgrade; a connection that follows nothing for `idleMs` is closed; each connection may send
 * `messagesPerSecond` messages per clock second, the excess is refused and a flood closes it.
 */

export interface WsLimitSettings {
  maxConnections: number;
  maxConnectionsPerIp: number;
  idleMs: number;
  messagesPerSecond: number;
}

/** Close codes sent to the client (4000–4999 are the application's own). */
export const WS_CLOSE_IDLE = 4000;
/** RFC 6455 "policy violation": the connection flooded the server with messages. */
export const WS_CLOSE_FLOOD = 1008;
/** A connection sending this many times its per-second allowance within one second is closed. */
export const FLOOD_FACTOR = 5;

/** Open connections per address and in total. */
export class WsConnectionCounter {
  private readonly perIp = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly settings: Pick<WsLimitSettings, 'maxConnections' | 'maxConnectionsPerIp'>,
  ) {}

  /** Whether one more connection from `ip` is allowed now (nothing is counted). */
  allows(ip: string): boolean {
    return (
      this.total < this.settings.maxConnections &&
      (this.perIp.get(ip) ?? 0) < this.settings.maxConnectionsPerIp
    );
  }

  /** Counts a connection if allowed; returns whether it was. */
  open(ip: string): boolean {
    if (!this.allows(ip)) return false;
    this.total += 1;
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    return true;
  }

  close(ip: string): void {
    const count = this.perIp.get(ip) ?? 0;
    if (count <= 0) return;
    this.total -= 1;
    if (count === 1) this.perIp.delete(ip);
    else this.perIp.set(ip, count - 1);
  }

  get size(): number {
    return this.total;
  }
}

export type MessageVerdict = 'accept' | 'refuse' | 'close';

/** Messages per clock second of one connection (a fixed window: the second of `nowMs`). */
export class MessageRate {
  private windowSecond = -1;
  private count = 0;

  constructor(private readonly perSecond: number) {}

  /** accept: handle it; refuse: answer RATE_LIMITED; close: a flood, end the connection. */
  next(nowMs: number): MessageVerdict {
    const second = Math.floor(nowMs / 1000);
    if (second !== this.windowSecond) {
      this.windowSecond = second;
      this.count = 0;
    }
    this.count += 1;
    if (this.count <= this.perSecond) return 'accept';
    if (this.count <= this.perSecond * FLOOD_FACTOR) return 'refuse';
    return 'close';
  }
}

/** Since when a connection follows nothing (ms), or null while it follows something. */
export class IdleClock {
  private idleSinceMs: number | null;

  constructor(openedAtMs: number) {
    this.idleSinceMs = openedAtMs;
  }

  /** Called on each sweep; true when the connection has followed nothing for `idleMs`. */
  expired(following: boolean, nowMs: number, idleMs: number): boolean {
    if (following) {
      this.idleSinceMs = null;
      return false;
    }
    this.idleSinceMs ??= nowMs;
    return nowMs - this.idleSinceMs >= idleMs;
  }
}
