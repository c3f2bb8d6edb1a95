import type { FeedCondition } from '@waihui/core';
import type { Ticker } from '@waihui/contracts';

/** What a ticker carries while its instrument is not live; empty while live. */
export type TickerStatus = Pick<Ticker, 'status' | 'status_reason' | 'opens_at'>;

const SESSION_REASONS: ReadonlySet<string> = new Set([
  'weekend',
  'daily_break',
  'outside_hours',
  'holiday',
]);

export interface TickerStatusDeps {
  symbols: readonly string[];
  /** The feed's condition of the symbol at `nowMs` (feed-condition.ts). */
  conditionOf(symbol: string, nowMs: number): FeedCondition;
  /** When the symbol's trading session next opens at or after `nowMs` (epoch ms); null unknown. */
  opensAt(symbol: string, nowMs: number): number | null;
}

/**
 * A ticker's status now (product.md §13.2): absent while live; `stale` or `closed` with the reason,
 * and, when its session shut it, when the session opens again. Remembers, per symbol, the status
 * the WebSocket frames last carried, so the hub's periodic check finds the instruments that turned
 * stale or closed (or opened) without a tick and sends them a frame. The next open is searched once
 * per closure (core's `nextOpenAt` reads the calendar minute by minute) and kept until it passes.
 */
export class TickerStatusBoard {
  /** Per symbol: `state|reason` of the status its last frame carried. */
  private readonly announced = new Map<string, string>();
  private readonly opening = new Map<string, { reason: string; atMs: number | null }>();

  constructor(private readonly deps: TickerStatusDeps) {}

  /** The status of `symbol` at `nowMs`, remembering nothing (HTTP answers). */
  statusOf(symbol: string, nowMs: number): TickerStatus {
    return this.statusFrom(symbol, this.deps.conditionOf(symbol, nowMs), nowMs);
  }

  /** The status a WebSocket frame or reply carries now: remembered as announced. */
  announce(symbol: string, nowMs: number): TickerStatus {
    const condition = this.deps.conditionOf(symbol, nowMs);
    this.announced.set(symbol, keyOf(condition));
    return this.statusFrom(symbol, condition, nowMs);
  }

  /**
   * A ticker's JSON (cached per tick by the ticker cache) with the status announced now spliced in;
   * the same string while live.
   */
  announceJson(symbol: string, tickerJson: string | null, nowMs: number): string | null {
    if (tickerJson === null) return null;
    const status = this.announce(symbol, nowMs);
    if (status.status === undefined) return tickerJson;
    return `${tickerJson.slice(0, -1)},${JSON.stringify(status).slice(1)}`;
  }

  /**
   * Symbols whose status at `nowMs` differs from the one their last frame carried (the hub's
   * periodic check); a symbol never announced is not reported (no client has seen it yet).
   */
  changed(nowMs: number): string[] {
    return this.deps.symbols.filter((symbol) => {
      const last = this.announced.get(symbol);
      return last !== undefined && last !== keyOf(this.deps.conditionOf(symbol, nowMs));
    });
  }

  private statusFrom(symbol: string, condition: FeedCondition, nowMs: number): TickerStatus {
    if (condition.state === 'live') {
      this.opening.delete(symbol);
      return {};
    }
    if (condition.reason === 'fresh') return { status: condition.state };
    const status: TickerStatus = { status: condition.state, status_reason: condition.reason };
    if (!SESSION_REASONS.has(condition.reason)) return status;
    const opensAt = this.opensAt(symbol, condition.reason, nowMs);
    return opensAt === null ? status : { ...status, opens_at: opensAt };
  }

  private opensAt(symbol: string, reason: string, nowMs: number): number | null {
    const known = this.opening.get(symbol);
    if (known !== undefined && known.reason === reason && (known.atMs ?? Infinity) > nowMs) {
      return known.atMs;
    }
    const atMs = this.deps.opensAt(symbol, nowMs);
    this.opening.set(symbol, { reason, atMs });
    return atMs;
  }
}

function keyOf(condition: FeedCondition): string {
  return `${condition.state}|${condition.reason}`;
}
