import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { auditBooks } from '../../src/modules/ledger/ledger.fixtures';
import {
  KEYED_KINDS,
  type AcceptedRequest,
  type KeyedKind,
  type StateChange,
} from './crash-clients';

/*
 * The crash run's verdict, read straight from the database after the last kill: every accepted
 * request there exactly once, nothing there that no client was told about, the books balanced, the
 * locked USDT equal to the withdrawals still holding it, and every delivery contract settled (those
 * that expired while the server was down, flagged as settled after a restart).
 */

export interface DownWindow {
  /** When the SIGKILL was sent and when the next process was spawned (ms since the epoch). */
  killedAt: number;
  spawnedAt: number;
}

export interface CrashAudit {
  /** Accepted keyed requests with no row. */
  lost: number;
  /** Accepted keyed requests (or positions) with more than one row (or close fill). */
  doubled: number;
  /** Keyed rows of the run that no client was told were accepted. */
  unaccounted: number;
  /** Keyed rows in the database per kind. */
  rows: Record<KeyedKind, number>;
  /** Closes and cancels whose effect is not in the database. */
  changesMissing: number;
  books: string[];
  /** Users whose locked USDT differs from their pending and approved withdrawals. */
  lockMismatches: string[];
  delivery: {
    total: number;
    open: number;
    settledAfterRestart: number;
    /** Expired while the server was down, yet not settled with the restart flag. */
    expiredDownUnflagged: number;
  };
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Keys of the run's stream (`crash-<client>-<seq>`), never the setup's. */
const STREAM_KEY = '^crash-[0-9]+-[0-9]+$';

/** Rows per (user, key) of each keyed kind, for the run's keys only. */
async function keyedRows(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf<{ kind: KeyedKind; user_id: string; key: string; n: number }>(
    await db.execute(sql`
      select 'transfer' as kind, split_part(idempotency_key, ':', 2) as user_id,
        split_part(idempotency_key, ':', 3) as key, count(*)::int as n
        from ledger_entries where split_part(idempotency_key, ':', 3) ~ ${STREAM_KEY}
        group by 1, 2, 3
      union all
      select 'order', user_id::text, idempotency_key, count(*)::int from trading_orders
        where idempotency_key ~ ${STREAM_KEY} group by 1, 2, 3
      union all
      select 'delivery', user_id::text, idempotency_key, count(*)::int from delivery_contracts
        where idempotency_key ~ ${STREAM_KEY} group by 1, 2, 3
      union all
      select 'withdrawal', user_id::text, idempotency_key, count(*)::int from withdrawals
        where idempotency_key ~ ${STREAM_KEY} group by 1, 2, 3`),
  );
  return new Map(rows.map((row) => [`${row.kind}:${row.user_id}:${row.key}`, row.n]));
}

export async function auditCrashRun(
  db: Db,
  accepted: readonly AcceptedRequest[],
  changes: readonly StateChange[],
  down: readonly DownWindow[],
): Promise<CrashAudit> {
  const found = await keyedRows(db);
  const acceptedKeys = new Set(accepted.map((a) => `${a.kind}:${a.userId}:${a.key}`));
  let lost = 0;
  let doubled = 0;
  for (const key of acceptedKeys) {
    const n = found.get(key) ?? 0;
    if (n === 0) lost += 1;
    if (n > 1) doubled += 1;
  }
  const unaccounted = [...found.keys()].filter((key) => !acceptedKeys.has(key)).length;
  const rows = Object.fromEntries(KEYED_KINDS.map((kind) => [kind, 0])) as Record<
    KeyedKind,
    number
  >;
  for (const [key, n] of found) rows[key.split(':')[0] as KeyedKind] += n;

  // A position is closed once: at most one close fill each, and every requested close is there.
  const closeFills = new Map(
    rowsOf<{ id: number; n: number }>(
      await db.execute(sql`
        select p.id::int as id, count(f.id)::int as n from trading_positions p
        left join trading_fills f on f.position_id = p.id and f.action = 'close'
        where p.status = 'closed' or f.id is not null group by p.id`),
    ).map((row) => [row.id, row.n]),
  );
  doubled += [...closeFills.values()].filter((n) => n > 1).length;
  const cancelled = new Set(
    rowsOf<{ id: number }>(
      await db.execute(sql`select id::int as id from withdrawals where status = 'cancelled'`),
    ).map((row) => row.id),
  );
  const changesMissing = changes.filter((change) =>
    change.kind === 'close' ? closeFills.get(change.id) !== 1 : !cancelled.has(change.id),
  ).length;

  const lockMismatches = rowsOf<{ user_id: string; locked: string; holding: string }>(
    await db.execute(sql`
      select a.user_id::text as user_id, a.locked::text as locked,
        coalesce((select sum(w.amount) from withdrawals w where w.user_id = a.user_id
          and w.currency = 'USDT' and w.status in ('pending', 'approved')), 0)::text as holding
      from ledger_accounts a where a.type = 'coin' and a.currency = 'USDT'
        and a.locked <> coalesce((select sum(w.amount) from withdrawals w where w.user_id = a.user_id
          and w.currency = 'USDT' and w.status in ('pending', 'approved')), 0)`),
  ).map((row) => `user ${row.user_id}: locked ${row.locked} USDT, withdrawals hold ${row.holding}`);

  const contracts = rowsOf<{ status: string; expires: number; flagged: boolean }>(
    await db.execute(sql`
      select status, (extract(epoch from expires_at) * 1000)::float8 as expires,
        settled_after_restart as flagged
      from delivery_contracts`),
  );
  const expiredDownUnflagged = contracts.filter(
    (c) =>
      down.some((w) => c.expires >= w.killedAt && c.expires <= w.spawnedAt) &&
      !(c.status === 'settled' && c.flagged),
  ).length;

  return {
    lost,
    doubled,
    unaccounted,
    rows,
    changesMissing,
    books: await auditBooks(db),
    lockMismatches,
    delivery: {
      total: contracts.length,
      open: contracts.filter((c) => c.status === 'open').length,
      settledAfterRestart: contracts.filter((c) => c.flagged).length,
      expiredDownUnflagged,
    },
  };
}
