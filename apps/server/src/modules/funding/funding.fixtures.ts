import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, withdrawalDestinations } from '../../db/schema';
import { hashPassword, verifyFundPassword } from '../identity/identity.fixtures';
import { creditDeposit } from '../ledger';
import type { FundingDeps } from './funding.deps';

/* Test support for funding (not imported by the app), and its test door for other modules' tests. */

export { throwawayDepositKeys } from './funding.deposit-addresses';
export { addWithdrawal } from './funding.withdrawals.service';

export const FUND_PASSWORD = 'fund-pass-77';
/** A checksummed ERC-20 address (EIP-55's own example). */
export const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Funding's deps on a test database: the fee table of the default config, identity as given. */
export function fundingDeps(
  db: Db,
  now: () => Date,
  options: { verified?: (userId: string) => Promise<boolean>; delaySeconds?: number } = {},
): FundingDeps {
  return {
    db,
    now,
    settings: {
      depositKeys: null,
      depositBank: null,
      withdrawalFees: [
        { currency: 'USDT', method: 'erc20', fee: '5', minimum: '20' },
        { currency: 'USDT', method: 'trc20', fee: '1', minimum: '10' },
        { currency: 'USD', method: 'bank', fee: '15', minimum: '50' },
      ],
      destinationDelaySeconds: options.delaySeconds ?? 60,
    },
    isIdentityVerified: options.verified ?? (async () => true),
    verifyFundPassword: (userId, password) => verifyFundPassword({ db, now }, userId, password),
  };
}

export async function setFundPassword(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ fundPasswordHash: await hashPassword(FUND_PASSWORD) })
    .where(eq(users.id, userId));
}

export async function giveUsdt(db: Db, userId: string, amount: string): Promise<void> {
  await creditDeposit(db, {
    userId,
    currency: 'USDT',
    amount,
    idempotencyKey: `test-usdt:${userId}:${amount}`,
  });
}

/** Makes a destination usable now (as if the delay had passed), without moving the clock. */
export async function skipDelay(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(withdrawalDestinations)
    .set({ usableFrom: at })
    .where(eq(withdrawalDestinations.id, id));
}
