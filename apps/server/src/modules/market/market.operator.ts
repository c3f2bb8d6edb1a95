import type { AdminInstrument, AdminInstrumentSaveBody } from '@waihui/contracts';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import type { ContractTerms, MarketFeed, MarketInstrument } from '../../market-feed';
import type { AuditedChange } from '../backoffice';

/*
 * Instrument settings of the back-office (product.md §14.7): the fee rate and maximum leverage of new
 * orders. Orders and positions store the terms they were opened with, so open ones keep theirs;
 * the market feed's registry takes new terms only once their transaction committed.
 */

/** What the instrument settings need of the market feed: its instruments and their terms. */
export interface InstrumentSettingsDeps {
  db: Db;
  now: () => Date;
  instruments: {
    list: () => readonly MarketInstrument[];
    /** Stores new terms in the caller's transaction; false for an unknown symbol. */
    write: (tx: DbOrTx, symbol: string, terms: ContractTerms) => Promise<boolean>;
    /** Makes committed terms the ones new orders get. */
    apply: (symbol: string, terms: ContractTerms) => void;
  };
}

/** The market feed's instruments and terms, as the instrument settings use them. */
export function instrumentsOf(market: MarketFeed): InstrumentSettingsDeps['instruments'] {
  return {
    list: () => market.instruments.list,
    write: (tx, symbol, terms) => market.writeContractTerms(tx, symbol, terms),
    apply: (symbol, terms) => market.applyContractTerms(symbol, terms),
  };
}

function instrumentView(instrument: MarketInstrument): AdminInstrument {
  return {
    symbol: instrument.symbol,
    fee_rate: instrument.feeRate,
    spread: instrument.spread,
    max_leverage: instrument.maxLeverage,
  };
}

export function instrumentSettings(deps: InstrumentSettingsDeps): AdminInstrument[] {
  return deps.instruments.list().map(instrumentView);
}

/** The terms a save asks for. */
export function termsOf(body: AdminInstrumentSaveBody): ContractTerms {
  return { feeRate: body.fee_rate, maxLeverage: body.max_leverage };
}

/**
 * Stores an instrument's new fee rate and maximum leverage in the caller's (audited) transaction;
 * the caller applies them (`deps.instruments.apply`) once it committed.
 */
export async function saveInstrumentTerms(
  deps: InstrumentSettingsDeps,
  tx: Tx,
  body: AdminInstrumentSaveBody,
): Promise<AuditedChange<AdminInstrument>> {
  const current = deps.instruments.list().find((item) => item.symbol === body.symbol);
  if (current === undefined) throw new BusinessError('INSTRUMENT_NOT_FOUND');
  const terms = termsOf(body);
  if (!(await deps.instruments.write(tx, body.symbol, terms)))
    throw new BusinessError('INSTRUMENT_NOT_FOUND');
  const before = instrumentView(current);
  const after = { ...before, fee_rate: terms.feeRate, max_leverage: terms.maxLeverage };
  return { target: `instrument:${body.symbol}`, before, after, result: after };
}
