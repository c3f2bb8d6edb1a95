import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

/*
 * Column builders every area's tables share, so a kind of value has one SQL type everywhere.
 * Not exported from ./index: they are not tables.
 */

/** Money amount with the ledger's scale: numeric(36,8), 28 integer digits and 8 decimals (product.md §10.1). Read back as a decimal string. */
export const money = (name: string) => numeric(name, { precision: 36, scale: 8 });

/** A point in time: timestamp with time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A bigint column read as a JS number (ids and feed sequences stay below 2^53). */
export const bigintNumber = (name: string) => bigint(name, { mode: 'number' });

/** Primary key `id`: a bigint identity the database assigns. */
export const identityId = () => bigintNumber('id').primaryKey().generatedAlwaysAsIdentity();
