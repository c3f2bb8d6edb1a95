import type { Decimal } from '@waihui/core';
import {
  BASE_CURRENCY,
  type ComplianceProfile,
  type DeliveryDirection,
  deliveryExpiry,
  deliveryStakeEntry,
  midPrice,
  parseDecimal,
  toDecimalString,
  tryParseDecimal,
  validateStake,
} from '@waihui/core';
import { NOT_LIVE_REASONS } from '@waihui/contracts';
import type { Db, DbOrTx } from '../../db/database';
import { BusinessError } from '../../lib/business-error';
import {
  assertSameRequest,
  fingerprintToStore,
  type KeyedRequest,
} from '../../lib/request-fingerprint';
import { isMessageKey } from '../../i18n/messages';
import { quoteOriginColumns } from '../../market-feed';
import { getAccountList, postJournal, runLedgerTransaction } from '../ledger';
import { deliveryStakeLimits } from '../settings';
import type { DeliveryMarket, DeliveryQuote } from './delivery.market';
import {
  type ContractRow,
  findContractByIdempotencyKey,
  insertContract,
  listContractsOfUser,
  listPeriods,
  lockUserForPlacement,
  setStakeEntry,
} from './delivery.repository';

/*
 * Delivery contracts (docs/delivery.md): placing one is one transaction (the user's placement lock,
 * the idempotency key, the contract row with its opening quote, the stake through the ledger's door,
 * which refuses INSUFFICIENT_BALANCE under the coin account's row lock). Settlement is the worker's
 * (delivery.worker.ts).
 */

export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  market: DeliveryMarket;
  profile: ComplianceProfile;
}

/** The offer as the settings in the database say now. */
export interface DeliveryOffer {
  enabled: boolean;
  minStake: Decimal;
  maxStake: Decimal;
  periods: { seconds: number; payoutRate: Decimal }[];
}

/** Stake limits when the `delivery` setting is missing or unreadable (the migration's defaults). */
const DEFAULT_LIMITS = { min_stake: '10', max_stake: '10000' };

function limitOf(value: string | undefined, fallback: string): Decimal {
  return (value === undefined ? null : tryParseDecimal(value)) ?? parseDecimal(fallback);
}

/** The stake limits of the `delivery` setting (USD), else the migration's defaults. */
export async function limitsFrom(db: DbOrTx): Promise<{ minStake: Decimal; maxStake: Decimal }> {
  const limits = await deliveryStakeLimits(db);
  return {
    minStake: limitOf(limits.min_stake, DEFAULT_LIMITS.min_stake),
    maxStake: limitOf(limits.max_stake, DEFAULT_LIMITS.max_stake),
  };
}

export async function loadOffer(deps: DeliveryDeps, db: DbOrTx = deps.db): Promise<DeliveryOffer> {
  const [periods, limits] = await Promise.all([listPeriods(db), limitsFrom(db)]);
  return {
    // The strict compliance profile offers no fixed-time contracts (product.md §10.9).
    enabled: deps.profile !== 'strict',
    ...limits,
    periods: periods.map((p) => ({ seconds: p.seconds, payoutRate: parseDecimal(p.payoutRate) })),
  };
}

/** The caller's coin USD available balance: what a stake can take. */
export async function coinUsdAvailable(db: DbOrTx, userId: string): Promise<Decimal> {
  const usd = (await getAccountList(db, userId)).coin.balance_arr.find(
    (b) => b.code === BASE_CURRENCY,
  );
  return parseDecimal(usd?.balance ?? '0');
}

function refusal(code: string, details?: Record<string, string>): BusinessError {
  if (!isMessageKey(code)) throw new Error(`delivery refused with unknown code ${code}`);
  return new BusinessError(code, details ? { details, params: details } : {});
}

export interface PlaceInput extends KeyedRequest {
  symbol: string;
  direction: DeliveryDirection;
  seconds: number;
  stake: string;
}

export interface PlaceResult {
  contract: ContractRow;
  replayed: boolean;
}

/** Places a contract at the mid of the latest quote; refusals as BusinessError (DELIVERY_…). */
export async function placeContract(
  deps: DeliveryDeps,
  userId: string,
  input: PlaceInput,
): Promise<PlaceResult> {
  if (deps.profile === 'strict') throw refusal('DELIVERY_DISABLED');
  const instrument = deps.market.instrument(input.symbol);
  if (instrument === undefined) throw refusal('DELIVERY_INSTRUMENT_UNAVAILABLE');

  return runLedgerTransaction(deps.db, async (tx) => {
    await lockUserForPlacement(tx, userId);
    if (input.idempotencyKey !== null) {
      const earlier = await findContractByIdempotencyKey(tx, userId, input.idempotencyKey);
      if (earlier !== null) {
        assertSameRequest(earlier.requestFingerprint, input);
        return { contract: earlier, replayed: true };
      }
    }
    const offer = await loadOffer(deps, tx);
    const period = offer.periods.find((p) => p.seconds === input.seconds);
    if (period === undefined) throw refusal('DELIVERY_PERIOD_UNAVAILABLE');
    const stake = validateStake(parseDecimal(input.stake), {
      minimum: offer.minStake,
      maximum: offer.maxStake,
    });
    if (!stake.ok) throw refusal(stake.issues[0].code, stake.issues[0].details);
    const quote: DeliveryQuote | undefined = deps.market.latest(instrument.symbol);
    if (quote === undefined) throw refusal('QUOTE_UNAVAILABLE');
    const state = deps.market.state(instrument.symbol);
    if (state !== 'live') throw refusal(NOT_LIVE_REASONS[state]);
    const at = deps.now();
    if (!periodInSession(deps.market, instrument.symbol, at.getTime(), period.seconds)) {
      throw refusal(NOT_LIVE_REASONS.closed);
    }

    const mid = midPrice({ bid: parseDecimal(quote.bid), ask: parseDecimal(quote.ask) });
    const origin = quoteOriginColumns(quote, deps.market.feedKind);
    const inserted = await insertContract(tx, {
      userId,
      symbol: instrument.symbol,
      direction: input.direction,
      seconds: period.seconds,
      payoutRate: period.payoutRate.toFixed(),
      stake: toDecimalString(stake.value),
      status: 'open',
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: fingerprintToStore(input),
      openedAt: at,
      expiresAt: new Date(deliveryExpiry(at.getTime(), period.seconds)),
      openMid: mid.toFixed(),
      openBid: quote.bid,
      openAsk: quote.ask,
      openQuotedAt: new Date(quote.ts),
      openQuoteSeq: quote.seq,
      openSourceId: origin.sourceId,
      openSourceBid: origin.sourceBid,
      openSourceAsk: origin.sourceAsk,
      openMarkupBid: origin.markupBid,
      openMarkupAsk: origin.markupAsk,
    });
    // The door locks the coin USD row and refuses a stake larger than the available balance.
    const posted = await postJournal(
      tx,
      deliveryStakeEntry({ userId, contractId: String(inserted.id), stake: stake.value }),
      { at },
    );
    return { contract: await setStakeEntry(tx, inserted.id, posted.entryId), replayed: false };
  });
}

/**
 * Whether a contract on `symbol` placed at `placedAtMs` for `seconds` expires inside the
 * instrument's trading session (a period that would not is neither offered nor placed).
 */
export function periodInSession(
  market: DeliveryMarket,
  symbol: string,
  placedAtMs: number,
  seconds: number,
): boolean {
  return market.inSessionThrough(symbol, placedAtMs, deliveryExpiry(placedAtMs, seconds));
}

/** A page of the user's own contracts, newest first. */
export async function contractsOfUser(
  deps: DeliveryDeps,
  userId: string,
  query: { page: number; limit: number; beforeId?: number; status?: 'open' | 'settled' },
): Promise<{ rows: ContractRow[]; hasMore: boolean }> {
  const rows = await listContractsOfUser(deps.db, userId, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
    ...(query.beforeId === undefined ? {} : { beforeId: query.beforeId }),
    ...(query.status === undefined ? {} : { status: query.status }),
  });
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}
