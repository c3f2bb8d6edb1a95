import { createBinanceSource } from './binance-source';
import { createKrakenSource } from './kraken-source';
import { createOandaSource } from './oanda-source';
import type { InstrumentBinding, SourceAdapter } from './source';
import type { SourceDeps } from './source-runtime';
import type { SourcePlan, SourcesPlan } from './sources-file';

/**
 * One adapter per source of the checked sources file, each bound to every instrument that names
 * it as primary or secondary. The FIX adapter is imported only when a FIX source is configured:
 * jspurefix takes seconds to load.
 */
export async function createSourceAdapters(
  plan: SourcesPlan,
  deps: SourceDeps,
): Promise<SourceAdapter[]> {
  return Promise.all(
    plan.sources.map((source) => createSource(source, bindingsOf(plan, source.id), deps)),
  );
}

async function createSource(
  { secrets, ...source }: SourcePlan,
  bindings: InstrumentBinding[],
  deps: SourceDeps,
): Promise<SourceAdapter> {
  switch (source.type) {
    case 'binance':
      return createBinanceSource(source, bindings, deps);
    case 'kraken':
      return createKrakenSource(source, bindings, deps);
    case 'oanda':
      return createOandaSource({ ...source, token: secrets.token?.reveal() ?? '' }, bindings, deps);
    case 'fix': {
      const { createFixSource } = await import('./fix-source');
      const username = secrets.username?.reveal();
      const password = secrets.password?.reveal();
      return createFixSource({ ...source, username, password }, bindings, deps);
    }
  }
}

function bindingsOf(plan: SourcesPlan, sourceId: string): InstrumentBinding[] {
  const bindings: InstrumentBinding[] = [];
  for (const [instrument, { primary, secondary }] of plan.instruments) {
    for (const route of [primary, secondary]) {
      if (route?.source !== sourceId) continue;
      bindings.push({ instrument, symbol: route.symbol, priceScale: route.priceScale });
    }
  }
  return bindings;
}
