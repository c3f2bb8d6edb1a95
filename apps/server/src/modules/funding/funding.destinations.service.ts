import {
  type BankCardField,
  type WalletChain,
  findFeeRule,
  normaliseWalletAddress,
  usableFrom,
  validateBankCard,
} from '@waihui/core';
import type {
  AddBankBody,
  AddWalletBody,
  BankCard,
  BankCardsData,
  DestinationChangedData,
  EditDestinationBody,
  Wallet,
  WalletsData,
} from '@waihui/contracts';
import { BusinessError } from '../../lib/business-error';
import type { FundingDeps } from './funding.deps';
import { currentWithdrawalTerms } from './funding.withdrawal-terms';
import { bankCardView, walletView } from './funding.views';
import {
  findOwnDestination,
  insertDestination,
  listDestinations,
  updateOwnDestination,
} from './funding.repository';

/** Cards, and wallets, one user may have bound at once. */
export const MAX_DESTINATIONS_PER_KIND = 10;
/** Wallets hold USDT on either chain. */
const WALLET_CURRENCY = 'USDT';

/** Core's field names as the request names them (data.field of a refusal). */
const WIRE_FIELD: Readonly<Record<BankCardField, string>> = {
  country: 'country',
  currency: 'currency',
  holderName: 'holder_name',
  cardNumber: 'card_number',
  bankName: 'bank_name',
  branchName: 'branch_name',
  branchNumber: 'branch_number',
};

/** The bank card fields checked in core (trimmed, bounded, IBAN or digits), or the first refusal. */
function checkedBankFields(body: Omit<AddBankBody, never>) {
  const result = validateBankCard({
    country: body.country,
    currency: body.currency,
    holderName: body.holder_name,
    cardNumber: body.card_number,
    bankName: body.bank_name,
    branchName: body.branch_name,
    branchNumber: body.branch_number,
  });
  if (!result.ok) {
    const [{ code, field, details }] = result.issues;
    throw new BusinessError(code, {
      ...(details ? { params: details } : {}),
      ...(field ? { details: { field: WIRE_FIELD[field] } } : {}),
    });
  }
  return result.value;
}

function checkedAddress(chain: WalletChain, address: string): string {
  const normal = normaliseWalletAddress(chain, address);
  if (normal === null)
    throw new BusinessError('WALLET_ADDRESS_INVALID', { details: { field: 'address' } });
  return normal;
}

/**
 * A card's currency must be one withdrawals are paid in (a bank fee rule exists for it, settings):
 * a withdrawal's currency is its destination's (docs/product.md §11.3), so a card in any other
 * currency could be bound but never used. CARD_CURRENCY_NOT_PAID names the currencies paid.
 */
async function assertCardCurrencyPaid(deps: FundingDeps, currency: string): Promise<void> {
  const { fees } = await currentWithdrawalTerms(deps);
  if (findFeeRule(fees, currency, 'bank')) return;
  const paid = fees.filter((rule) => rule.method === 'bank').map((rule) => rule.currency);
  throw new BusinessError('CARD_CURRENCY_NOT_PAID', {
    params: { currencies: paid.join(', ') },
    details: { field: 'currency', currencies: paid },
  });
}

async function assertRoom(deps: FundingDeps, userId: string, kind: 'bank' | 'wallet') {
  const existing = await listDestinations(deps.db, userId, kind);
  if (existing.length >= MAX_DESTINATIONS_PER_KIND) {
    throw new BusinessError('DESTINATION_LIMIT', { params: { max: MAX_DESTINATIONS_PER_KIND } });
  }
}

/** A new or edited destination waits the delay (setting) before a withdrawal may use it. */
async function timesFor(deps: FundingDeps) {
  const now = deps.now();
  const { delaySeconds } = await currentWithdrawalTerms(deps);
  return { now, usable: usableFrom(now, delaySeconds) };
}

export async function bankCards(deps: FundingDeps, userId: string): Promise<BankCardsData> {
  const now = deps.now();
  const rows = await listDestinations(deps.db, userId, 'bank');
  return {
    list: rows.map((row) => bankCardView(row, now)),
    delay_seconds: (await currentWithdrawalTerms(deps)).delaySeconds,
  };
}

export async function wallets(deps: FundingDeps, userId: string): Promise<WalletsData> {
  const now = deps.now();
  const rows = await listDestinations(deps.db, userId, 'wallet');
  return {
    list: rows.map((row) => walletView(row, now)),
    delay_seconds: (await currentWithdrawalTerms(deps)).delaySeconds,
  };
}

export async function addBankCard(
  deps: FundingDeps,
  userId: string,
  body: AddBankBody,
): Promise<BankCard> {
  const card = checkedBankFields(body);
  await assertCardCurrencyPaid(deps, card.currency);
  await assertRoom(deps, userId, 'bank');
  const { now, usable } = await timesFor(deps);
  const row = await insertDestination(deps.db, {
    userId,
    kind: 'bank',
    ...card,
    usableFrom: usable,
    createdAt: now,
    updatedAt: now,
  });
  return bankCardView(row, now);
}

export async function addWallet(
  deps: FundingDeps,
  userId: string,
  body: AddWalletBody,
): Promise<Wallet> {
  const address = checkedAddress(body.chain, body.address);
  await assertRoom(deps, userId, 'wallet');
  const { now, usable } = await timesFor(deps);
  const row = await insertDestination(deps.db, {
    userId,
    kind: 'wallet',
    currency: WALLET_CURRENCY,
    chain: body.chain,
    address,
    usableFrom: usable,
    createdAt: now,
    updatedAt: now,
  });
  return walletView(row, now);
}

/** Edits one of the user's own cards or wallets (kind must match); the delay starts again. */
export async function editDestination(
  deps: FundingDeps,
  userId: string,
  body: EditDestinationBody,
): Promise<DestinationChangedData> {
  const existing = await findOwnDestination(deps.db, userId, body.id);
  if (!existing || existing.kind !== body.kind) throw new BusinessError('NOT_FOUND');
  const { now, usable } = await timesFor(deps);
  const change =
    body.kind === 'bank'
      ? checkedBankFields(body)
      : { chain: body.chain, address: checkedAddress(body.chain, body.address) };
  if ('currency' in change) await assertCardCurrencyPaid(deps, change.currency);
  const row = await updateOwnDestination(deps.db, userId, body.id, {
    ...change,
    usableFrom: usable,
    updatedAt: now,
  });
  if (!row) throw new BusinessError('NOT_FOUND');
  return { id: row.id, usable_from: row.usableFrom.toISOString() };
}

/** Unbinds one of the user's own cards or wallets (kept for past withdrawals' records). */
export async function removeDestination(
  deps: FundingDeps,
  userId: string,
  id: number,
): Promise<DestinationChangedData> {
  const now = deps.now();
  const row = await updateOwnDestination(deps.db, userId, id, { removedAt: now, updatedAt: now });
  if (!row) throw new BusinessError('NOT_FOUND');
  return { id: row.id, usable_from: null };
}
