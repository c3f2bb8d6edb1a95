// Compiles the server ahead of time (npm start runs the result with plain node): one ESM bundle
// per entry point in dist/, shared code in dist/chunks. The workspace packages (@waihui/core,
// @waihui/contracts), which publish TypeScript sources, are bundled in; every other package stays
// an import from node_modules (PGlite finds its .wasm beside its own files; argon2 is native).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';

const serverRoot = import.meta.dirname;
const outdir = path.join(serverRoot, 'dist');

/** Bare imports stay external unless they name a workspace package. */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@waihui/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/db/migrate-cli.ts',
    backup: 'src/ops/backup-cli.ts',
    restore: 'src/ops/restore-cli.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  plugins: [externalNodeModules],
  logLevel: 'warning',
});
console.log(`server built in ${Date.now() - started} ms: ${path.relative(process.cwd(), outdir)}/`);
