/*
 * Suites that need a real PostgreSQL or Redis server (or a program such as nginx). `npm test` provides both (scripts/run-all-tests.mjs:
 * a throwaway redis-server for every pass, a throwaway PostgreSQL cluster for the server's second pass).
 * Run any other way without them, such a suite is skipped and says so on stderr, with how to run it:
 * a skip is never silent.
 */

/** TEST_DATABASE_URL, or undefined once it said that `suite` is skipped and why. */
export function postgresFor(suite: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined)
    skipped(
      suite,
      'needs PostgreSQL and TEST_DATABASE_URL is not set (npm test runs it in its PostgreSQL pass; or TEST_DATABASE_URL=postgres://… npx vitest run --project server <file>)',
    );
  return url;
}

/** REDIS_URL, or undefined once it said that `suite` is skipped and why. */
export function redisFor(suite: string): string | undefined {
  const url = process.env.REDIS_URL;
  if (url === undefined)
    skipped(
      suite,
      'needs Redis and REDIS_URL is not set (npm test starts a throwaway redis-server; or REDIS_URL=redis://… npx vitest run --project server <file>)',
    );
  return url;
}

/** Says on stderr that `suite` is skipped and why. */
export function skipped(suite: string, why: string): void {
  console.warn(`SKIPPED ${suite}: ${why}`);
}
