import { BASE_CURRENCY, parseDecimal } from '@waihui/core';
import type { DbOrTx } from '../../db/database';
import { getContractBalancesOfUsers } from '../ledger';
import type { ContractBalance } from './trading.deps';
import {
  type OrderRow,
  type PositionRow,
  listOpenPositionsOfUsers,
  listPendingOrdersOfUsers,
} from './trading.repository';

/*
 * The engine's re-reads of accounts (after each committed change, and every few seconds), the
 * requests made together (in one run of queued microtasks) read together: three statements for up
 * to READ_CHUNK users rather than three per user. After a batch of trades commits, its users'
 * re-reads are one read.
 */

/** A user's contract account as stored now: its USD buckets, open positions and pending orders. */
export interface AccountRead {
  balance: ContractBalance;
  positions: PositionRow[];
  pendingOrders: OrderRow[];
}

/** Most users in one read (a statement's parameters stay far below PostgreSQL's 65,535). */
const READ_CHUNK = 1000;

interface Waiting {
  resolve: (read: AccountRead) => void;
  reject: (error: Error) => void;
}

export class AccountReader {
  private waiting = new Map<string, Waiting[]>();
  private scheduled = false;

  constructor(private readonly db: DbOrTx) {}

  /** The user's account, read with the others asked for with it. */
  read(userId: string): Promise<AccountRead> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(userId) ?? [];
      queue.push({ resolve, reject });
      this.waiting.set(userId, queue);
      if (this.scheduled) return;
      this.scheduled = true;
      // After the jobs already queued in this microtask run (the engine's re-reads after one batch's
      // commit), not a turn later: the read is sent before anything that turn does next.
      queueMicrotask(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const waiting = this.waiting;
    this.waiting = new Map();
    const userIds = [...waiting.keys()];
    for (let start = 0; start < userIds.length; start += READ_CHUNK) {
      const chunk = userIds.slice(start, start + READ_CHUNK);
      try {
        const reads = await readAccounts(this.db, chunk);
        for (const userId of chunk)
          for (const w of waiting.get(userId) ?? []) w.resolve(reads.get(userId)!);
      } catch (error) {
        const failed = error instanceof Error ? error : new Error(String(error));
        for (const userId of chunk) for (const w of waiting.get(userId) ?? []) w.reject(failed);
      }
    }
  }
}

async function readAccounts(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, AccountRead>> {
  const [balances, positions, pendingOrders] = await Promise.all([
    getContractBalancesOfUsers(db, userIds),
    listOpenPositionsOfUsers(db, userIds),
    listPendingOrdersOfUsers(db, userIds),
  ]);
  const reads = new Map<string, AccountRead>();
  for (const userId of userIds) {
    const usd = balances.get(userId)?.find((b) => b.code === BASE_CURRENCY);
    reads.set(userId, {
      balance: {
        available: parseDecimal(usd?.balance ?? '0'),
        locked: parseDecimal(usd?.lock_balance ?? '0'),
      },
      positions: [],
      pendingOrders: [],
    });
  }
  for (const row of positions) reads.get(row.userId)?.positions.push(row);
  for (const order of pendingOrders) reads.get(order.userId)?.pendingOrders.push(order);
  return reads;
}
