/** Types of redis.mjs, for TypeScript callers (the bench). */
export function startRedis(): Promise<{ url: string; stop(): Promise<void> }>;
