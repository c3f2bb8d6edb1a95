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

  it.each([
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
