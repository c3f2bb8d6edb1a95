import { readFileSync } from 'node:fs';
import { decimalToUnits, roundHalfEvenTo, tryParseDecimal } from '@waihui/core';
import { z } from 'zod';
import type { InstrumentRegistry } from '../instruments';
import type { PriceTick } from './price-source';

const lineSchema = z.object({
  symbol: z.string(),
  bid: z.string(),
  ask: z.string(),
  ts: z.number().int().min(0),
});

/**
 * Parses a replay file: JSON lines `{"symbol":"BTCUSD","bid":"95000.00","ask":"95010.00","ts":1795341600000}`
 * (`ts` epoch ms), blank lines ignored. Every line must name an enabled instrument, carry prices with
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
    const { symbol, bid, ask, ts } = parsed.data;
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
    ticks.push({ symbol, bid: bidUnits, ask: askUnits, receivedAtMs: ts });
  });
  return ticks;
}

export function readReplayFile(file: string, instruments: InstrumentRegistry): PriceTick[] {
  return parseReplayTicks(readFileSync(file, 'utf8'), instruments);
}
