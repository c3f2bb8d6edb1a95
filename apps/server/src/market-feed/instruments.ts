import { decimalToUnits, type PriceUnits, type SimulationParams } from '@waihui/core';
import type { InstrumentCategory, Language, TradeType } from '@waihui/contracts';
import type { InstrumentRow } from './feed.repository';
import { CATEGORY_FEED } from './catalogue';

/** An instrument as the market engine uses it: the stored settings plus derived tick units. */
export interface MarketInstrument {
  symbol: string;
  category: InstrumentCategory;
  name: string;
  /** Names by language; English is `name`. */
  names: Readonly<Record<string, string>>;
  baseCurrency: string;
  quoteCurrency: string;
  precision: number;
  contractSize: string;
  feeRate: string;
  spread: string;
  maxLeverage: number;
  /** Most lots one contract order may have. */
  maxLots: number;
  tradeTypes: TradeType[];
  referencePrice: string;
  /** Spread in ticks (ask − bid). */
  spreadUnits: PriceUnits;
  /** Random-walk parameters of the simulated feed. */
  simulation: SimulationParams;
  /** Chance that the instrument ticks in one feed step. */
  tickProbability: number;
}

export function toMarketInstrument(row: InstrumentRow): MarketInstrument {
  const feed = CATEGORY_FEED[row.category];
  const spreadUnits = decimalToUnits(row.spread, row.pricePrecision);
  const tradeTypes: TradeType[] = [];
  if (row.allowsContract) tradeTypes.push('contract');
  if (row.allowsSpot) tradeTypes.push('spot');
  if (row.allowsDelivery) tradeTypes.push('delivery');
  return {
    symbol: row.symbol,
    category: row.category,
    name: row.name,
    names: row.names,
    baseCurrency: row.baseCurrency,
    quoteCurrency: row.quoteCurrency,
    precision: row.pricePrecision,
    contractSize: row.contractSize,
    feeRate: row.feeRate,
    spread: row.spread,
    maxLeverage: row.maxLeverage,
    maxLots: row.maxLots,
    tradeTypes,
    referencePrice: row.referencePrice,
    spreadUnits,
    simulation: {
      referenceUnits: decimalToUnits(row.referencePrice, row.pricePrecision),
      // A generation parameter (a fraction), not a price: a float is what the walk needs.
      annualVolatility: Number(row.annualVolatility),
      stationaryLogStd: feed.stationaryLogStd,
      // Keep the bid above zero: the mid never falls below one spread plus a tick.
      minUnits: spreadUnits + 1,
    },
    tickProbability: feed.tickProbability,
  };
}

/** The enabled instruments by symbol, in display order. */
export class InstrumentRegistry {
  private readonly bySymbol: ReadonlyMap<string, MarketInstrument>;

  constructor(readonly list: readonly MarketInstrument[]) {
    this.bySymbol = new Map(list.map((instrument) => [instrument.symbol, instrument]));
  }

  get(symbol: string): MarketInstrument | undefined {
    return this.bySymbol.get(symbol);
  }

  has(symbol: string): boolean {
    return this.bySymbol.has(symbol);
  }

  nameIn(instrument: MarketInstrument, lang: Language): string {
    return lang === 'en' ? instrument.name : (instrument.names[lang] ?? instrument.name);
  }
}
