// Starts the real server for the e2e suite (playwright.config.ts webServer) on a throw-away PGlite
// data directory, removed when the server exits. Serves the built app from apps/web/dist.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = process.env.WEB_DIST ?? path.join(webRoot, 'dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`e2e: ${webDist} has no build; run \`npx vite build\` in apps/web first`);
  process.exit(1);
}

// The port in the name lets fixtures.ts find this server's demo credentials among other suites' servers.
const dataDir = mkdtempSync(path.join(tmpdir(), `waihui-e2e-${process.env.PORT ?? 'default'}-`));
const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(webRoot, '../server/src/server.ts')],
  { env: { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist }, stdio: 'inherit' },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal === null ? 0 : 1));
});
