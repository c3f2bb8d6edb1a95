import { z } from 'zod';
import { tryParseDecimal } from '@waihui/core';
import { decimalString } from './decimal';

/*
 * The delivery module's operator contracts: the offer of new contracts (role admin). The routes
 * are in routes/delivery.operator.ts.
 */

// ---------------------------------------------------------------- settings: delivery offer

/** A delivery period's payout rate: the share of the stake a win adds (0.85 → stake × 1.85 back). */
const payoutRate = decimalString({ sign: 'positive', maxScale: 4, maxIntegerDigits: 1 }).refine(
  (value) => tryParseDecimal(value)?.lte(1) ?? false,
  'At most 1 (a win pays back at most twice the stake)',
);
const stakeLimit = decimalString({ sign: 'positive', maxScale: 8, maxIntegerDigits: 12 });

export const adminDeliveryPeriodSchema = z.object({
  seconds: z.number().int().min(10).max(86_400).describe('Length of the period in seconds.'),
  payout_rate: payoutRate,
  enabled: z.boolean().describe('Offered to new contracts.'),
});
export type AdminDeliveryPeriod = z.infer<typeof adminDeliveryPeriodSchema>;
export const adminDeliverySettingsSchema = z.object({
  periods: z.array(adminDeliveryPeriodSchema).describe('Every period, shortest first.'),
  min_stake: stakeLimit.describe('Smallest stake (USD) of a new contract.'),
  max_stake: stakeLimit.describe('Largest stake (USD) of a new contract.'),
});
export type AdminDeliverySettings = z.infer<typeof adminDeliverySettingsSchema>;
export const adminDeliverySaveBodySchema = adminDeliverySettingsSchema
  .extend({
    periods: z
      .array(adminDeliveryPeriodSchema)
      .min(1)
      .max(20)
      .describe('Periods to offer; a stored period missing here is disabled (contracts keep it).'),
  })
  .refine(
    (body) => {
      const [min, max] = [tryParseDecimal(body.min_stake), tryParseDecimal(body.max_stake)];
      return min !== null && max !== null && min.lte(max);
    },
    {
      message: 'min_stake must not exceed max_stake',
      path: ['max_stake'],
    },
  )
  .refine((body) => new Set(body.periods.map((p) => p.seconds)).size === body.periods.length, {
    message: 'Each period length once',
    path: ['periods'],
  });
export type AdminDeliverySaveBody = z.infer<typeof adminDeliverySaveBodySchema>;
