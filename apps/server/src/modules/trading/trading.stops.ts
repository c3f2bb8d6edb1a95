import { closingPrice, parseDecimal, validateTakeProfitStopLoss } from '@waihui/core';
import type { Committed, TradingAction } from './trading.commit';
import { type TradingDeps, refusal, refuse } from './trading.deps';
import { latestQuote, optionalPrice } from './trading.input';
import { coreQuote } from './trading.market';
import {
  type PositionRow,
  findPositionOfUser,
  lockTraderForDecision,
  setPositionStops,
} from './trading.repository';

export interface StopsInput {
  /** null or empty removes it. */
  takeProfit: string | null;
  stopLoss: string | null;
}

export interface StopsSet extends Committed {
  position: PositionRow;
}

/**
 * Sets, changes or removes (null) TP and SL of the user's open position (product.md §5.6): checked against
 * its open price and the closing-side price now; the engine re-keys its triggers once committed.
 */
export function setStops(
  deps: TradingDeps,
  userId: string,
  positionId: number,
  input: StopsInput,
): TradingAction<StopsSet> {
  return async (tx) => {
    await lockTraderForDecision(tx, userId);
    const position = await findPositionOfUser(tx, userId, positionId);
    if (position === null) throw refusal('POSITION_NOT_FOUND');
    if (position.status !== 'open') throw refusal('POSITION_NOT_OPEN');
    const instrument = deps.market.instrument(position.symbol);
    const precision = instrument?.precision ?? 8;
    const takeProfit = optionalPrice(input.takeProfit, precision);
    const stopLoss = optionalPrice(input.stopLoss, precision);
    const quote = coreQuote(latestQuote(deps, position.symbol));
    const checked = validateTakeProfitStopLoss({
      side: position.side,
      openPrice: parseDecimal(position.openPrice),
      currentPrice: closingPrice(position.side, quote),
      takeProfit,
      stopLoss,
    });
    if (!checked.ok) throw refuse(checked.issues[0]);
    const updated = await setPositionStops(tx, userId, positionId, {
      takeProfit: takeProfit?.toFixed() ?? null,
      stopLoss: stopLoss?.toFixed() ?? null,
    });
    if (updated === null) throw refusal('POSITION_NOT_OPEN');
    return { position: updated, changes: [{ kind: 'stops_changed', position: updated }] };
  };
}
