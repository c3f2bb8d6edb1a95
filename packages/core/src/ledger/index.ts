export * from './accounts';
export * from './kinds';
export * from './journal';
export * from './transfer';
export * from './builders';
export * from './books';
