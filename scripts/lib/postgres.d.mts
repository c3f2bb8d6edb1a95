/** Types of postgres.mjs, for TypeScript callers (the bench). */
export function freePort(): Promise<number>;
export function startPostgres(): Promise<{ url: string; stop(): void }>;
