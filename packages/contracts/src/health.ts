import { z } from 'zod';

export const healthDataSchema = z.object({
  status: z.literal('ok'),
  // No database engine: anyone may call this (product.md §15.9); the engine is in the start-up log.
  version: z.string(),
  time: z.string().describe('Server time, ISO 8601 UTC.'),
});
