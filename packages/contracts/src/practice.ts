import { z } from 'zod';
import { BOOKS } from '@waihui/core';

/*
 * Practice and live (docs/decisions.md): which book a session trades in, switching it, and resetting
 * the practice book. Balances, positions and orders of the practice book come from the usual routes
 * while the session's book is `practice`.
 */

export const bookSchema = z.enum(BOOKS).describe('live: real money; practice: virtual money.');

export const practiceStatusDataSchema = z.object({
  book: bookSchema.describe("The session's active book."),
});
export type PracticeStatusData = z.infer<typeof practiceStatusDataSchema>;

export const practiceSwitchBodySchema = z.object({ book: bookSchema });
export type PracticeSwitchBody = z.infer<typeof practiceSwitchBodySchema>;

export const practiceResetDataSchema = z.object({
  closed_positions: z.number().int().nonnegative(),
  cancelled_orders: z.number().int().nonnegative(),
  entry_id: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe('The ledger entry that brought the balances back; null when nothing differed.'),
});
export type PracticeResetData = z.infer<typeof practiceResetDataSchema>;
export type Book = z.infer<typeof bookSchema>;
