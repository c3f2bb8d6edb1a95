/**
 * The market feed's front door: everything outside `market-feed/` imports from here, never from a
 * file inside (lint: no-restricted-imports). app.ts creates the engine; other modules read quotes
 * through `engine.quotes` (QuoteSource) and instruments through `engine.instruments`.
 */
export { type FeedRole, MarketEngine, type MarketEngineDeps } from './market-engine';
export type { Quote, QuoteSource } from './quote-source';
export type { QuoteHub } from './quote-hub';
export type { ContractTerms, MarketInstrument, InstrumentRegistry } from './instruments';
export { CATEGORY_ORDER, HEADLINE_SYMBOLS } from './catalogue';
