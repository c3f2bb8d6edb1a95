/** Every table, one file per area. drizzle-kit reads this file to generate migrations. */
export * from './settings';
export * from './identity';
export * from './market';
export * from './ledger';
export * from './trading';
export * from './content';
export * from './operations';
export * from './verification';
export * from './delivery';
export * from './spot';
export * from './funding';
export * from './backoffice';
