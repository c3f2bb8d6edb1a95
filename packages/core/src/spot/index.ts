export * from './fill';
export * from './ledger-entries';
export * from './conversion';
