import { type OrderPreview, previewOrder } from '@waihui/core';
import { type TradingDeps, contractBalanceOf, readTrader, refuse } from './trading.deps';
import {
  type OrderInput,
  conversionOrRefuse,
  latestQuote,
  optionalPrice,
  tradableInstrument,
} from './trading.input';
import { type FeedQuote, coreQuote } from './trading.market';
import { accountSnapshot } from './trading.valuation';

/** The order fields a preview prices (TP and SL play no part in it). */
export type PreviewInput = Omit<OrderInput, 'takeProfit' | 'stopLoss'>;

/** `lever/deal`: what the order would cost and do now, without placing it (a read, no lock). */
export async function preview(
  deps: TradingDeps,
  userId: string,
  input: PreviewInput,
): Promise<OrderPreview & { quote: FeedQuote }> {
  const instrument = tradableInstrument(deps, input.symbol);
  const feedQuote = latestQuote(deps, instrument.symbol);
  const quote = coreQuote(feedQuote);
  const conversion = conversionOrRefuse(deps, instrument.quote);
  const limitPrice =
    input.type === 'limit' ? optionalPrice(input.limitPrice, instrument.precision) : null;
  const [trader, balance] = await Promise.all([
    readTrader(deps, deps.db, userId),
    contractBalanceOf(deps.db, userId),
  ]);
  const result = previewOrder({
    instrument,
    profile: deps.settings.profile,
    side: input.side,
    type: input.type,
    lots: input.lots,
    leverage: input.leverage,
    limitPrice,
    quote,
    conversion,
    account: accountSnapshot({ ...balance, ...trader }),
    stopOutLevel: deps.settings.stopOutLevel,
  });
  if (!result.ok) throw refuse(result.issues[0]);
  return { ...result.value, quote: feedQuote };
}
