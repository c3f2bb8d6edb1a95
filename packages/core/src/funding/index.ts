export * from './withdrawal-amounts';
export * from './usable-after-delay';
export * from './lifecycle';
export * from './destinations';
export * from './bank-card';
export * from './withdrawal-entries';
export * from './four-eyes';
