/** @waihui/core: pure domain rules shared by server and web. No IO, no clock, no randomness. */
export type { Failure, Issue, Issues, Result } from './result';
export * from './money';
export * from './market';
export * from './ledger';
export * from './identity';
export * from './trading';
export * from './content';
export * from './verification';
export * from './delivery';
export * from './spot';
export * from './funding';
export * from './operators';
