export * from './rules';
export * from './ledger-entries';
