import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '@waihui/contracts';
import { createTestDatabase } from '../test/fixtures';
import { operatorRoles } from './db/schema';
import { seedDemo } from './demo';
import { getAccountList } from './modules/ledger';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('demo seed', () => {
  it('credits the demo user USD 10,000 once, however often the server starts', async () => {
    const database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'waihui-demo-'));
    const now = () => new Date('2026-11-22T10:00:00Z');
    const first = await seedDemo({ db: database.db, dataDir, now });
    const second = await seedDemo({ db: database.db, dataDir, now });
    expect(second.demoUserId).toBe(first.demoUserId);
    // The operator's roles are operator_roles rows, every role once; the demo user holds none.
    const roles = await database.db.select().from(operatorRoles);
    expect(roles.map((row) => [row.userId, row.role]).sort()).toEqual(
      OPERATOR_ROLES.map((role) => [first.operatorUserId, role]).sort(),
    );
    const list = await getAccountList(database.db, first.demoUserId);
    expect(list.coin.balance_arr[0]).toEqual({
      code: 'USD',
      balance: '10000',
      lock_balance: '0',
      total: '10000',
    });
  });
});
