import type { PriceUnits } from '../market/price-units';
import { TickHeap, type HeapNode } from './tick-heap';
import type { PositionSide } from './types';

/** Which side of the quote a trigger watches. */
export type TriggerSide = 'bid' | 'ask';
/** `rises_to` fires when the price is ≥ the level; `falls_to` when it is ≤ the level. */
export type TriggerDirection = 'rises_to' | 'falls_to';
/** What a trigger stands for: a resting limit order, or a position's take-profit or stop-loss. */
export type TriggerKind = 'limit' | 'take_profit' | 'stop_loss';

/** A resting trigger. `level` is integer ticks: price × 10^precision (decimalToUnits). */
export interface Trigger {
  /** Unique in the book (e.g. `limit:<order id>`, `tp:<position id>`). */
  id: string;
  instrument: string;
  side: TriggerSide;
  direction: TriggerDirection;
  level: PriceUnits;
}

/**
 * The quote side and direction of each trigger (product.md §10.5), the same rules as quote-side.ts:
 * buy limit: ask ≤ limit; sell limit: bid ≥ limit; a long's TP: bid ≥ TP, SL: bid ≤ SL;
 * a short's TP: ask ≤ TP, SL: ask ≥ SL.
 */
export function triggerRule(
  kind: TriggerKind,
  side: PositionSide,
): { side: TriggerSide; direction: TriggerDirection } {
  const long = side === 'long';
  switch (kind) {
    case 'limit':
      return long ? { side: 'ask', direction: 'falls_to' } : { side: 'bid', direction: 'rises_to' };
    case 'take_profit':
      return long ? { side: 'bid', direction: 'rises_to' } : { side: 'ask', direction: 'falls_to' };
    case 'stop_loss':
      return long ? { side: 'bid', direction: 'falls_to' } : { side: 'ask', direction: 'rises_to' };
  }
}

/** Whether a trigger fires on a quote (bid and ask in ticks): the linear-scan definition. */
export function triggerFires(trigger: Trigger, bid: PriceUnits, ask: PriceUnits): boolean {
  const price = trigger.side === 'bid' ? bid : ask;
  return trigger.direction === 'rises_to' ? price >= trigger.level : price <= trigger.level;
}

interface Node extends HeapNode {
  trigger: Trigger;
  heap: TickHeap<Node>;
}

/** The four heaps of one instrument, in the order cross() reports them. */
interface InstrumentHeaps {
  bidRises: TickHeap<Node>;
  bidFalls: TickHeap<Node>;
  askRises: TickHeap<Node>;
  askFalls: TickHeap<Node>;
}

/**
 * Resting limit orders, TPs and SLs, per instrument and per (quote side, direction), each a min-heap
 * on integer ticks: `rises_to` keyed by the level (the lowest level fires first as the price rises),
 * `falls_to` keyed by −level (the highest first as it falls). A quote pops only the triggers it
 * crosses: O(log n) add and remove, O(k log n) for k crossed, nothing for the rest. Pure and in
 * memory; the server owns persistence and rebuilds it at start by adding every open trigger.
 */
export class TriggerBook {
  private readonly byId = new Map<string, Node>();
  private readonly byInstrument = new Map<string, InstrumentHeaps>();
  private seq = 0;

  get size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get(id: string): Trigger | undefined {
    return this.byId.get(id)?.trigger;
  }

  /** Adds a trigger; throws on a duplicate id or a level that is not a safe integer. */
  add(trigger: Trigger): void {
    if (this.byId.has(trigger.id))
      throw new RangeError(`trigger already in the book: ${trigger.id}`);
    if (!Number.isSafeInteger(trigger.level))
      throw new RangeError(`trigger level is not integer ticks: ${trigger.level}`);
    const heaps = this.heapsOf(trigger.instrument);
    const heap =
      trigger.side === 'bid'
        ? trigger.direction === 'rises_to'
          ? heaps.bidRises
          : heaps.bidFalls
        : trigger.direction === 'rises_to'
          ? heaps.askRises
          : heaps.askFalls;
    const key = trigger.direction === 'rises_to' ? trigger.level : -trigger.level;
    const node: Node = { trigger, heap, key, seq: this.seq++, index: -1 };
    heap.push(node);
    this.byId.set(trigger.id, node);
  }

  /** Removes a trigger by id (cancel, close, TP/SL changed); returns it, or undefined if absent. */
  remove(id: string): Trigger | undefined {
    const node = this.byId.get(id);
    if (node === undefined) return undefined;
    node.heap.remove(node);
    this.byId.delete(id);
    return node.trigger;
  }

  /**
   * Removes and returns every trigger of `instrument` that this quote crosses (equality crosses):
   * bid-rising, bid-falling, ask-rising, ask-falling, each in the order it was reached (nearest
   * level first, ties oldest first). The caller acts on them; one that must stay is added again.
   */
  cross(instrument: string, bid: PriceUnits, ask: PriceUnits): Trigger[] {
    const heaps = this.byInstrument.get(instrument);
    if (heaps === undefined) return [];
    const crossed: Trigger[] = [];
    this.popWhile(heaps.bidRises, bid, crossed);
    this.popWhile(heaps.bidFalls, -bid, crossed);
    this.popWhile(heaps.askRises, ask, crossed);
    this.popWhile(heaps.askFalls, -ask, crossed);
    return crossed;
  }

  private popWhile(heap: TickHeap<Node>, key: number, out: Trigger[]): void {
    for (let top = heap.peek(); top !== undefined && top.key <= key; top = heap.peek()) {
      heap.pop();
      this.byId.delete(top.trigger.id);
      out.push(top.trigger);
    }
  }

  private heapsOf(instrument: string): InstrumentHeaps {
    let heaps = this.byInstrument.get(instrument);
    if (heaps === undefined) {
      heaps = {
        bidRises: new TickHeap<Node>(),
        bidFalls: new TickHeap<Node>(),
        askRises: new TickHeap<Node>(),
        askFalls: new TickHeap<Node>(),
      };
      this.byInstrument.set(instrument, heaps);
    }
    return heaps;
  }
}
