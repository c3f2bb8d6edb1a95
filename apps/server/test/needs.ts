/*
 * Suites that need a real PostgreSQL or Redis server (or a program such as nginx). `npm test` provides
 * both servers (scripts/run-all-tests.mjs: a throwaway redis-server for every pass, a throwaway
 * PostgreSQL cluster for the server's second pass). Run any other way without them, such a suite is
 * skipped and says so on stderr, with how to run it: a skip is never silent.
 */

/** TEST_DATABASE_URL, or undefined once it said that `suite` is skipped and why. */
export function postgresFor(suite: string): string | undefined {
  return urlFor(suite, 'PostgreSQL', 'TEST_DATABASE_URL', 'runs it in its PostgreSQL pass');
}

/** REDIS_URL, or undefined once it said that `suite` is skipped and why. */
export function redisFor(suite: string): string | undefined {
  return urlFor(suite, 'Redis', 'REDIS_URL', 'starts a throwaway redis-server');
}

function urlFor(suite: string, server: string, variable: string, npmTest: string) {
  const url = process.env[variable];
  if (url === undefined)
    skipped(
      suite,
      `needs ${server} and ${variable} is not set (npm test ${npmTest}; or ${variable}=… npx vitest run --project server <file>)`,
    );
  return url;
}

/** Says on stderr that `suite` is skipped and why. */
export function skipped(suite: string, why: string): void {
  console.warn(`SKIPPED ${suite}: ${why}`);
}
