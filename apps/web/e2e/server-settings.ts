/**
 * Browser-test settings of the main server (playwright.config.ts passes them; config.ts refuses
 * both in production), so no journey waits out a real minute and the specs know what to expect.
 */

/** Seconds between two codes to one address (CODE_RESEND_SECONDS; the rule is 60). */
export const CODE_RESEND_SECONDS = 10;

/**
 * The one delivery period offered (DELIVERY_PERIODS), at the 60 s period's payout rate of 0.8: long
 * enough for the checks made while the contract is open, short enough not to wait a minute.
 */
export const DELIVERY_SECONDS = 20;
export const DELIVERY_PAYOUT_RATE = '0.8';

/**
 * Seconds after which the first-hour server confirms a demo deposit notice by itself
 * (DEMO_DEPOSIT_CONFIRM_SECONDS; 30 by default). The other servers never do: their journeys have an
 * operator decide each notice, and the timer could beat a slow journey to it.
 */
export const DEMO_DEPOSIT_CONFIRM_SECONDS = 2;
