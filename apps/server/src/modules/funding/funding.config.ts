import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import {
  type DepositKeys,
  assertPublicExtendedKey,
  throwawayDepositKeys,
} from './funding.deposit-addresses';
import type { FundingSettings } from './funding.deps';
import { SETTING_KEYS, settingOnce } from '../settings';

/* Funding's settings from the configuration (docs/funding.md). */

/**
 * The deposit keys: the configured xpubs; in demo mode without them, a throwaway pair made once and
 * kept as a setting (so addresses survive restarts), said in the log; otherwise none.
 */
export async function resolveDepositKeys(
  db: Db,
  config: Pick<Config, 'DEPOSIT_XPUB_ERC20' | 'DEPOSIT_XPUB_TRC20' | 'DEMO_MODE'>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<DepositKeys | null> {
  if (config.DEPOSIT_XPUB_ERC20 && config.DEPOSIT_XPUB_TRC20) {
    assertPublicExtendedKey(config.DEPOSIT_XPUB_ERC20);
    assertPublicExtendedKey(config.DEPOSIT_XPUB_TRC20);
    return { erc20: config.DEPOSIT_XPUB_ERC20, trc20: config.DEPOSIT_XPUB_TRC20 };
  }
  if (!config.DEMO_MODE) {
    log.warn('DEPOSIT_XPUB_ERC20 / DEPOSIT_XPUB_TRC20 unset: no crypto deposit addresses offered');
    return null;
  }
  const stored = (await settingOnce(
    db,
    SETTING_KEYS.demoDepositKeys,
    throwawayDepositKeys(),
  )) as DepositKeys;
  log.info(
    'demo mode: deposit addresses derive from a throwaway xpub pair (no private key kept; do not send real money)',
  );
  return stored;
}

/** The standard example IBAN (a test account no bank holds): demo mode's bank details. */
const DEMO_BANK_ACCOUNT = 'GB82WEST12345698765432';

export function fundingSettingsFrom(
  config: Config,
  depositKeys: DepositKeys | null,
): FundingSettings {
  const accountNumber =
    config.DEPOSIT_BANK_ACCOUNT_NUMBER ?? (config.DEMO_MODE ? DEMO_BANK_ACCOUNT : null);
  return {
    depositKeys,
    depositBank: accountNumber
      ? {
          bankName: config.DEPOSIT_BANK_NAME,
          accountName: config.DEPOSIT_BANK_ACCOUNT_NAME,
          accountNumber,
          swift: config.DEPOSIT_BANK_SWIFT,
          currency: config.DEPOSIT_BANK_CURRENCY,
        }
      : null,
    withdrawalFees: config.WITHDRAWAL_FEES,
    destinationDelaySeconds: config.WITHDRAWAL_DESTINATION_DELAY_SECONDS,
    demoConfirmSeconds:
      config.DEMO_MODE && config.DEMO_DEPOSIT_CONFIRM_SECONDS > 0
        ? config.DEMO_DEPOSIT_CONFIRM_SECONDS
        : null,
  };
}
