import { planStopOut } from '@waihui/core';
import { releaseOrder } from './trading.cancel';
import { closeAt } from './trading.close';
import type { Committed, TradingAction } from './trading.commit';
import {
  type TradingChange,
  type TradingDeps,
  contractBalanceOf,
  loadTrader,
  readTrader,
} from './trading.deps';
import { stopOutPositionOf } from './trading.valuation';

/** At most this many steps in one stop-out (a bound, never reached: each step ends an order or a position). */
const MAX_STEPS = 1000;

/**
 * Stop-out (product.md §10.7): when the margin level is at or below the stop-out level, cancel every
 * pending order, then close the most unprofitable position one at a time at its latest quote until
 * the level is above it. One transaction under the trader's lock; re-planned from fresh figures
 * after each close, so what is closed follows the same quotes the fills record. The engine's
 * monitor queues it; no changes when the level is above the stop-out level by then. A position
 * whose instrument is not live (stale or closed) is never closed at its old price: the stop-out
 * stops there and the next live quote of one of the user's instruments tries again.
 */
export function runStopOut(
  deps: TradingDeps,
  userId: string,
  afterRestart: boolean,
): TradingAction<Committed> {
  return async (tx) => {
    const changes: TradingChange[] = [];
    let trader = await loadTrader(deps, tx, userId);
    for (let guard = 0; guard < MAX_STEPS; guard += 1) {
      const { available, locked } = await contractBalanceOf(tx, userId);
      const plan = planStopOut({
        balance: available.plus(locked),
        positions: trader.positions.filter((p) => !p.stale).map(stopOutPositionOf),
        pendingOrderIds: trader.pendingOrders.map((o) => String(o.id)),
        stopOutLevel: deps.settings.stopOutLevel,
      });
      const step = plan.steps[0];
      if (!plan.triggered || step === undefined) break;
      if (step.action === 'cancel_order') {
        for (const order of trader.pendingOrders)
          changes.push(await releaseOrder(deps, tx, order, 'stop_out'));
      } else {
        const position = trader.positions.find((p) => String(p.row.id) === step.positionId)?.row;
        const quote = position ? deps.market.latest(position.symbol) : undefined;
        if (position === undefined || quote === undefined) break;
        if (deps.market.state(position.symbol) !== 'live') break;
        changes.push(await closeAt(deps, tx, position, trader, quote, 'stop_out', afterRestart));
      }
      trader = await readTrader(deps, tx, userId);
    }
    return { changes };
  };
}
