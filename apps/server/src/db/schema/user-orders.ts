import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityId } from './columns';
import { users } from './identity';
import { instruments } from './market';

/*
 * What a user's orders, positions and contracts on an instrument have in common (trading, spot,
 * delivery): their key columns and the indexes and checks built on them, named `<table>_<what>`.
 */

/** `id`, the owner `user_id` and the instrument `symbol`, in that column order. */
export const userInstrumentKeys = () => ({
  id: identityId(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  symbol: text('symbol')
    .notNull()
    .references(() => instruments.symbol),
});

/** A user's rows in id order: `<table>_user_idx` on (user_id, id). */
export const userRowsIndex = (table: string, t: { userId: AnyPgColumn; id: AnyPgColumn }) =>
  index(`${table}_user_idx`).on(t.userId, t.id);

/** A retried submit finds the first row: `<table>_idempotency_uq` on (user_id, key) where a key is given. */
export const idempotencyUnique = (
  table: string,
  t: { userId: AnyPgColumn; idempotencyKey: AnyPgColumn },
) =>
  uniqueIndex(`${table}_idempotency_uq`)
    .on(t.userId, t.idempotencyKey)
    .where(sql`${t.idempotencyKey} is not null`);

/** Resting orders by symbol, for the fill check on each quote: `<table>_pending_idx`. */
const pendingBySymbolIndex = (table: string, t: { symbol: AnyPgColumn; status: AnyPgColumn }) =>
  index(`${table}_pending_idx`)
    .on(t.symbol)
    .where(sql`${t.status} = 'pending'`);

/** A limit order has a positive limit price and a market order none: `<table>_limit_price`. */
const limitPriceCheck = (table: string, t: { type: AnyPgColumn; limitPrice: AnyPgColumn }) =>
  check(
    `${table}_limit_price`,
    sql`(${t.type} = 'limit') = (${t.limitPrice} is not null) and (${t.limitPrice} is null or ${t.limitPrice} > 0)`,
  );

/** An order table's indexes and checks: the user's rows, the resting ones, the retry key and the limit price. */
export const orderIndexesAndChecks = (
  table: string,
  t: {
    id: AnyPgColumn;
    userId: AnyPgColumn;
    symbol: AnyPgColumn;
    status: AnyPgColumn;
    idempotencyKey: AnyPgColumn;
    type: AnyPgColumn;
    limitPrice: AnyPgColumn;
  },
) => [
  userRowsIndex(table, t),
  pendingBySymbolIndex(table, t),
  idempotencyUnique(table, t),
  limitPriceCheck(table, t),
];
