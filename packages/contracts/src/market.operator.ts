import { z } from 'zod';
import { SESSION_CALENDAR_IDS, type SessionCalendarId } from '@waihui/core';
import { isoTime, operatorPageFields, operatorPageQueryFields } from './operator';

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

// ---------------------------------------------------------------- price feed

const sourceStateSchema = z.enum(['connecting', 'live', 'stale', 'closed', 'down']);

/** One price source as operators see it: its state per instrument, when heard, how busy. */
export const adminFeedSourceSchema = z.object({
  id: z.string().describe("The sources-file id, or the feed kind ('simulated', 'replay')."),
  kind: z.string().describe('simulated, replay, binance, kraken, oanda or fix.'),
  last_message_at: isoTime.nullable().describe('When the provider was last heard; null before.'),
  last_message_age_ms: z
    .number()
    .int()
    .nullable()
    .describe('Milliseconds since then at the time of the answer; null before the first.'),
  messages_per_second: z
    .number()
    .nullable()
    .describe(
      'Messages a second over the window since the previous sample (at least 1 s); null until two samples, or for a source that counts no messages.',
    ),
  counters: z.record(z.string(), z.number().int()).describe('Running totals since start.'),
  instruments: z.array(
    z.object({
      instrument: z.string(),
      state: sourceStateSchema,
      role: z.enum(['primary', 'secondary']),
      active: z.boolean().describe('Whether dealt quotes come from this source now.'),
    }),
  ),
});
export type AdminFeedSource = z.infer<typeof adminFeedSourceSchema>;
export const adminFeedStatusDataSchema = z.object({
  sources: z.array(adminFeedSourceSchema),
  instruments: z.array(
    z.object({
      instrument: z.string(),
      status: z.enum(['live', 'stale', 'closed']),
      reason: z
        .string()
        .describe('fresh, or why not: quote_too_old, awaiting_first_quote, weekend, holiday, …'),
    }),
  ),
});
export type AdminFeedStatusData = z.infer<typeof adminFeedStatusDataSchema>;

export const adminFeedEventsQuerySchema = z.object({
  instrument: z.string().min(1).max(32).optional(),
  ...operatorPageQueryFields,
});
export type AdminFeedEventsQuery = z.infer<typeof adminFeedEventsQuerySchema>;
export const adminFeedEventSchema = z.object({
  id: z.number().int(),
  at: isoTime,
  kind: z.enum(['switch', 'outage', 'recovery', 'drift', 'drift_cleared']),
  instrument: z.string(),
  source_id: z.string(),
  details: z
    .record(z.string(), z.unknown())
    .describe(
      'Strings, numbers or null (prices as decimal strings). switch: from, to, reason; outage/recovery: state, reason; drift: the mids, limit.',
    ),
});
export type AdminFeedEvent = z.infer<typeof adminFeedEventSchema>;
export const adminFeedEventsDataSchema = z.object({
  list: z.array(adminFeedEventSchema),
  ...operatorPageFields,
});
export type AdminFeedEventsData = z.infer<typeof adminFeedEventsDataSchema>;

// ---------------------------------------------------------------- exchange holidays

/** A local time of day 'HH:MM' (00:00–23:59); `until` may also be '24:00' (midnight at the end). */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOCK_UNTIL = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Whether 'YYYY-MM-DD' names a real day of the Gregorian calendar (no 2026-02-30). */
function isCalendarDay(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day >= 1 && day <= days;
}
const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay, { message: 'not a day of the calendar' });

export const adminHolidayKeySchema = z.object({
  calendar: z.enum(SESSION_CALENDAR_IDS as [SessionCalendarId, ...SessionCalendarId[]]),
  date: localDate.describe("The holiday's date, local to the calendar's zone."),
});
export type AdminHolidayKey = z.infer<typeof adminHolidayKeySchema>;

/**
 * An exchange holiday: the calendar closed on `date` all day, or from `closed_from` and/or until
 * `closed_until` (local 'HH:MM'); from must be before until when both are given.
 */
export const adminHolidaySchema = adminHolidayKeySchema
  .extend({
    closed_from: z.string().regex(CLOCK).nullable().describe('Local HH:MM; null = from midnight.'),
    closed_until: z
      .string()
      .regex(CLOCK_UNTIL)
      .nullable()
      .describe('Local HH:MM or 24:00; null = to midnight.'),
    name: z.string().trim().min(1).max(80),
  })
  .refine(
    (holiday) =>
      holiday.closed_from === null ||
      holiday.closed_until === null ||
      holiday.closed_from < holiday.closed_until,
    { message: 'closed_from must be before closed_until', path: ['closed_until'] },
  );
export type AdminHoliday = z.infer<typeof adminHolidaySchema>;
export const adminHolidaysQuerySchema = z.object({
  calendar: adminHolidayKeySchema.shape.calendar.optional(),
});
export const adminHolidaysDataSchema = z.object({ list: z.array(adminHolidaySchema) });
export type AdminHolidaysData = z.infer<typeof adminHolidaysDataSchema>;
