import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database';
import { spotOrders, spotSettings } from '../../db/schema';

/*
 * Drizzle queries of spot, nothing else. Money and prices stay decimal strings as the driver returns
 * them; the service parses them with core. A state change first locks the pending row
 * (`for update`), so a fill and a cancel racing each other are decided one after the other.
 */

export type SpotOrderRow = typeof spotOrders.$inferSelect;
export type NewSpotOrder = typeof spotOrders.$inferInsert;

/** symbol → fee rate (fraction, decimal string) of every pair with a spot setting. */
export async function readFeeRates(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select().from(spotSettings);
  return new Map(rows.map((row) => [row.symbol, row.feeRate]));
}

export async function readFeeRate(db: DbOrTx, symbol: string): Promise<string | null> {
  const rows = await db.select().from(spotSettings).where(eq(spotSettings.symbol, symbol));
  return rows[0]?.feeRate ?? null;
}

export async function insertSpotOrder(tx: Tx, values: NewSpotOrder): Promise<SpotOrderRow> {
  const [row] = await tx.insert(spotOrders).values(values).returning();
  if (row === undefined) throw new Error('insert into spot_orders returned no row');
  return row;
}

export async function findSpotOrderByKey(
  db: DbOrTx,
  userId: string,
  idempotencyKey: string,
): Promise<SpotOrderRow | null> {
  const rows = await db
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.userId, userId), eq(spotOrders.idempotencyKey, idempotencyKey)));
  return rows[0] ?? null;
}

/** Locks a pending order until the transaction ends; null when it is not pending (or not the user's). */
export async function lockPendingOrder(
  tx: Tx,
  orderId: number,
  userId: string | null,
): Promise<SpotOrderRow | null> {
  const rows = await tx
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.id, orderId),
        eq(spotOrders.status, 'pending'),
        ...(userId === null ? [] : [eq(spotOrders.userId, userId)]),
      ),
    )
    .for('update');
  return rows[0] ?? null;
}

export async function findSpotOrderOfUser(
  db: DbOrTx,
  userId: string,
  orderId: number,
): Promise<SpotOrderRow | null> {
  const rows = await db
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.id, orderId), eq(spotOrders.userId, userId)));
  return rows[0] ?? null;
}

export async function updateSpotOrder(
  tx: Tx,
  orderId: number,
  values: Partial<NewSpotOrder>,
): Promise<SpotOrderRow> {
  const [row] = await tx
    .update(spotOrders)
    .set(values)
    .where(eq(spotOrders.id, orderId))
    .returning();
  if (row === undefined) throw new Error(`spot order ${orderId} vanished`);
  return row;
}

export async function listAllPendingSpotOrders(db: DbOrTx): Promise<SpotOrderRow[]> {
  return db.select().from(spotOrders).where(eq(spotOrders.status, 'pending'));
}

/** The user's orders, newest first: `open` = pending, `done` = filled or cancelled. */
export async function listSpotOrdersOfUser(
  db: DbOrTx,
  userId: string,
  options: { status?: 'open' | 'done'; beforeId?: number; offset: number; limit: number },
): Promise<SpotOrderRow[]> {
  const conditions = [eq(spotOrders.userId, userId)];
  if (options.status === 'open') conditions.push(eq(spotOrders.status, 'pending'));
  if (options.status === 'done') conditions.push(ne(spotOrders.status, 'pending'));
  if (options.beforeId !== undefined) conditions.push(lt(spotOrders.id, options.beforeId));
  return db
    .select()
    .from(spotOrders)
    .where(and(...conditions))
    .orderBy(desc(spotOrders.id))
    .offset(options.offset)
    .limit(options.limit);
}
