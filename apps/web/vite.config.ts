/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const require = createRequire(import.meta.url);

/** Absolute path of a file inside an installed package (`name` may be a subpath: its package's). */
function packageFile(name: string, file: string): string {
  const pkg = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  const entry = require.resolve(pkg);
  const marker = `${path.sep}node_modules${path.sep}${pkg.split('/').join(path.sep)}${path.sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length) + file;
}

/**
 * One React for everything. antd-mobile's @react-spring peer range (React ≤ 18) makes npm hoist
 * React 18 to the root node_modules while this workspace has React 19 in its own, so:
 * - `dedupe` resolves every `react` / `react-dom` import from apps/web (React 19) in the build;
 * - in tests, Vitest resolves packages without the `module` field and lets Node `require` CJS
 *   builds, which would find the root React 18. The React libraries the tests touch are therefore
 *   pointed at their ES builds and inlined, so their `react` import goes through `dedupe` too.
 * A root `overrides` entry pinning react/react-dom 19 would make all of this unnecessary.
 */
const esmForTests = [
  ['@testing-library/react', 'dist/@testing-library/react.esm.js'],
  ['react-router', 'dist/development/index.mjs'],
  ['antd-mobile-icons', 'es/index.js'],
  // antd-mobile and the React libraries it builds on (component tests of pages that use it).
  ['antd-mobile', 'es/index.js'],
  ['@react-spring/web', 'dist/react-spring-web.esm.js'],
  ['@react-spring/core', 'dist/react-spring-core.esm.js'],
  ['@react-spring/animated', 'dist/react-spring-animated.esm.js'],
  ['@react-spring/shared', 'dist/react-spring-shared.esm.js'],
  ['@react-spring/rafz', 'dist/react-spring-rafz.esm.js'],
  ['@use-gesture/react', 'dist/use-gesture-react.esm.js'],
  ['@use-gesture/core', 'dist/use-gesture-core.esm.js'],
  // Its subpaths too (PullToRefresh): a CJS copy would register gestures in a second registry.
  ['@use-gesture/core/actions', 'actions/dist/use-gesture-core-actions.esm.js'],
  ['@use-gesture/core/utils', 'utils/dist/use-gesture-core-utils.esm.js'],
  ['ahooks', 'es/index.js'],
  ['rc-field-form', 'es/index.js'],
  ['rc-segmented', 'es/index.js'],
  ['rc-motion', 'es/index.js'],
  ['rc-util', 'es/index.js'],
] as const;

/** antd-mobile's ES build deep-imports some CJS files (`rc-util/lib/…`): use their ES twins. */
const esmTwinsForTests = ['rc-util', 'rc-field-form'] as const;

/** Chunks of the entry (scripts/size.mjs lists them as [entry]): a page never needs them preloaded. */
const LOADED_BY_ENTRY =
  /(^|\/)(react|router|i18n|rolldown-runtime|client|header-bar|page-header|index)-[\w-]+\.js$/;

/** Small chunks a page loads itself rather than have the entry's route map preload them. */
const NOT_PRELOADED = /(^|\/)book-switch-[\w-]+\.js$/;

/** Dev server proxies the API and /ws to the Fastify server on :8080. */
export default defineConfig({
  // precompress: .br and .gz beside every text file of dist, sent as they are by the server.
  plugins: [react(), precompress()],
  base: './',
  resolve: {
    alias: {
      '@': src,
      // react-i18next imports the React < 18 polyfill; React 19 has the hook built in.
      'use-sync-external-store/shim': path.join(src, 'lib/use-sync-external-store-shim.ts'),
    },
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/size.mjs reads the manifest to sum what the home route loads.
    manifest: true,
    modulePreload: {
      // A lazy page's preload list leaves out the JavaScript the entry has loaded already (its
      // vendor and shell chunks): preloading them again does nothing, and listing them for every
      // route costs the entry chunk bytes. CSS is always kept (the preload helper inserts it).
      // The book switch (a strip under the header) is left out too: it loads with its page's chunk a
      // moment later, and the entry's route map does not name it for nine trading pages.
      resolveDependencies: (_file, deps) =>
        deps.filter((dep) => !LOADED_BY_ENTRY.test(dep) && !NOT_PRELOADED.test(dep)),
    },
    rolldownOptions: {
      output: {
        // Named vendor chunks: stable across app changes (long-term caching) and readable in the
        // size report.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // The price formatters (core's string-only half and the web's binding): one chunk, not two.
            {
              name: 'prices',
              test: /(core[\\/]src[\\/]money[\\/]localize|lib[\\/]format[\\/]prices)\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    alias: [
      ...esmForTests.map(([name, file]) => ({
        find: new RegExp(`^${name.replace('/', '\\/')}$`),
        replacement: packageFile(name, file),
      })),
      ...esmTwinsForTests.map((name) => ({
        find: new RegExp(`^${name}/lib/(.*)$`),
        replacement: packageFile(name, 'es/$1'),
      })),
    ],
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /react-i18next/,
          /zustand/,
          /antd-mobile-icons/,
          /@tanstack\/react-query/,
          /antd-mobile/,
          /@react-spring/,
          /@use-gesture/,
          /ahooks/,
          /rc-field-form/,
          /rc-segmented/,
          /rc-motion/,
          /rc-util/,
          /@rc-component/,
          /@floating-ui/,
        ],
      },
    },
  },
});
