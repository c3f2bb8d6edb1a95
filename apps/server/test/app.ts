import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/database';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh test database, silent, with no web build and config overrides. */
export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: { now?: () => Date; extend?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
