/**
 * Stands in for the `use-sync-external-store/shim` package (see vite.config.ts). React 19 has
 * useSyncExternalStore built in; the shim only matters for React < 18, and its CJS build would
 * otherwise `require('react')` and, in tests, find the root React 18.
 */
export { useSyncExternalStore } from 'react';
