import type { Decimal } from '@waihui/core';
import { z } from 'zod';
import { readProviderPrice, readRfc3339Ms } from './provider-price';
import type { InstrumentBinding, SourceAdapter } from './source';
import type { Link, LinkEvents, SourceDeps, SourceTiming } from './source-runtime';
import { runSource } from './source-runtime';

/**
 * OANDA v20 pricing stream: `GET {url}/v3/accounts/{accountId}/pricing/stream?instruments=
 * EUR_USD,USD_JPY` with `Authorization: Bearer <token>`, answered by one JSON object per line,
 * kept open: `{"type":"PRICE","instrument":"EUR_USD","time":"2016-10-27T08:38:43.094548890Z",
 * "tradeable":true,"bids":[{"price":"1.09316","liquidity":1000000},…],"asks":[…],…}` (at most
 * four a second per instrument, only on change) and `{"type":"HEARTBEAT","time":"…"}` every five
 * seconds. Best bid is the highest of `bids`, best ask the lowest of `asks`; `tradeable: false`
 * closes the instrument until a tradeable price. A refused request (401, 403, 404…) is logged
 * with OANDA's `errorMessage` and retried with backoff. The token goes only into the request
 * header: it is never logged or put into a state reason.
 */
export interface OandaSourceOptions extends SourceTiming {
  id: string;
  /** 'https://stream-fxtrade.oanda.com' (live) or 'https://stream-fxpractice.oanda.com' (demo). */
  url: string;
  accountId: string;
  /** Personal access token, from the environment variable the sources file names. */
  token: string;
}

/** A line longer than this (characters) is not OANDA's; the connection is dropped. */
const MAX_LINE_CHARS = 1_000_000;

const priceMessage = z.object({
  type: z.literal('PRICE'),
  instrument: z.string().min(1),
  time: z.string(),
  tradeable: z.boolean(),
  bids: z.array(z.object({ price: z.string() })),
  asks: z.array(z.object({ price: z.string() })),
});
const heartbeatMessage = z.object({ type: z.literal('HEARTBEAT'), time: z.string() });
const errorBody = z.object({ errorMessage: z.string() });

export function createOandaSource(
  options: OandaSourceOptions,
  bindings: readonly InstrumentBinding[],
  deps: SourceDeps,
): SourceAdapter {
  const path = `/v3/accounts/${encodeURIComponent(options.accountId)}/pricing/stream`;
  const base = `${options.url.replace(/\/+$/, '')}${path}`;
  return runSource(options, bindings, deps, (symbols, events) => {
    const query = new URLSearchParams({ instruments: symbols.join(',') }).toString();
    return new OandaLink(`${base}?${query}`, options.token, events);
  });
}

class OandaLink implements Link {
  private readonly abort = new AbortController();
  private gone = false;

  constructor(
    url: string,
    token: string,
    private readonly events: LinkEvents,
  ) {
    void this.run(url, token);
  }

  close(): void {
    this.gone = true;
    this.abort.abort();
  }

  private async run(url: string, token: string): Promise<void> {
    try {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${token}`, 'Accept-Datetime-Format': 'RFC3339' },
        signal: this.abort.signal,
      });
      if (!response.ok || !response.body) {
        return this.onGone(`HTTP ${response.status}${await errorMessageOf(response)}`);
      }
      await this.readLines(response.body.getReader());
      this.onGone('stream ended');
    } catch (err) {
      this.onGone(err instanceof Error ? err.message : 'request failed');
    }
  }

  private async readLines(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let pending = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done || this.gone) return;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') this.onLine(line);
      if (pending.length > MAX_LINE_CHARS) return this.onGone('line too long');
    }
  }

  private onLine(line: string): void {
    if (this.gone) return;
    this.events.heard();
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      return this.events.malformed('not JSON');
    }
    if (heartbeatMessage.safeParse(message).success) return;
    const price = priceMessage.safeParse(message);
    if (!price.success) return this.events.malformed('neither PRICE nor HEARTBEAT');
    const { instrument, time, tradeable, bids, asks } = price.data;
    if (!tradeable) return this.events.status(instrument, 'closed', 'OANDA: not tradeable');
    const bid = best(bids, 'highest');
    const ask = best(asks, 'lowest');
    if (bid === undefined || ask === undefined) {
      return this.events.malformed(`${instrument}: no usable bid or ask`);
    }
    const sourceTime = readRfc3339Ms(time);
    this.events.price(instrument, bid, ask, sourceTime === undefined ? {} : { sourceTime });
  }

  private onGone(reason: string): void {
    if (this.gone) return;
    this.close();
    this.events.closed(reason);
  }
}

/** The best price of one side as OANDA wrote it; undefined if the side is empty or unreadable. */
function best(side: { price: string }[], which: 'highest' | 'lowest'): string | undefined {
  let chosen: { raw: string; value: Decimal } | undefined;
  for (const { price: raw } of side) {
    const value = readProviderPrice(raw);
    if (value === null) return undefined;
    const better =
      chosen === undefined ||
      (which === 'highest' ? value.greaterThan(chosen.value) : value.lessThan(chosen.value));
    if (better) chosen = { raw, value };
  }
  return chosen?.raw;
}

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body = errorBody.safeParse(await response.json());
    return body.success ? `: ${body.data.errorMessage}` : '';
  } catch {
    return '';
  }
}
