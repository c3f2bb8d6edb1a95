import type { AccountType, TransferOption } from '@waihui/contracts';
import { computeTransfer, tryParseDecimal, type TransferIssueCode } from '@waihui/core';

/** What the transfer form holds; null = not chosen yet. */
export interface TransferDraft {
  fromAccount: AccountType | null;
  currency: string | null;
  quantity: string;
}

export function otherAccount(account: AccountType): AccountType {
  return account === 'coin' ? 'contract' : 'coin';
}

/** The currencies that can leave `from` (options of get_kezhuanxianlist), in the server's order. */
export function currenciesFrom(
  options: readonly TransferOption[],
  from: AccountType | null,
): string[] {
  if (from === null) return [];
  return [...new Set(options.filter((o) => o.from_account === from).map((o) => o.currency))];
}

/** The option for the chosen direction and currency, if the server offers it. */
export function optionFor(
  options: readonly TransferOption[],
  from: AccountType | null,
  currency: string | null,
): TransferOption | undefined {
  if (from === null || currency === null) return undefined;
  return options.find(
    (o) =>
      o.from_account === from && o.to_account === otherAccount(from) && o.currency === currency,
  );
}

/** The currency to preselect: the only one leaving `from`, else none (the user picks). */
export function defaultCurrency(
  options: readonly TransferOption[],
  from: AccountType | null,
): string | null {
  const currencies = currenciesFrom(options, from);
  return currencies.length === 1 ? (currencies[0] ?? null) : null;
}

/**
 * The rules of product.md §5.4 before any request, with core's computeTransfer — the very check the
 * server runs — against the available balance the options list gave. null = fine to submit.
 */
export function transferIssue(
  draft: TransferDraft,
  options: readonly TransferOption[],
): TransferIssueCode | null {
  const option = optionFor(options, draft.fromAccount, draft.currency);
  if (draft.fromAccount === null || draft.currency === null || option === undefined) {
    return 'TRANSFER_SOURCE_REQUIRED';
  }
  const available = tryParseDecimal(option.available);
  if (available === null) return 'TRANSFER_SOURCE_REQUIRED';
  const result = computeTransfer({
    request: {
      userId: '',
      fromAccount: draft.fromAccount,
      toAccount: otherAccount(draft.fromAccount),
      currency: draft.currency,
      quantity: draft.quantity,
    },
    sourceAvailable: available,
  });
  return result.ok ? null : result.issues[0].code;
}
