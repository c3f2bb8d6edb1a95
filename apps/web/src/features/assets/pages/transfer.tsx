import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { USER_ACCOUNT_TYPES, formatMoney, type TransferIssueCode } from '@waihui/core';
import type { AccountType, TransferOption } from '@waihui/contracts';
import { FormField, TextInput } from '@/components/form-field';
import { LoginRequired } from '@/components/login-required';
import { NavBar } from '@/components/nav-bar';
import { ApiError } from '@/lib/http/client';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { getTransferOptionsQueryOptions, useTransfer } from '../api/ledger';
import {
  currenciesFrom,
  defaultCurrency,
  optionFor,
  otherAccount,
  transferIssue,
} from '../components/transfer-form';
import '../components/assets.css';

/**
 * Transfer between the coin and contract accounts (spec §2, §5). Standard header with an empty
 * title, so the page names itself in its body.
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <NavBar />
      <h1 className="wh-assets-page-title">{t('titles.transfer')}</h1>
      {token === null ? <LoginRequired /> : <TransferPanel token={token} />}
    </>
  );
}

function TransferPanel({ token }: { token: string }) {
  const { t } = useTranslation('assets');
  const options = useQuery(getTransferOptionsQueryOptions(token));
  if (options.data !== undefined) return <TransferForm options={options.data.list} />;
  if (options.isError) {
    return (
      <div className="wh-assets-state" role="alert">
        <p>{t('transfer.loadFailed')}</p>
        <button
          type="button"
          className="wh-button wh-button--ghost"
          onClick={() => void options.refetch()}
        >
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="wh-assets-state" role="status">
      {t('state.loading')}
    </p>
  );
}

const TRANSFER_ISSUES: ReadonlySet<string> = new Set<TransferIssueCode>([
  'TRANSFER_SOURCE_REQUIRED',
  'TRANSFER_SAME_ACCOUNT',
  'CURRENCY_NOT_TRANSFERABLE',
  'QUANTITY_INVALID',
  'QUANTITY_BELOW_ZERO',
  'QUANTITY_ZERO',
  'QUANTITY_TOO_PRECISE',
  'QUANTITY_EXCEEDS_AVAILABLE',
]);

function isTransferIssue(reason: string | undefined): reason is TransferIssueCode {
  return reason !== undefined && TRANSFER_ISSUES.has(reason);
}

export function TransferForm({ options }: { options: readonly TransferOption[] }) {
  const { t } = useTranslation('assets');
  const { t: tc } = useTranslation();
  const initialFrom: AccountType | null = options[0]?.from_account ?? 'coin';
  const [fromAccount, setFromAccount] = useState<AccountType | null>(initialFrom);
  const [currency, setCurrency] = useState<string | null>(() =>
    defaultCurrency(options, initialFrom),
  );
  const [quantity, setQuantity] = useState('');
  const [issue, setIssue] = useState<TransferIssueCode | null>(null);
  const mutation = useTransfer();

  const option = optionFor(options, fromAccount, currency);
  const currencies = currenciesFrom(options, fromAccount);

  function chooseFrom(next: AccountType) {
    setFromAccount(next);
    const stillOffered = currency !== null && currenciesFrom(options, next).includes(currency);
    setCurrency(stillOffered ? currency : defaultCurrency(options, next));
    setIssue(null);
  }

  async function submit() {
    const draft = { fromAccount, currency, quantity: quantity.trim() };
    const found = transferIssue(draft, options);
    setIssue(found);
    if (found !== null || draft.fromAccount === null || draft.currency === null) return;
    const from = draft.fromAccount;
    const to = otherAccount(from);
    // antd-mobile loads on the first submit only: the page opens without it.
    const { Dialog } = await import('@/lib/antd-mobile');
    const confirmed = await Dialog.confirm({
      title: t('transfer.confirmTitle'),
      content: t('transfer.confirmText', {
        quantity: draft.quantity,
        currency: draft.currency,
        from: t(`accounts.${from}`),
        to: t(`accounts.${to}`),
      }),
      confirmText: tc('actions.confirm'),
      cancelText: tc('actions.cancel'),
    });
    if (!confirmed) return;
    try {
      await mutation.mutateAsync({
        fromAccount: from,
        toAccount: to,
        currency: draft.currency,
        quantity: draft.quantity,
        idempotencyKey: crypto.randomUUID(),
      });
      setQuantity('');
      showToast(t('transfer.done'), { icon: 'success' });
    } catch (error) {
      // The client toasted the server's message; a rule refusal also shows under the field.
      if (error instanceof ApiError && isTransferIssue(error.details.reason)) {
        setIssue(error.details.reason);
      }
    }
  }

  return (
    <form
      className="wh-form-card wh-transfer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="wh-transfer__accounts">
        <FormField id="transfer-from" label={t('transfer.from')}>
          <select
            id="transfer-from"
            className="wh-transfer__select"
            value={fromAccount ?? ''}
            onChange={(event) => chooseFrom(event.target.value as AccountType)}
          >
            {USER_ACCOUNT_TYPES.map((account) => (
              <option key={account} value={account}>
                {t(`accounts.${account}`)}
              </option>
            ))}
          </select>
        </FormField>
        <button
          type="button"
          className="wh-transfer__swap"
          aria-label={t('transfer.swap')}
          onClick={() => chooseFrom(otherAccount(fromAccount ?? 'contract'))}
        >
          ⇅
        </button>
        <FormField id="transfer-to" label={t('transfer.to')}>
          <select
            id="transfer-to"
            className="wh-transfer__select"
            value={fromAccount === null ? '' : otherAccount(fromAccount)}
            onChange={(event) => chooseFrom(otherAccount(event.target.value as AccountType))}
          >
            {USER_ACCOUNT_TYPES.map((account) => (
              <option key={account} value={account}>
                {t(`accounts.${account}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="transfer-currency" label={t('transfer.currency')}>
        <select
          id="transfer-currency"
          className="wh-transfer__select"
          value={currency ?? ''}
          onChange={(event) => {
            setCurrency(event.target.value === '' ? null : event.target.value);
            setIssue(null);
          }}
        >
          <option value="">{t('transfer.choose')}</option>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="transfer-quantity"
        label={t('transfer.quantity')}
        error={issue === null ? null : t(`transfer.errors.${issue}`)}
      >
        <TextInput
          id="transfer-quantity"
          value={quantity}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('transfer.placeholder')}
          invalid={issue !== null}
          onChange={(value) => {
            setQuantity(value);
            setIssue(null);
          }}
          suffix={
            <button
              type="button"
              className="wh-transfer__all"
              disabled={option === undefined}
              onClick={() => {
                if (option === undefined) return;
                setQuantity(option.available);
                setIssue(null);
              }}
            >
              {t('transfer.all')}
            </button>
          }
        />
      </FormField>
      <p className="wh-transfer__available" data-testid="transfer-available">
        {t('transfer.available', {
          amount: option === undefined ? '—' : formatMoney(option.available),
          currency: currency ?? '',
        })}
      </p>
      <div className="wh-form-actions">
        <button
          type="submit"
          className="wh-button wh-button--primary"
          disabled={mutation.isPending}
        >
          {t('transfer.submit')}
        </button>
      </div>
    </form>
  );
}
