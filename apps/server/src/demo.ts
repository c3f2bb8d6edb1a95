import { OPERATOR_ROLES } from '@waihui/contracts';
import type { Db } from './db/database';
import { type DemoSeedResult, seedDemoAccounts } from './modules/identity';
import { creditDemoMoney } from './modules/ledger';
import { grantOperatorRoles } from './modules/backoffice';

/**
 * Demo mode start-up (product.md §1.5): the demo user and the operator exist, and the demo user
 * holds USD 10,000 in its coin account, credited once through the ledger as a deposit from the
 * outside world (idempotent: later starts credit nothing).
 */
export async function seedDemo(options: {
  db: Db;
  dataDir: string;
  now: () => Date;
}): Promise<DemoSeedResult> {
  const seeded = await seedDemoAccounts(options);
  await creditDemoMoney(options.db, seeded.demoUserId, options.now());
  // The seeded operator holds every back-office role (idempotent); the demo user holds none.
  await grantOperatorRoles(options.db, seeded.operatorUserId, OPERATOR_ROLES, options.now());
  return seeded;
}
