import type { AdminDeliverySaveBody, AdminDeliverySettings } from '@waihui/contracts';
import { toDecimalString, parseDecimal } from '@waihui/core';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { AuditedChange } from '../backoffice';
import { replaceDeliveryStakeLimits } from '../settings';
import { listAllPeriods, lockDeliverySettings, replacePeriods } from './delivery.repository';
import { limitsFrom } from './delivery.service';

/*
 * The delivery offer as the back-office edits it (product.md §14.7): periods with their payout rates and
 * the stake limits. Placement reads them per order (loadOffer); a contract stores the payout rate
 * it was placed with, so a change never alters an open contract.
 */

export async function deliverySettings(db: DbOrTx): Promise<AdminDeliverySettings> {
  const [periods, limits] = await Promise.all([listAllPeriods(db), limitsFrom(db)]);
  return {
    periods: periods.map((p) => ({
      seconds: p.seconds,
      // Canonical text: "0.80" and "0.8" are the same rate.
      payout_rate: toDecimalString(parseDecimal(p.payoutRate)),
      enabled: p.enabled,
    })),
    min_stake: toDecimalString(limits.minStake),
    max_stake: toDecimalString(limits.maxStake),
  };
}

/** Replaces the offer inside the caller's (audited) transaction. */
export async function replaceDeliverySettings(
  tx: Tx,
  body: AdminDeliverySaveBody,
  at: Date,
): Promise<AuditedChange<AdminDeliverySettings>> {
  await lockDeliverySettings(tx);
  const before = await deliverySettings(tx);
  await replacePeriods(
    tx,
    body.periods.map((p) => ({
      seconds: p.seconds,
      payoutRate: p.payout_rate,
      enabled: p.enabled,
    })),
  );
  await replaceDeliveryStakeLimits(
    tx,
    { min_stake: body.min_stake, max_stake: body.max_stake },
    at,
  );
  const after = await deliverySettings(tx);
  return { target: 'settings:delivery', before, after, result: after };
}

/**
 * Browser tests only (config DELIVERY_PERIODS, refused in production): the periods offered from
 * start-up, written over the saved ones (every other period disabled) so a contract settles within
 * seconds. Stake limits stay as saved.
 */
export async function offerConfiguredPeriods(
  db: Db,
  periods: readonly { seconds: number; payoutRate: string }[],
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockDeliverySettings(tx);
    await replacePeriods(
      tx,
      periods.map((period) => ({ ...period, enabled: true })),
    );
  });
}
