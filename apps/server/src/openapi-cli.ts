import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { runMigrations } from './db/migrate';

/** Writes docs/openapi.json from the same zod schemas the server validates with (npm run openapi). */
const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/openapi.json',
);
const database = await openDatabase({ engine: 'pglite' });
await runMigrations(database);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  DEMO_MODE: 'false',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`wrote ${path.relative(process.cwd(), target)}`);
