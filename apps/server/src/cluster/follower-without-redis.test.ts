import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { appWithLogLines, createTestDatabase } from '../../test/fixtures';
import { postgresFor } from '../../test/needs';

/*
 * Several processes need Redis (docs/deploy.md): a follower without REDIS_URL hears no quotes, so it
 * says so in its log. A single process on PostgreSQL without Redis leads and says nothing of the
 * kind, not even while it stops (a stopping leader follows on its way out).
 */

const url = postgresFor('a follower without Redis');
const WARNING =
  'another process leads and REDIS_URL is not set: this process has no live quotes (set REDIS_URL or run one process)';

const open: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of open.splice(0).reverse()) await app.close();
});

/** An app on `database` without Redis at LOG_LEVEL info, its log messages captured. */
async function appWithLog(
  database: Database,
): Promise<{ app: FastifyInstance; messages: () => string[] }> {
  const { app, lines } = await appWithLogLines(database, { DEMO_MODE: 'false' });
  open.push(app);
  const messages = () => lines().map((line) => (JSON.parse(line) as { msg: string }).msg);
  return { app, messages };
}

describe.skipIf(url === undefined)(
  'a follower without Redis (PostgreSQL: runs in npm test with TEST_DATABASE_URL)',
  () => {
    it('logs that it has no live quotes; the leader logs nothing of the kind, also when it stops', async () => {
      const database = await createTestDatabase();
      const leader = await appWithLog(database);
      const follower = await appWithLog(database);
      expect([leader.app.leadership.leading, follower.app.leadership.leading]).toEqual([
        true,
        false,
      ]);
      expect(follower.messages().filter((message) => message === WARNING)).toHaveLength(1);

      // The follower closes first (it opened last), then the leader.
      for (const app of open.splice(0).reverse()) await app.close();
      expect(leader.messages()).toContain('stopped');
      expect(leader.messages()).not.toContain(WARNING);
    });
  },
);
