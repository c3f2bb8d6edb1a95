import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { seedDemo } from './demo';
import { formatDemoCredentials } from './modules/identity/identity.service';

/** Entry point: one process serves the API, /ws and the built web app. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database });
// Demo mode: a demo user (with USD 10,000) and an operator, created once; passwords printed below.
const demo = config.DEMO_MODE
  ? await seedDemo({ db: database.db, dataDir: config.DATA_DIR, now: () => new Date() })
  : null;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
console.log(
  `\n  Waihui is running at http://${shownHost}:${config.PORT}\n  API docs: http://${shownHost}:${config.PORT}/api/docs\n`,
);
if (demo) console.log(formatDemoCredentials(demo));
