import type { DeliveryContract, DeliveryQuote as WireQuote } from '@waihui/contracts';
import { parseDecimal, toDecimalString } from '@waihui/core';
import { quoteSourceView } from '../../market-feed';
import type { ContractRow } from './delivery.repository';

/*
 * Rows → the wire (packages/contracts/src/delivery.ts). Bid and ask as the feed sent them (the
 * instrument's decimals); mids and money canonical decimal strings; times ISO UTC.
 */

const canonical = (value: string) => toDecimalString(parseDecimal(value));

function settlementOf(row: ContractRow): WireQuote | null {
  if (
    row.settleMid === null ||
    row.settleBid === null ||
    row.settleAsk === null ||
    row.settleQuotedAt === null ||
    row.settleQuoteSeq === null
  )
    return null;
  return {
    mid: canonical(row.settleMid),
    bid: row.settleBid,
    ask: row.settleAsk,
    quoted_at: row.settleQuotedAt.toISOString(),
    quote_seq: row.settleQuoteSeq,
    source: quoteSourceView({
      sourceId: row.settleSourceId,
      sourceBid: row.settleSourceBid,
      sourceAsk: row.settleSourceAsk,
      markupBid: row.settleMarkupBid,
      markupAsk: row.settleMarkupAsk,
    }),
  };
}

export function contractView(row: ContractRow): DeliveryContract {
  return {
    id: row.id,
    symbol: row.symbol,
    direction: row.direction,
    seconds: row.seconds,
    payout_rate: canonical(row.payoutRate),
    stake: canonical(row.stake),
    status: row.status,
    opened_at: row.openedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    open: {
      mid: canonical(row.openMid),
      bid: row.openBid,
      ask: row.openAsk,
      quoted_at: row.openQuotedAt.toISOString(),
      quote_seq: row.openQuoteSeq,
      source: quoteSourceView({
        sourceId: row.openSourceId,
        sourceBid: row.openSourceBid,
        sourceAsk: row.openSourceAsk,
        markupBid: row.openMarkupBid,
        markupAsk: row.openMarkupAsk,
      }),
    },
    settlement: settlementOf(row),
    outcome: row.outcome,
    payout: row.payout === null ? null : canonical(row.payout),
    settled_at: row.settledAt?.toISOString() ?? null,
    settled_after_restart: row.settledAfterRestart,
    settled_after_pause: row.settledAfterPause,
  };
}
