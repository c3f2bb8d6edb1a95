export * from './duties';
