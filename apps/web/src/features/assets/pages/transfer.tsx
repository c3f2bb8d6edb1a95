import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { USER_ACCOUNT_TYPES, formatMoney } from '@waihui/core';
import { type AccountType, REASON_FIELDS, type TransferOption } from '@waihui/contracts';
import { AmountField } from '@/components/form/fields';
import { FormField } from '@/components/form/form-field';
import { useForm, type ServerFieldMap } from '@/components/form/use-form';
import { LoginRequired } from '@/components/login-required';
import { NavBar } from '@/components/nav-bar';
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

type Field = 'currency' | 'quantity';
/** A short balance is about the quantity here; the rest sit where contracts' REASON_FIELDS say. */
const SERVER_FIELDS: ServerFieldMap<Field> = { INSUFFICIENT_BALANCE: 'quantity' };

/** The ledger's scale (core's hasLedgerScale): decimals the quantity input accepts. */
const QUANTITY_SCALE = 8;

export function TransferForm({ options }: { options: readonly TransferOption[] }) {
  const { t } = useTranslation('assets');
  const { t: tc } = useTranslation();
  const initialFrom: AccountType | null = options[0]?.from_account ?? 'coin';
  const [fromAccount, setFromAccount] = useState<AccountType | null>(initialFrom);
  const [currency, setCurrency] = useState<string | null>(() =>
    defaultCurrency(options, initialFrom),
  );
  const [quantity, setQuantity] = useState('');
  const mutation = useTransfer();

  const option = optionFor(options, fromAccount, currency);
  const currencies = currenciesFrom(options, fromAccount);
  const issue = transferIssue({ fromAccount, currency, quantity: quantity.trim() }, options);
  const form = useForm(
    { name: 'transfer', fields: ['currency', 'quantity'], server: SERVER_FIELDS },
    issue === null ? {} : { [REASON_FIELDS[issue]]: issue },
  );

  function chooseFrom(next: AccountType) {
    setFromAccount(next);
    const stillOffered = currency !== null && currenciesFrom(options, next).includes(currency);
    setCurrency(stillOffered ? currency : defaultCurrency(options, next));
    form.field('currency').edited();
  }

  const onSubmit = form.onSubmit(async () => {
    if (fromAccount === null || currency === null) return;
    const from = fromAccount;
    const to = otherAccount(from);
    const amount = quantity.trim();
    // antd-mobile loads on the first submit only: the page opens without it.
    const { Dialog } = await import('@/lib/antd-mobile');
    const confirmed = await Dialog.confirm({
      title: t('transfer.confirmTitle'),
      content: t('transfer.confirmText', {
        quantity: amount,
        currency,
        from: t(`accounts.${from}`),
        to: t(`accounts.${to}`),
      }),
      confirmText: tc('actions.confirm'),
      cancelText: tc('actions.cancel'),
    });
    if (!confirmed) return;
    await mutation.mutateAsync({
      fromAccount: from,
      toAccount: to,
      currency,
      quantity: amount,
      idempotencyKey: crypto.randomUUID(),
    });
    setQuantity('');
    form.reset();
    showToast(t('transfer.done'), { icon: 'success' });
  });

  return (
    <form className="wh-form-card wh-transfer" noValidate onSubmit={onSubmit}>
      <div className="wh-transfer__accounts">
        <AccountSelect
          id="transfer-from"
          label={t('transfer.from')}
          value={fromAccount}
          onChange={chooseFrom}
        />
        <button
          type="button"
          className="wh-transfer__swap"
          aria-label={t('transfer.swap')}
          onClick={() => chooseFrom(otherAccount(fromAccount ?? 'contract'))}
        >
          ⇅
        </button>
        <AccountSelect
          id="transfer-to"
          label={t('transfer.to')}
          value={fromAccount === null ? null : otherAccount(fromAccount)}
          onChange={(to) => chooseFrom(otherAccount(to))}
        />
      </div>
      <FormField
        id={form.id('currency')}
        label={t('transfer.currency')}
        error={form.error('currency')}
      >
        <select
          id={form.id('currency')}
          className="wh-transfer__select"
          value={currency ?? ''}
          aria-invalid={form.error('currency') !== null || undefined}
          onChange={(event) => {
            form.field('currency').edited();
            setCurrency(event.target.value === '' ? null : event.target.value);
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
      <AmountField
        field={form.field('quantity')}
        label={t('transfer.quantity')}
        scale={QUANTITY_SCALE}
        value={quantity}
        placeholder={t('transfer.placeholder')}
        onChange={setQuantity}
        suffix={
          <button
            type="button"
            className="wh-transfer__all"
            disabled={option === undefined}
            onClick={() => {
              if (option === undefined) return;
              form.field('quantity').edited();
              setQuantity(option.available);
            }}
          >
            {t('transfer.all')}
          </button>
        }
      />
      <p className="wh-transfer__available" data-testid="transfer-available">
        {t('transfer.available', {
          amount: option === undefined ? '—' : formatMoney(option.available),
          currency: currency ?? '',
        })}
      </p>
      <div className="wh-form-actions">
        <button type="submit" className="wh-button wh-button--primary" disabled={form.submitting}>
          {t('transfer.submit')}
        </button>
      </div>
    </form>
  );
}

/** One side of the transfer: the coin or the contract account. */
function AccountSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: AccountType | null;
  onChange: (account: AccountType) => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <FormField id={id} label={label}>
      <select
        id={id}
        className="wh-transfer__select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as AccountType)}
      >
        {USER_ACCOUNT_TYPES.map((account) => (
          <option key={account} value={account}>
            {t(`accounts.${account}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
