import { readFileSync } from 'node:fs';
import { decimalToUnits, roundHalfEvenTo, tryParseDecimal } from '@waihui/core';
import { z } from 'zod';
import type { InstrumentRegistry } from '../instruments';
import type { QuoteOrigin } from '../quote-source';
import type { PriceTick } from './price-source';

const lineSchema = z.object({
  symbol: z.string(),
  bid: z.string(),
  ask: z.string(),
  ts: z.number().int().min(0),
  /** A recording of a live source keeps where each price came from (QuoteOrigin). */
  origin: z
    .object({
      sourceId: z.string().min(1),
      rawBid: z.string(),
      rawAsk: z.string(),
      markupBid: z.string(),
      markupAsk: z.string(),
    })
    .optional(),
});

/**
 * Parses a replay file: JSON lines `{"symbol":"BTCUSD","bid":"95000.00","ask":"95010.00","ts":1795341600000}`
 * (`ts` epoch ms), blank lines ignored; a recording of a live source may add its `origin`
 * (`{"sourceId","rawBid","rawAsk","markupBid","markupAsk"}`, raw − markup bid = bid, raw + markup
 * ask = ask, markups ≥ 0). Every line must name an enabled instrument, carry prices with
 * at most its precision, have bid ≤ ask, and not go back in time. Errors name the line. A line
 * becomes a PriceTick in tick units, received at its recorded `ts`.
 */
export function parseReplayTicks(text: string, instruments: InstrumentRegistry): PriceTick[] {
  const ticks: PriceTick[] = [];
  let lastTs = Number.NEGATIVE_INFINITY;
  text.split('\n').forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.trim();
    if (line === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new Error(`replay line ${lineNo}: not JSON`);
    }
    const parsed = lineSchema.safeParse(json);
    if (!parsed.success)
      throw new Error(`replay line ${lineNo}: needs symbol, bid, ask (strings) and ts (epoch ms)`);
    const { symbol, bid, ask, ts, origin } = parsed.data;
    const instrument = instruments.get(symbol);
    if (!instrument) throw new Error(`replay line ${lineNo}: unknown instrument ${symbol}`);
    const units = [bid, ask].map((value) => {
      const decimal = tryParseDecimal(value);
      if (decimal === null || decimal.lte(0)) {
        throw new Error(
          `replay line ${lineNo}: ${JSON.stringify(value)} is not a positive decimal`,
        );
      }
      if (!roundHalfEvenTo(decimal, instrument.precision).eq(decimal)) {
        throw new Error(
          `replay line ${lineNo}: ${value} has more than ${instrument.precision} decimals`,
        );
      }
      return decimalToUnits(decimal, instrument.precision);
    });
    const [bidUnits, askUnits] = units as [number, number];
    if (bidUnits > askUnits) throw new Error(`replay line ${lineNo}: bid above ask`);
    if (ts < lastTs) throw new Error(`replay line ${lineNo}: ts goes back in time`);
    lastTs = ts;
    if (origin !== undefined && !originAddsUp(origin, bid, ask)) {
      throw new Error(`replay line ${lineNo}: origin does not add up to bid and ask`);
    }
    ticks.push({
      symbol,
      bid: bidUnits,
      ask: askUnits,
      receivedAtMs: ts,
      ...(origin === undefined ? {} : { origin }),
    });
  });
  return ticks;
}

/** Raw bid − markup bid = bid and raw ask + markup ask = ask exactly, markups never negative. */
function originAddsUp(origin: QuoteOrigin, bid: string, ask: string): boolean {
  const [rawBid, rawAsk, markupBid, markupAsk] = [
    origin.rawBid,
    origin.rawAsk,
    origin.markupBid,
    origin.markupAsk,
  ].map(tryParseDecimal);
  if (!rawBid || !rawAsk || !markupBid || !markupAsk) return false;
  return (
    !markupBid.isNegative() &&
    !markupAsk.isNegative() &&
    rawBid.minus(markupBid).eq(bid) &&
    rawAsk.plus(markupAsk).eq(ask)
  );
}

export function readReplayFile(file: string, instruments: InstrumentRegistry): PriceTick[] {
  return parseReplayTicks(readFileSync(file, 'utf8'), instruments);
}
