import type { MsgView } from './fix-engine';
import { readProviderPrice } from './provider-price';

/**
 * FIX 4.4 market data, top of book: the MarketDataRequest (V) we send, and what we read from
 * MarketDataSnapshotFullRefresh (W) and MarketDataIncrementalRefresh (X). Prices stay the text
 * the LP sent; fields are read by tag number from jspurefix's parsed view (its `toObject()` would
 * turn prices into JS floats).
 */
export const FixTag = {
  MsgSeqNum: 34,
  PossDupFlag: 43,
  SendingTime: 52,
  Symbol: 55,
  Text: 58,
  OrigSendingTime: 122,
  MDReqID: 262,
  MDEntryType: 269,
  MDEntryPx: 270,
  QuoteCondition: 276,
  MDUpdateAction: 279,
} as const;

const BID = '0';
const OFFER = '1';
const DELETE = '2';
/** QuoteCondition(276) B: closed / inactive. */
const CLOSED = 'B';

/** A MarketDataRequest (V) for the best bid and offer of one symbol. */
export function marketDataRequest(
  reqId: string,
  symbol: string,
  kind: 'subscribe' | 'snapshot',
): Record<string, unknown> {
  return {
    MDReqID: reqId,
    // 1 = snapshot + updates; 0 = one snapshot (asked for after a sequence gap).
    SubscriptionRequestType: kind === 'subscribe' ? '1' : '0',
    MarketDepth: 1,
    ...(kind === 'subscribe' ? { MDUpdateType: 1 } : {}),
    MDReqGrp: { NoMDEntryTypes: [{ MDEntryType: BID }, { MDEntryType: OFFER }] },
    InstrmtMDReqGrp: { NoRelatedSym: [{ Instrument: { Symbol: symbol } }] },
  };
}

/** One side of one symbol: the price text and the MsgSeqNum that last set (or deleted) it. */
interface Side {
  raw: string | undefined;
  seq: number;
}

/** Top of book per symbol, for one FIX connection (sequence numbers restart at each logon). */
export type TopOfBook = Map<string, { bid?: Side; ask?: Side; closed: boolean }>;

export interface BookChange {
  symbol: string;
  bid: string | undefined;
  ask: string | undefined;
  closed: boolean;
  /** The newest MsgSeqNum the book of this symbol now reflects. */
  seq: number;
}

interface Entry {
  symbol: string | undefined;
  side: 'bid' | 'ask';
  raw: string | undefined;
  closed: boolean;
}

/**
 * Applies a W or X to the book; returns the symbols whose bid, ask or closed flag it changed, or
 * null for a message that cannot be read (no MsgSeqNum, an entry without a usable price). A side
 * changes only if the message is not older than what last set it, so a resent message
 * (PossDupFlag=Y) fills a gap but never undoes a later update. `symbolOf(reqId)` names the
 * symbol of a request when the message leaves Symbol out.
 */
export function applyMarketData(
  book: TopOfBook,
  msgType: 'W' | 'X',
  view: MsgView,
  symbolOf: (reqId: string | null) => string | undefined,
): BookChange[] | null {
  const seq = view.getTyped(FixTag.MsgSeqNum);
  if (typeof seq !== 'number') return null;
  const entries = readEntries(msgType, view, symbolOf(view.getString(FixTag.MDReqID)));
  if (entries === null) return null;
  const before = new Map<string, string>();
  const touch = (symbol: string) => {
    if (!before.has(symbol)) before.set(symbol, fingerprint(stateOf(book, symbol)));
    return stateOf(book, symbol);
  };
  if (msgType === 'W') {
    const symbol = entries[0]?.symbol ?? view.getString(FixTag.Symbol) ?? undefined;
    if (symbol === undefined) return null;
    const state = touch(symbol);
    state.closed = entries.some((e) => e.closed);
    for (const side of ['bid', 'ask'] as const) {
      const best = bestOf(
        entries.filter((e) => e.side === side).map((e) => e.raw),
        side,
      );
      if (newer(state[side], seq)) state[side] = { raw: best, seq };
    }
  } else {
    for (const entry of entries) {
      if (entry.symbol === undefined) return null;
      const state = touch(entry.symbol);
      state.closed = entry.closed;
      if (newer(state[entry.side], seq)) state[entry.side] = { raw: entry.raw, seq };
    }
  }
  return [...before]
    .filter(([symbol, was]) => fingerprint(stateOf(book, symbol)) !== was)
    .map(([symbol]) => {
      const { bid, ask, closed } = stateOf(book, symbol);
      const bookSeq = Math.max(bid?.seq ?? 0, ask?.seq ?? 0);
      return { symbol, bid: bid?.raw, ask: ask?.raw, closed, seq: bookSeq };
    });
}

function fingerprint(state: { bid?: Side; ask?: Side; closed: boolean }): string {
  return `${state.bid?.raw}/${state.ask?.raw}/${state.closed}`;
}

/** The LP's time of a message (epoch ms): OrigSendingTime for a resent one, else SendingTime. */
export function lpTimeOf(view: MsgView): number | undefined {
  const time = view.getTyped(FixTag.OrigSendingTime) ?? view.getTyped(FixTag.SendingTime);
  return time instanceof Date ? time.getTime() : undefined;
}

function readEntries(msgType: 'W' | 'X', view: MsgView, requested: string | undefined) {
  const group = view.getView('NoMDEntries');
  const entries: Entry[] = [];
  let symbol = msgType === 'W' ? (view.getString(FixTag.Symbol) ?? requested) : requested;
  for (let i = 0; i < (group?.groupCount() ?? 0); i++) {
    const item = group?.getGroupInstance(i);
    const type = item?.getString(FixTag.MDEntryType);
    if (!item || (type !== BID && type !== OFFER)) continue;
    symbol = item.getString(FixTag.Symbol) ?? symbol;
    const deleted = msgType === 'X' && item.getString(FixTag.MDUpdateAction) === DELETE;
    const raw = deleted ? undefined : (item.getString(FixTag.MDEntryPx) ?? undefined);
    if (!deleted && (raw === undefined || readProviderPrice(raw) === null)) return null;
    const closed = item.getString(FixTag.QuoteCondition) === CLOSED;
    entries.push({ symbol, side: type === BID ? 'bid' : 'ask', raw, closed });
  }
  return entries;
}

function stateOf(book: TopOfBook, symbol: string) {
  let state = book.get(symbol);
  if (!state) book.set(symbol, (state = { closed: false }));
  return state;
}

function newer(side: Side | undefined, seq: number): boolean {
  return side === undefined || seq >= side.seq;
}

/** The highest bid or the lowest offer among prices already checked to be readable. */
function bestOf(raws: (string | undefined)[], side: 'bid' | 'ask'): string | undefined {
  let best: string | undefined;
  for (const raw of raws) {
    if (raw === undefined) continue;
    const price = readProviderPrice(raw);
    const current = best === undefined ? null : readProviderPrice(best);
    if (price === null) continue;
    if (
      current === null ||
      (side === 'bid' ? price.greaterThan(current) : price.lessThan(current))
    ) {
      best = raw;
    }
  }
  return best;
}
