import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { engineOfBackup, restorePglite, restorePostgres } from './backup';
import { cliLog, runCli } from './cli-log';

/**
 * npm run restore <file>: restores a backup into the database the config names (DATABASE_URL, else
 * DATA_DIR), which must be empty: a database with tables or a non-empty data directory is refused
 * and left as it was. The server must not be running on the target.
 */
runCli(async () => {
  const given = process.argv[2];
  if (!given) throw new Error('usage: npm run restore <backup file>');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file)) throw new Error(`no such file: ${file}`);
  const config = loadConfig();
  const engine = engineOfBackup(file);
  const target = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (engine !== target) {
    throw new Error(`${file} is a ${engine} backup but the target is ${target} (DATABASE_URL)`);
  }
  if (config.DATABASE_URL) await restorePostgres(file, config.DATABASE_URL, cliLog);
  else await restorePglite(file, config.DATA_DIR, cliLog);
});
