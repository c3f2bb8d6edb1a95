import { describe, expect, it } from 'vitest';
import { InstrumentRegistry, type MarketInstrument } from '../instruments';
import { parseReplayTicks } from './replay-file';

const registry = new InstrumentRegistry([
  { symbol: 'BTCUSD', precision: 2 } as MarketInstrument,
  { symbol: 'EURUSD', precision: 5 } as MarketInstrument,
]);

describe('replay file', () => {
  it('reads JSON lines into tick units, skipping blank lines', () => {
    const text = [
      '{"symbol":"BTCUSD","bid":"95000.1","ask":"95010.00","ts":1000}',
      '',
      '{"symbol":"EURUSD","bid":"1.16","ask":"1.16010","ts":1000}',
      '{"symbol":"BTCUSD","bid":"95001.00","ask":"95011.00","ts":2500}',
    ].join('\n');
    expect(parseReplayTicks(text, registry)).toEqual([
      { symbol: 'BTCUSD', bid: 9500010, ask: 9501000, receivedAtMs: 1000 },
      { symbol: 'EURUSD', bid: 116000, ask: 116010, receivedAtMs: 1000 },
      { symbol: 'BTCUSD', bid: 9500100, ask: 9501100, receivedAtMs: 2500 },
    ]);
  });

  it('keeps a recorded origin (source, raw bid/ask, markup) that adds up to the bid and ask', () => {
    const origin = {
      sourceId: 'binance',
      rawBid: '95000.123',
      rawAsk: '95009.87',
      markupBid: '0.123',
      markupAsk: '0.13',
    };
    const line = { symbol: 'BTCUSD', bid: '95000.00', ask: '95010.00', ts: 1000, origin };
    expect(parseReplayTicks(JSON.stringify(line), registry)).toEqual([
      { symbol: 'BTCUSD', bid: 9500000, ask: 9501000, receivedAtMs: 1000, origin },
    ]);
  });

  it.each([
    [
      '{"symbol":"BTCUSD","bid":"1","ask":"2","ts":1,"origin":{"sourceId":"kraken","rawBid":"1.1","rawAsk":"2","markupBid":"0.2","markupAsk":"0"}}',
      'replay line 1: origin does not add up to bid and ask',
    ],
    [
      '{"symbol":"BTCUSD","bid":"1","ask":"2","ts":1,"origin":{"sourceId":"kraken","rawBid":"0.9","rawAsk":"2","markupBid":"-0.1","markupAsk":"0"}}',
      'replay line 1: origin does not add up to bid and ask',
    ],
    ['not json', 'replay line 1: not JSON'],
    ['{"symbol":"BTCUSD","bid":1,"ask":"2","ts":1}', 'replay line 1: needs symbol'],
    ['{"symbol":"XXX","bid":"1","ask":"2","ts":1}', 'replay line 1: unknown instrument XXX'],
    [
      '{"symbol":"BTCUSD","bid":"1.001","ask":"2","ts":1}',
      'replay line 1: 1.001 has more than 2 decimals',
    ],
    [
      '{"symbol":"BTCUSD","bid":"-1","ask":"2","ts":1}',
      'replay line 1: "-1" is not a positive decimal',
    ],
    ['{"symbol":"BTCUSD","bid":"3","ask":"2","ts":1}', 'replay line 1: bid above ask'],
    [
      '{"symbol":"BTCUSD","bid":"1","ask":"2","ts":5}\n{"symbol":"BTCUSD","bid":"1","ask":"2","ts":4}',
      'replay line 2: ts goes back in time',
    ],
  ])('rejects %j', (text, message) => {
    expect(() => parseReplayTicks(text, registry)).toThrow(message);
  });
});
