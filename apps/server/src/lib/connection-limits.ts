import { BlockList, isIPv4, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { Config } from '../config';
import { readOpenFileLimit } from './open-files';

/**
 * Connection limits at the socket (docs/deploy.md "Connection limits"). A slow
 * client holds a descriptor per connection; without limits one host opening thousands of partial
 * requests used every descriptor and nobody else could connect. Three rules, before any HTTP parsing:
 * - at most `perAddress` open connections per client address (a trusted proxy's own address is
 *   exempt: it carries many clients, and the proxy limits each of them, see deploy/nginx.conf);
 * - at most `total` open connections, below the process's open-file limit;
 * - headers within `headersTimeoutMs` and the whole request within `requestTimeoutMs`, else the
 *   connection is answered 408 and closed (the HTTP server's own timers, set in app.ts).
 */

/** Descriptors kept for everything but client connections: database, Redis, files served or uploaded, logs. */
export const RESERVED_DESCRIPTORS = 128;
/** Connections in total when neither MAX_CONNECTIONS nor an open-file limit says otherwise. */
export const DEFAULT_MAX_CONNECTIONS = 10_000;

/** Open connections allowed in total: the configured number, and never more than the descriptors allow. */
export function connectionBudget(input: {
  configured: number | undefined;
  /** The soft open-file limit; null when unknown. */
  openFiles: number | null;
}): number {
  const wanted = input.configured ?? DEFAULT_MAX_CONNECTIONS;
  if (input.openFiles === null) return wanted;
  return Math.max(16, Math.min(wanted, input.openFiles - RESERVED_DESCRIPTORS));
}

/** `::ffff:127.0.0.1` (an IPv4 client of a dual-stack socket) → `127.0.0.1`; any other address as it is. */
export function unmappedAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** A socket's client address, IPv4 clients of a dual-stack socket written as IPv4. */
export function clientAddressOf(socket: Pick<Socket, 'remoteAddress'>): string {
  return unmappedAddress(socket.remoteAddress ?? '');
}

/** proxy-addr's names for ranges (what TRUST_PROXY accepts). */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether an (unmapped) address is one of these addresses, ranges (`a/prefix`) or named ranges. */
export function addressInRanges(ranges: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const item of ranges.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
    const [address = '', prefix] = item.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * Whether a peer address is a proxy TRUST_PROXY believes: false → none; a hop count → every peer
 * (whatever connects is the proxy in front); a list → its addresses and ranges.
 */
export function trustedProxyTest(
  trustProxy: false | number | readonly string[],
): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  return addressInRanges(trustProxy);
}

export interface ConnectionLimitLog {
  warn(object: object, message: string): void;
}

/**
 * Applies the total and per-address caps to an HTTP server (before it listens). A connection over a
 * cap is closed at once, before a byte is read; one warning per address and episode (until its
 * connections drop back to zero), not one per refused connection.
 */
export function limitConnections(
  server: Server,
  options: {
    total: number;
    perAddress: number;
    isTrustedProxy: (address: string) => boolean;
    log: ConnectionLimitLog;
  },
): void {
  server.maxConnections = options.total;
  let warnedTotal = false;
  server.on('drop', () => {
    if (warnedTotal) return;
    warnedTotal = true;
    options.log.warn(
      { total: options.total },
      'connection refused: the total connection limit is reached',
    );
    setTimeout(() => (warnedTotal = false), 10_000).unref();
  });
  const open = new Map<string, number>();
  const warned = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = clientAddressOf(socket);
    if (options.isTrustedProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= options.perAddress) {
      if (!warned.has(address)) {
        warned.add(address);
        options.log.warn(
          { address, perAddress: options.perAddress },
          'connection refused: too many open connections from one address',
        );
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else {
        open.delete(address);
        warned.delete(address);
      }
    });
  });
}

/** How often the HTTP server looks for requests past their header or request timeout (ms; Node's default: 30 s). */
const CONNECTIONS_CHECK_MS = 1_000;

/** Fastify's options for the HTTP server's own slow-request timers: 408 and close when one runs out. */
export function slowRequestTimers(
  config: Pick<Config, 'HEADERS_TIMEOUT_MS' | 'REQUEST_TIMEOUT_MS'>,
) {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    },
  };
}

/** The caps the configuration asks for, the total kept below the open-file limit read now. */
export function capConnections(
  server: Server,
  config: Pick<Config, 'MAX_CONNECTIONS' | 'MAX_CONNECTIONS_PER_IP' | 'TRUST_PROXY'>,
  log: ConnectionLimitLog,
): void {
  limitConnections(server, {
    total: connectionBudget({
      configured: config.MAX_CONNECTIONS,
      openFiles: readOpenFileLimit()?.soft ?? null,
    }),
    perAddress: config.MAX_CONNECTIONS_PER_IP,
    isTrustedProxy: trustedProxyTest(config.TRUST_PROXY),
    log,
  });
}
