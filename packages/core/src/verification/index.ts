export * from './age';
export * from './id-document';
export * from './status';
export * from './form';
export * from './photo';
