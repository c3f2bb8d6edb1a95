import { maskCardNumber, parseDecimal, toDecimalString } from '@waihui/core';
import type { BankCard, DepositRecord, Wallet, Withdrawal } from '@waihui/contracts';
import type { DepositNoticeRow, DestinationRow, WithdrawalRow } from './funding.repository';

/** Rows as the API answers them: decimal strings without trailing zeros, ISO times, masked numbers. */

const money = (value: string): string => toDecimalString(parseDecimal(value));

export function depositView(row: DepositNoticeRow): DepositRecord {
  return {
    id: row.id,
    method: row.method,
    currency: row.currency,
    amount: money(row.amount),
    tx_ref: row.txRef,
    status: row.status,
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/** What every card and wallet shows: its id, currency and when the delay lets it be used. */
function destinationView(row: DestinationRow, now: Date) {
  return {
    id: row.id,
    currency: row.currency,
    usable_from: row.usableFrom.toISOString(),
    usable: now.getTime() >= row.usableFrom.getTime(),
  };
}

export function bankCardView(row: DestinationRow, now: Date): BankCard {
  return {
    ...destinationView(row, now),
    country: row.country ?? '',
    holder_name: row.holderName ?? '',
    card_number: maskCardNumber(row.cardNumber ?? ''),
    bank_name: row.bankName ?? '',
    branch_name: row.branchName ?? '',
    branch_number: row.branchNumber ?? '',
  };
}

export function walletView(row: DestinationRow, now: Date): Wallet {
  return { ...destinationView(row, now), chain: row.chain ?? 'erc20', address: row.address ?? '' };
}

/** What a withdrawal's record names as its destination: the address, or the masked number. */
export function destinationLabel(row: DestinationRow): string {
  return row.kind === 'wallet' ? (row.address ?? '') : maskCardNumber(row.cardNumber ?? '');
}

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    method: row.method,
    currency: row.currency,
    amount: money(row.amount),
    fee: money(row.fee),
    net: money(row.net),
    destination: row.destinationLabel,
    status: row.status,
    reject_reason: row.rejectReason,
    external_ref: row.externalRef,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
