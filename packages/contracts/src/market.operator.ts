import { z } from 'zod';

/*
 * The market module's operator contracts: instrument settings (role admin). The routes are in
 * routes/market.operator.ts.
 */

// ---------------------------------------------------------------- settings

const decimal = z.string().describe('Decimal string.');
export const adminInstrumentSchema = z.object({
  symbol: z.string(),
  fee_rate: decimal.describe('Fraction of notional charged on open and close (0.0005 = 0.05%).'),
  spread: decimal.describe('Read-only here: the feed quotes it.'),
  max_leverage: z.number().int(),
});
export type AdminInstrument = z.infer<typeof adminInstrumentSchema>;
export const adminInstrumentsDataSchema = z.object({ list: z.array(adminInstrumentSchema) });
export const adminInstrumentSaveBodySchema = z.object({
  symbol: z.string().min(1).max(32),
  fee_rate: z
    .string()
    .regex(/^0(\.\d{1,8})?$/)
    .describe('New fee rate for new orders; open orders and positions keep theirs.'),
  max_leverage: z.number().int().min(1).max(1000),
});
export type AdminInstrumentSaveBody = z.infer<typeof adminInstrumentSaveBodySchema>;
