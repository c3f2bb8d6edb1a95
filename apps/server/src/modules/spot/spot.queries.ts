import type { FxRate, SpotHistoryData, SpotMarket } from '@waihui/contracts';
import { listSpotOrdersOfUser, readFeeRates } from './spot.repository';
import type { SpotDeps } from './spot.service';
import { fxRateView, spotMarketView, spotOrderView } from './spot.views';

/** The read side of the spot routes. */

/** The user's own orders, newest first, paged; has_more from one row beyond the page. */
export async function getSpotHistory(
  deps: SpotDeps,
  userId: string,
  input: { page: number; limit: number; beforeId?: number; status?: 'open' | 'done' },
): Promise<SpotHistoryData> {
  const rows = await listSpotOrdersOfUser(deps.db, userId, {
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.beforeId === undefined ? {} : { beforeId: input.beforeId }),
    offset: (input.page - 1) * input.limit,
    limit: input.limit + 1,
  });
  return {
    list: rows.slice(0, input.limit).map(spotOrderView),
    page: input.page,
    limit: input.limit,
    has_more: rows.length > input.limit,
  };
}

/** Every spot-tradable pair with a fee setting, in the catalogue's order, with its live quote. */
export async function getSpotMarkets(deps: SpotDeps): Promise<SpotMarket[]> {
  const fees = await readFeeRates(deps.db);
  return deps.market.instruments().flatMap((instrument) => {
    const feeRate = fees.get(instrument.symbol);
    return feeRate === undefined
      ? []
      : [spotMarketView(instrument, feeRate, deps.market.latest(instrument.symbol))];
  });
}

/** get_huilvinfo: the FX pairs with USD on one side (the currencies the conversion page offers). */
export async function getFxRates(deps: SpotDeps): Promise<FxRate[]> {
  const markets = await getSpotMarkets(deps);
  return markets
    .filter(
      (m) => m.category === 'forex' && (m.base_currency === 'USD' || m.quote_currency === 'USD'),
    )
    .map(fxRateView);
}
