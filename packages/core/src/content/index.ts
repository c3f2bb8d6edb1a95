export * from './feedback';
