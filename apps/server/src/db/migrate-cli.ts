import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-configured';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.close();
console.log(
  `database migrated (${config.DATABASE_URL ? 'PostgreSQL' : `PGlite at ${config.DATA_DIR}`})`,
);
