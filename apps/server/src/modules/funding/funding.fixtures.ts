import { eq } from 'drizzle-orm';
import { insertUserWithSession, type TestClock, type TestUser } from '../../../test/fixtures';
import type { Db } from '../../db/database';
import { users, withdrawalDestinations } from '../../db/schema';
import { hashPassword, verifyFundPassword } from '../identity/identity.fixtures';
import { creditDeposit } from '../ledger';
import type { CoinConversionPort, FundingDeps } from './funding.deps';
import { addWallet } from './funding.destinations.service';
import { addWithdrawal } from './funding.withdrawals.service';

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
  options: {
    verified?: (userId: string) => Promise<boolean>;
    delaySeconds?: number;
    coins?: CoinConversionPort;
  } = {},
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
      demoConfirmSeconds: null,
    },
    isIdentityVerified: options.verified ?? (async () => true),
    verifyFundPassword: (userId, password) => verifyFundPassword({ db, now }, userId, password),
    coins: options.coins ?? null,
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

/** A USDT withdrawal request to a destination, with the fixture's fund password. */
export function withdrawalRequest(
  destinationId: number,
  amount: string,
  extra: { fund_password?: string; idempotency_key?: string } = {},
) {
  return {
    destination_id: destinationId,
    currency: 'USDT',
    amount,
    fund_password: FUND_PASSWORD,
    ...extra,
  };
}

export interface UserWithWallet {
  user: TestUser;
  wallet: { id: number };
  /** Asks to withdraw this much USDT to the wallet; answers the withdrawal's id. */
  ask: (amount: string) => Promise<number>;
}

/**
 * A user with a session, the fund password, `usdt` USDT and a TRC-20 wallet whose 60 s delay has
 * passed (the clock is moved on 60 s).
 */
export async function userWithWallet(
  deps: FundingDeps,
  clock: TestClock,
  usdt = '100',
): Promise<UserWithWallet> {
  const user = await insertUserWithSession(deps.db);
  await setFundPassword(deps.db, user.userId);
  await giveUsdt(deps.db, user.userId, usdt);
  const wallet = await addWallet(deps, user.userId, { chain: 'trc20', address: TRON_ADDRESS });
  clock.advanceSeconds(60);
  const ask = async (amount: string) =>
    (await addWithdrawal(deps, user.userId, withdrawalRequest(wallet.id, amount))).id;
  return { user, wallet, ask };
}
