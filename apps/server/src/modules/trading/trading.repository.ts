import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { tradingConsents, tradingFills, tradingOrders, tradingPositions } from '../../db/schema';

/*
 * Drizzle queries of contract trading, nothing else. Prices and money stay decimal strings as the
 * driver returns them (numeric); the service turns them into core's Decimal. Every state change is a
 * conditional update (`where status = …`) that returns the row it changed, so two racing closes or
 * cancels cannot both succeed: the loser gets null.
 */

export type OrderRow = typeof tradingOrders.$inferSelect;
export type NewOrder = typeof tradingOrders.$inferInsert;
export type PositionRow = typeof tradingPositions.$inferSelect;
export type NewPosition = typeof tradingPositions.$inferInsert;
export type FillRow = typeof tradingFills.$inferSelect;
export type NewFill = typeof tradingFills.$inferInsert;
export type ConsentRow = typeof tradingConsents.$inferSelect;

function only<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`insert into ${what} returned no row`);
  return row;
}

/**
 * Serialises every trading decision of one user (open, close, cancel, TP/SL, stop-out) until the
 * transaction ends, so margin is decided against a settled set of positions. A transaction-scoped
 * advisory lock: nothing to clean up, and other users are never blocked.
 */
export async function lockTraderForDecision(tx: DbOrTx, userId: string): Promise<void> {
  await lockTradersForDecision(tx, [userId]);
}

/**
 * lockTraderForDecision for many users in one statement, in the order of their lock keys (so two
 * transactions taking overlapping sets wait rather than deadlock).
 */
export async function lockTradersForDecision(
  tx: DbOrTx,
  userIds: readonly string[],
): Promise<void> {
  const keys = JSON.stringify(userIds.map((userId) => `trading:${userId}`));
  await tx.execute(
    sql`select pg_advisory_xact_lock(k) from (select hashtextextended(u, 0) as k from json_array_elements_text(${keys}::json) as u order by 1) as keys`,
  );
}

/**
 * Identity values of orders, positions and fills drawn ahead of their inserts, `counts` of each, in
 * ascending order: a batch decides every action (whose ledger entries cite them) before it writes.
 */
export async function drawTradingIds(
  tx: DbOrTx,
  counts: { orders: number; positions: number; fills: number },
): Promise<{ orders: number[]; positions: number[]; fills: number[] }> {
  const drawn: unknown = await tx.execute(
    sql`select array(select nextval(pg_get_serial_sequence('trading_orders', 'id')) from generate_series(1, ${counts.orders}::int))::text[] as orders,
      array(select nextval(pg_get_serial_sequence('trading_positions', 'id')) from generate_series(1, ${counts.positions}::int))::text[] as positions,
      array(select nextval(pg_get_serial_sequence('trading_fills', 'id')) from generate_series(1, ${counts.fills}::int))::text[] as fills`,
  );
  const row = (drawn as { rows: { orders: string[]; positions: string[]; fills: string[] }[] })
    .rows[0];
  if (row === undefined) throw new Error('trading ids: no row');
  // Identity values stay far below 2^53 (bigintNumber columns read them as numbers too).
  return {
    orders: row.orders.map(Number),
    positions: row.positions.map(Number),
    fills: row.fills.map(Number),
  };
}

// ---------------------------------------------------------------- orders

export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<OrderRow> {
  return only(await tx.insert(tradingOrders).values(values).returning(), 'trading_orders');
}

/** Orders with ids drawn by drawTradingIds, in one statement. */
export async function insertOrdersWithIds(tx: DbOrTx, values: NewOrder[]): Promise<OrderRow[]> {
  if (values.length === 0) return [];
  return tx.insert(tradingOrders).overridingSystemValue().values(values).returning();
}

/** The users' orders with these keys (a pair matches only its own user's key). */
export async function findOrdersByIdempotencyKeys(
  db: DbOrTx,
  keys: readonly { userId: string; idempotencyKey: string }[],
): Promise<OrderRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(tradingOrders)
    .where(
      and(
        inArray(tradingOrders.userId, [...new Set(keys.map((k) => k.userId))]),
        inArray(tradingOrders.idempotencyKey, [...new Set(keys.map((k) => k.idempotencyKey))]),
      ),
    );
  return rows.filter((row) =>
    keys.some((k) => k.userId === row.userId && k.idempotencyKey === row.idempotencyKey),
  );
}

export async function findOrderByIdempotencyKey(
  db: DbOrTx,
  userId: string,
  idempotencyKey: string,
): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(tradingOrders)
    .where(and(eq(tradingOrders.userId, userId), eq(tradingOrders.idempotencyKey, idempotencyKey)));
  return rows[0] ?? null;
}

/** The user's own order, or null (another user's order is indistinguishable from none). */
export async function findOrderOfUser(
  db: DbOrTx,
  userId: string,
  orderId: number,
): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(tradingOrders)
    .where(and(eq(tradingOrders.id, orderId), eq(tradingOrders.userId, userId)));
  return rows[0] ?? null;
}

/** Records what a resting order locked (set once, right after its reserve entry is posted). */
export async function setOrderReservation(
  tx: DbOrTx,
  orderId: number,
  reserve: Pick<OrderRow, 'reservedMargin' | 'reservedFee'>,
): Promise<OrderRow> {
  const rows = await tx
    .update(tradingOrders)
    .set(reserve)
    .where(and(eq(tradingOrders.id, orderId), eq(tradingOrders.status, 'pending')))
    .returning();
  return only(rows, 'trading_orders reservation');
}

/** A pending order's new terms and reserve (a modify); null when it was no longer pending. */
export async function modifyPendingOrder(
  tx: DbOrTx,
  orderId: number,
  terms: Pick<
    OrderRow,
    'lots' | 'limitPrice' | 'takeProfit' | 'stopLoss' | 'reservedMargin' | 'reservedFee'
  >,
): Promise<OrderRow | null> {
  const rows = await tx
    .update(tradingOrders)
    .set(terms)
    .where(and(eq(tradingOrders.id, orderId), eq(tradingOrders.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

/** Ends a pending order (filled, cancelled or rejected); null when it was no longer pending. */
export async function endPendingOrder(
  tx: DbOrTx,
  orderId: number,
  end: Pick<OrderRow, 'status' | 'cancelCause' | 'positionId' | 'endedAt'>,
): Promise<OrderRow | null> {
  const rows = await tx
    .update(tradingOrders)
    .set(end)
    .where(and(eq(tradingOrders.id, orderId), eq(tradingOrders.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

export async function listPendingOrdersOfUser(db: DbOrTx, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(tradingOrders)
    .where(and(eq(tradingOrders.userId, userId), eq(tradingOrders.status, 'pending')))
    .orderBy(desc(tradingOrders.id));
}

/** Every resting order of every user: what the trigger engine rebuilds at start. */
/** The pending orders of each of the users, newest first. */
export async function listPendingOrdersOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<OrderRow[]> {
  return db
    .select()
    .from(tradingOrders)
    .where(and(inArray(tradingOrders.userId, [...userIds]), eq(tradingOrders.status, 'pending')))
    .orderBy(desc(tradingOrders.id));
}

export async function listAllPendingOrders(db: DbOrTx): Promise<OrderRow[]> {
  return db
    .select()
    .from(tradingOrders)
    .where(eq(tradingOrders.status, 'pending'))
    .orderBy(tradingOrders.id);
}

// ---------------------------------------------------------------- positions

export async function insertPosition(tx: DbOrTx, values: NewPosition): Promise<PositionRow> {
  return only(await tx.insert(tradingPositions).values(values).returning(), 'trading_positions');
}

/** Positions with ids drawn by drawTradingIds, in one statement. */
export async function insertPositionsWithIds(
  tx: DbOrTx,
  values: NewPosition[],
): Promise<PositionRow[]> {
  if (values.length === 0) return [];
  return tx.insert(tradingPositions).overridingSystemValue().values(values).returning();
}

export async function findPositionOfUser(
  db: DbOrTx,
  userId: string,
  positionId: number,
): Promise<PositionRow | null> {
  const rows = await db
    .select()
    .from(tradingPositions)
    .where(and(eq(tradingPositions.id, positionId), eq(tradingPositions.userId, userId)));
  return rows[0] ?? null;
}

export async function listOpenPositionsOfUser(db: DbOrTx, userId: string): Promise<PositionRow[]> {
  return db
    .select()
    .from(tradingPositions)
    .where(and(eq(tradingPositions.userId, userId), eq(tradingPositions.status, 'open')))
    .orderBy(desc(tradingPositions.id));
}

/** Sum of the margins of the user's open positions (USD, numeric as a decimal string). */
export async function sumOpenMarginOfUser(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${tradingPositions.margin}), 0)::text` })
    .from(tradingPositions)
    .where(and(eq(tradingPositions.userId, userId), eq(tradingPositions.status, 'open')));
  return row?.total ?? '0';
}

/** The open positions of each of the users, newest first. */
export async function listOpenPositionsOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<PositionRow[]> {
  return db
    .select()
    .from(tradingPositions)
    .where(and(inArray(tradingPositions.userId, [...userIds]), eq(tradingPositions.status, 'open')))
    .orderBy(desc(tradingPositions.id));
}

/** Every open position of every user: what the trigger engine rebuilds at start. */
export async function listAllOpenPositions(db: DbOrTx): Promise<PositionRow[]> {
  return db
    .select()
    .from(tradingPositions)
    .where(eq(tradingPositions.status, 'open'))
    .orderBy(tradingPositions.id);
}

/** Closes an open position; null when it was already closed (the race's loser). */
export async function closeOpenPosition(
  tx: DbOrTx,
  positionId: number,
  close: Pick<PositionRow, 'closedAt' | 'closePrice' | 'closeCause' | 'closeFee' | 'realizedPnl'>,
): Promise<PositionRow | null> {
  const rows = await tx
    .update(tradingPositions)
    .set({ ...close, status: 'closed' })
    .where(and(eq(tradingPositions.id, positionId), eq(tradingPositions.status, 'open')))
    .returning();
  return rows[0] ?? null;
}

/**
 * What an open position keeps after a part of it closed: fewer lots, its margin and open fee less the
 * part's. Null when it is no longer open with `lots` lots (closed or reduced meanwhile).
 */
export async function reduceOpenPosition(
  tx: DbOrTx,
  positionId: number,
  lots: number,
  rest: Pick<PositionRow, 'lots' | 'margin' | 'openFee'>,
): Promise<PositionRow | null> {
  const rows = await tx
    .update(tradingPositions)
    .set(rest)
    .where(
      and(
        eq(tradingPositions.id, positionId),
        eq(tradingPositions.status, 'open'),
        eq(tradingPositions.lots, lots),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export type PositionClose = Pick<
  PositionRow,
  'closedAt' | 'closePrice' | 'closeCause' | 'closeFee' | 'realizedPnl'
>;

/**
 * closeOpenPosition for many positions in one statement (each its own figures); the rows closed,
 * without those no longer open.
 */
export async function closeOpenPositions(
  tx: DbOrTx,
  closes: readonly { positionId: number; close: PositionClose }[],
): Promise<PositionRow[]> {
  if (closes.length === 0) return [];
  const id = tradingPositions.id;
  // One CASE per column, by position id; the casts type each branch as its column.
  const byId = (value: (close: PositionClose) => string | null, type: string) =>
    sql`(case ${id} ${sql.join(
      closes.map((c) => sql`when ${c.positionId} then ${value(c.close)}::${sql.raw(type)}`),
      sql` `,
    )} end)`;
  return tx
    .update(tradingPositions)
    .set({
      status: 'closed',
      closedAt: byId((c) => c.closedAt?.toISOString() ?? null, 'timestamptz'),
      closePrice: byId((c) => c.closePrice, 'numeric'),
      closeCause: byId((c) => c.closeCause, 'text'),
      closeFee: byId((c) => c.closeFee, 'numeric'),
      realizedPnl: byId((c) => c.realizedPnl, 'numeric'),
    })
    .where(
      and(
        inArray(
          id,
          closes.map((c) => c.positionId),
        ),
        eq(tradingPositions.status, 'open'),
      ),
    )
    .returning();
}

/** Sets TP/SL (null removes one) on the user's open position; null when none is open. */
export async function setPositionStops(
  tx: DbOrTx,
  userId: string,
  positionId: number,
  stops: Pick<PositionRow, 'takeProfit' | 'stopLoss'>,
): Promise<PositionRow | null> {
  const rows = await tx
    .update(tradingPositions)
    .set(stops)
    .where(
      and(
        eq(tradingPositions.id, positionId),
        eq(tradingPositions.userId, userId),
        eq(tradingPositions.status, 'open'),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Closed positions of the user, newest first; `beforeId` keeps pages stable while new ones close. */
export async function listClosedPositionsOfUser(
  db: DbOrTx,
  userId: string,
  page: { limit: number; offset: number; beforeId?: number },
): Promise<PositionRow[]> {
  return db
    .select()
    .from(tradingPositions)
    .where(
      and(
        eq(tradingPositions.userId, userId),
        eq(tradingPositions.status, 'closed'),
        page.beforeId === undefined ? undefined : lt(tradingPositions.id, page.beforeId),
      ),
    )
    .orderBy(desc(tradingPositions.closedAt), desc(tradingPositions.id))
    .limit(page.limit)
    .offset(page.offset);
}

// ---------------------------------------------------------------- fills

export async function insertFill(tx: DbOrTx, values: NewFill): Promise<FillRow> {
  return only(await tx.insert(tradingFills).values(values).returning(), 'trading_fills');
}

/** Fills with ids drawn by drawTradingIds, in one statement. */
export async function insertFillsWithIds(tx: DbOrTx, values: NewFill[]): Promise<FillRow[]> {
  if (values.length === 0) return [];
  return tx.insert(tradingFills).overridingSystemValue().values(values).returning();
}

export async function listFillsOfPositions(
  db: DbOrTx,
  userId: string,
  positionIds: readonly number[],
): Promise<FillRow[]> {
  if (positionIds.length === 0) return [];
  return db
    .select()
    .from(tradingFills)
    .where(and(eq(tradingFills.userId, userId), inArray(tradingFills.positionId, [...positionIds])))
    .orderBy(tradingFills.id);
}

// ---------------------------------------------------------------- consent

export async function findConsent(db: DbOrTx, userId: string): Promise<ConsentRow | null> {
  const rows = await db.select().from(tradingConsents).where(eq(tradingConsents.userId, userId));
  return rows[0] ?? null;
}

export async function insertConsent(tx: DbOrTx, values: ConsentRow): Promise<void> {
  await insertConsents(tx, [values]);
}

export async function insertConsents(tx: DbOrTx, values: ConsentRow[]): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(tradingConsents).values(values).onConflictDoNothing();
}

/** Which of the users have consented. */
export async function consentedUsers(db: DbOrTx, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ userId: tradingConsents.userId })
    .from(tradingConsents)
    .where(inArray(tradingConsents.userId, [...userIds]));
  return new Set(rows.map((row) => row.userId));
}
