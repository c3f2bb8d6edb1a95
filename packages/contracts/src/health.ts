import { z } from 'zod';
import { okEnvelope } from './envelope';

export const healthDataSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  time: z.string().describe('Server time, ISO 8601 UTC.'),
});
export type HealthData = z.infer<typeof healthDataSchema>;
export const healthResponseSchema = okEnvelope(healthDataSchema);
