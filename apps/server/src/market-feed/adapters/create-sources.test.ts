import { describe, expect, it } from 'vitest';
import { createSourceAdapters } from './create-sources';
import { parseSourcesFile } from './sources-file';
import { testDeps } from './testing/recording-listener';

describe('createSourceAdapters', () => {
  it('builds one adapter per source, bound to the instruments that name it', async () => {
    const plan = parseSourcesFile(
      JSON.stringify({
        sources: {
          binance: { type: 'binance' },
          kraken: { type: 'kraken' },
          lp: { type: 'fix', host: '127.0.0.1', port: 9880, senderCompId: 'A', targetCompId: 'B' },
        },
        instruments: {
          BTCUSD: {
            primary: { source: 'binance', symbol: 'BTCUSDT' },
            secondary: { source: 'kraken', symbol: 'BTC/USD' },
          },
          ETHUSD: { primary: { source: 'kraken', symbol: 'ETH/USD' } },
          EURUSD: { primary: { source: 'lp', symbol: 'EUR/USD' } },
        },
      }),
      'sources.json',
      {},
    );
    const sources = await createSourceAdapters(plan, testDeps());
    const bound = sources.map((source) => [
      source.id,
      ['BTCUSD', 'ETHUSD', 'EURUSD'].filter((i) => source.state(i) !== undefined),
    ]);
    expect(bound).toEqual([
      ['binance', ['BTCUSD']],
      ['kraken', ['BTCUSD', 'ETHUSD']],
      ['lp', ['EURUSD']],
    ]);
    expect(sources.map((source) => source.state('BTCUSD') ?? source.state('EURUSD'))).toEqual([
      'down',
      'down',
      'down',
    ]);
  });
});
