import { buildApp } from './app';
import { loadConfig } from './config';
import { pgliteClientOf } from './db/database';
import { openConfiguredDatabase } from './db/open-configured';
import { seedDemo } from './demo';
import { closeApp, onStopSignals, runShutdown } from './lib/graceful-shutdown';
import { readOpenFileLimit } from './lib/open-files';
import { stdoutLines } from './lib/stdout-lines';
import { formatDemoCredentials } from './modules/identity';
import { serveBackupRequests } from './ops/backup-requests';

/**
 * Entry point: one process serves the API, /ws and the built web app. npm start runs the compiled
 * copy (dist/server.js, built by build.mjs) with plain node; SIGTERM or SIGINT shut it down in order
 * within SHUTDOWN_TIMEOUT_MS (docs/operations.md).
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
// Log lines go to stdout and are dropped when it fails (lib/stdout-lines.ts): exit never waits on a reader.
const app = await buildApp({ config, database, logStream: stdoutLines() });
// Every connection is a descriptor: buildApp keeps them below the open-file limit (lib/connection-limits.ts).
app.log.info(
  {
    openFiles: readOpenFileLimit(),
    maxConnections: app.server.maxConnections,
    maxConnectionsPerIp: config.MAX_CONNECTIONS_PER_IP,
    headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
  },
  'connection limits',
);
// Demo mode: a demo user (with USD 10,000) and an operator, created once; passwords printed below.
const demo = config.DEMO_MODE
  ? await seedDemo({ db: database.db, dataDir: config.DATA_DIR, now: () => new Date() })
  : null;

// PGlite: `npm run backup` asks this process for the dump (only it may read the data directory).
const stopServingBackups =
  database.engine === 'pglite'
    ? serveBackupRequests({
        dataDir: config.DATA_DIR,
        client: pgliteClientOf(database),
        log: app.log,
      })
    : async () => undefined;

onStopSignals(app.log, async (signal) => {
  app.log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
  const code = await runShutdown({
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log: app.log,
    steps: [
      // Stops accepting, answers in-flight requests, closes WebSockets (1001), stops the workers.
      { name: 'http server and workers', run: () => closeApp(app) },
      { name: 'backup requests', run: stopServingBackups },
      { name: 'database', run: () => database.close() },
    ],
  });
  process.exit(code);
});

await app.listen({ host: config.HOST, port: config.PORT });
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
console.log(
  `\n  Waihui is running at http://${shownHost}:${config.PORT}\n  API docs: http://${shownHost}:${config.PORT}/api/docs\n`,
);
if (demo) console.log(formatDemoCredentials(demo));
