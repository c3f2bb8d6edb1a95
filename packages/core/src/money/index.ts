export * from './decimal';
export * from './rounding';
export * from './localize';
export * from './format';
export * from './compare';
export * from './shape';
