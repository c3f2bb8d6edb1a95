import { z } from 'zod';

/*
 * Ids of rows the database keeps in an `integer` column (articles, banners, withdrawal destinations, deposit notices,
 * withdrawals, the user's public number). A larger number names no row; reaching Postgres it would fail with
 * "integer out of range" (22003), a 500, so it is refused here with the input envelope like any other bad field.
 * Ids in `bigint` columns (orders, positions, feedback) stay below 2^53 and need only `.int()`.
 */

/** The largest value of a Postgres `integer`: 2^31 − 1. */
export const INTEGER_ID_MAX = 2_147_483_647;

/** An integer-column id in a JSON body. */
export const integerId = z.number().int().min(1).max(INTEGER_ID_MAX);

/** An integer-column id in a query string (text, coerced). */
export const integerIdText = z.coerce.number().int().min(1).max(INTEGER_ID_MAX);
