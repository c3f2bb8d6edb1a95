import { decimalToUnits, type PriceUnits, type SimulationParams } from '@waihui/core';
import type { InstrumentCategory, Language, TradeType } from '@waihui/contracts';
import type { InstrumentRow } from './feed.repository';
import { CATEGORY_FEED } from './catalogue';

/** An instrument as the market feed uses it: the stored settings plus derived tick units. */
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

/** The contract terms an operator may change (back-office settings); they apply to new orders. */
export interface ContractTerms {
  /** Fraction of notional, decimal string (0.0005 = 0.05%). */
  feeRate: string;
  maxLeverage: number;
}

/**
 * The enabled instruments by symbol, in display order. Contract terms can be replaced (the
 * back-office's settings, after their transaction committed); nothing else changes.
 */
export class InstrumentRegistry {
  private readonly bySymbol: Map<string, MarketInstrument>;
  private instruments: readonly MarketInstrument[];

  constructor(list: readonly MarketInstrument[]) {
    this.instruments = list;
    this.bySymbol = new Map(list.map((instrument) => [instrument.symbol, instrument]));
  }

  get list(): readonly MarketInstrument[] {
    return this.instruments;
  }

  get(symbol: string): MarketInstrument | undefined {
    return this.bySymbol.get(symbol);
  }

  /** New fee rate and maximum leverage for what is opened from now on. */
  setContractTerms(symbol: string, terms: ContractTerms): void {
    const current = this.bySymbol.get(symbol);
    if (current === undefined) return;
    const next = { ...current, feeRate: terms.feeRate, maxLeverage: terms.maxLeverage };
    this.bySymbol.set(symbol, next);
    this.instruments = this.instruments.map((item) => (item.symbol === symbol ? next : item));
  }

  has(symbol: string): boolean {
    return this.bySymbol.has(symbol);
  }

  nameIn(instrument: MarketInstrument, lang: Language): string {
    return lang === 'en' ? instrument.name : (instrument.names[lang] ?? instrument.name);
  }
}
