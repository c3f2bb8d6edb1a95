import WebSocket, { type RawData } from 'ws';
import { z } from 'zod';
import { parseJsonNumbersAsText } from './lossless-json';
import { readRfc3339Ms } from './provider-price';
import type { InstrumentBinding, SourceAdapter } from './source';
import type { Link, LinkEvents, SourceDeps, SourceTiming } from './source-runtime';
import { runSource } from './source-runtime';
import { wsText } from './ws-text';

/**
 * Kraken spot WebSocket v2, `ticker` channel with `event_trigger: "bbo"`: one update on every
 * change of the best bid or offer. On open the link sends
 * `{"method":"subscribe","params":{"channel":"ticker","symbol":["BTC/USD"],"event_trigger":"bbo",
 * "snapshot":true},"req_id":1}`; Kraken acknowledges each symbol (`success` false with `error`
 * and `symbol` for one it refuses: that instrument goes `down`), then sends a `snapshot` and
 * `update`s `{"channel":"ticker","type":"update","data":[{"symbol":"BTC/USD","bid":65972.8,
 * "ask":65972.9,…}]}`. Prices are JSON numbers and are read as their exact text.
 *
 * `{"channel":"heartbeat"}` arrives about once a second; `{"channel":"status","data":[{"system":
 * "online"|"maintenance"|"cancel_only"|"post_only"}]}` on connect and on change: anything but
 * online closes every instrument until online again. A quiet link is probed with
 * `{"method":"ping","req_id":n}` (answered by a `pong`). Channels and methods not listed here
 * are skipped without counting them malformed, so a Kraken addition does not raise alarms.
 */
export interface KrakenSourceOptions extends SourceTiming {
  id: string;
  /** 'wss://ws.kraken.com/v2'. */
  url: string;
}

const tickerMessage = z.object({
  channel: z.literal('ticker'),
  type: z.enum(['snapshot', 'update']),
  data: z.array(z.unknown()),
});
const tickerEntry = z.object({
  symbol: z.string().min(1),
  bid: z.string(),
  ask: z.string(),
  timestamp: z.string().optional(),
});
const statusMessage = z.object({
  channel: z.literal('status'),
  data: z.array(z.object({ system: z.string() })).min(1),
});
const subscribeAck = z.object({
  method: z.literal('subscribe'),
  success: z.boolean(),
  error: z.string().optional(),
  symbol: z.string().optional(),
});
const envelope = z.object({ channel: z.string().optional(), method: z.string().optional() });

export function createKrakenSource(
  options: KrakenSourceOptions,
  bindings: readonly InstrumentBinding[],
  deps: SourceDeps,
): SourceAdapter {
  return runSource(options, bindings, deps, (symbols, events) => {
    return new KrakenLink(options.url, symbols, events);
  });
}

class KrakenLink implements Link {
  private readonly ws: WebSocket;
  private nextReqId = 1;
  private gone = false;
  private systemOnline = true;

  constructor(
    url: string,
    private readonly symbols: readonly string[],
    private readonly events: LinkEvents,
  ) {
    this.ws = new WebSocket(url);
    this.ws.on('open', () => this.subscribe());
    this.ws.on('message', (data: RawData) => this.onMessage(data));
    this.ws.on('error', (err) => this.onGone(err.message));
    this.ws.on('close', (code, reason) =>
      this.onGone(`closed ${code} ${reason.toString()}`.trim()),
    );
  }

  close(): void {
    this.gone = true;
    this.ws.terminate();
  }

  probe(): void {
    this.send({ method: 'ping', req_id: this.nextReqId++ });
  }

  private subscribe(): void {
    this.send({
      method: 'subscribe',
      params: { channel: 'ticker', symbol: this.symbols, event_trigger: 'bbo', snapshot: true },
      req_id: this.nextReqId++,
    });
  }

  private send(message: unknown): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private onMessage(data: RawData): void {
    if (this.gone) return;
    this.events.heard();
    let message: unknown;
    try {
      message = parseJsonNumbersAsText(wsText(data));
    } catch {
      return this.events.malformed('not JSON');
    }
    const kind = envelope.safeParse(message);
    if (!kind.success) return this.events.malformed('not a Kraken v2 message');
    if (kind.data.channel === 'ticker') return this.onTicker(message);
    if (kind.data.channel === 'status') return this.onStatus(message);
    if (kind.data.method === 'subscribe') return this.onSubscribeAck(message);
  }

  private onTicker(message: unknown): void {
    const ticker = tickerMessage.safeParse(message);
    if (!ticker.success) return this.events.malformed('ticker message without data');
    for (const item of ticker.data.data) {
      const entry = tickerEntry.safeParse(item);
      if (!entry.success) {
        this.events.malformed('ticker entry without symbol, bid or ask');
        continue;
      }
      const { symbol, bid, ask, timestamp } = entry.data;
      const sourceTime = timestamp === undefined ? undefined : readRfc3339Ms(timestamp);
      this.events.price(symbol, bid, ask, sourceTime === undefined ? {} : { sourceTime });
    }
  }

  private onStatus(message: unknown): void {
    const status = statusMessage.safeParse(message);
    if (!status.success) return this.events.malformed('status message without system');
    const system = status.data.data[0]?.system ?? '';
    const online = system === 'online';
    if (online === this.systemOnline) return;
    this.systemOnline = online;
    this.events.status(null, online ? 'connecting' : 'closed', `Kraken system ${system}`);
  }

  private onSubscribeAck(message: unknown): void {
    const ack = subscribeAck.safeParse(message);
    if (!ack.success) return this.events.malformed('subscribe response without success');
    if (ack.data.success) return;
    const reason = `subscription refused: ${ack.data.error ?? 'no reason given'}`;
    this.events.status(ack.data.symbol ?? null, 'down', reason);
  }

  private onGone(reason: string): void {
    if (this.gone) return;
    this.close();
    this.events.closed(reason);
  }
}
