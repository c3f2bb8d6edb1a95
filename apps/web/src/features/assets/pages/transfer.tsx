import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { USER_ACCOUNT_TYPES } from '@waihui/core';
import { type AccountType, REASON_FIELDS, type TransferOption } from '@waihui/contracts';
import { BookSwitch } from '@/components/book-switch';
import { AmountField, SelectField } from '@/components/form/fields';
import { useForm, type ServerFieldMap } from '@/components/form/use-form';
import { LoginRequired } from '@/components/login-required';
import { NavBar } from '@/components/nav-bar';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { getTransferOptionsQueryOptions } from '@/lib/account/trading-summary';
import { useTransfer } from '../api/ledger';
import {
  currenciesFrom,
  defaultCurrency,
  optionFor,
  otherAccount,
  transferIssue,
} from '../components/transfer-form';
import '../components/assets.css';
import { formatMoney } from '@/lib/format/numbers';

/**
 * Transfer between the coin and contract accounts (product.md §2.2, §5.4). Standard header with an empty
 * title, so the page names itself in its body.
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <NavBar />
      <BookSwitch />
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

type Field = 'from' | 'to' | 'currency' | 'quantity';
/** A short balance is about the quantity here; the rest sit where contracts' REASON_FIELDS say. */
const SERVER_FIELDS: ServerFieldMap<Field> = { INSUFFICIENT_BALANCE: 'quantity' };

/** The ledger's scale (core's hasLedgerScale): decimals the quantity input accepts. */
const QUANTITY_SCALE = 8;

export function TransferForm({ options }: { options: readonly TransferOption[] }) {
  const { t } = useTranslation('assets');
  const initialFrom: AccountType = options[0]?.from_account ?? 'coin';
  const [fromAccount, setFromAccount] = useState<AccountType>(initialFrom);
  const [currency, setCurrency] = useState<string | null>(() =>
    defaultCurrency(options, initialFrom),
  );
  const [quantity, setQuantity] = useState('');
  const mutation = useTransfer();

  const option = optionFor(options, fromAccount, currency);
  const currencies = currenciesFrom(options, fromAccount);
  const issue = transferIssue({ fromAccount, currency, quantity: quantity.trim() }, options);
  const form = useForm(
    { name: 'transfer', fields: ['from', 'to', 'currency', 'quantity'], server: SERVER_FIELDS },
    issue === null ? {} : { [REASON_FIELDS[issue]]: issue },
  );

  const accountOptions = USER_ACCOUNT_TYPES.map((account) => ({
    value: account,
    label: t(`accounts.${account}`),
  }));

  function chooseFrom(next: AccountType) {
    setFromAccount(next);
    const stillOffered = currency !== null && currenciesFrom(options, next).includes(currency);
    setCurrency(stillOffered ? currency : defaultCurrency(options, next));
    form.field('currency').edited();
  }

  const onSubmit = form.onSubmit(async () => {
    if (currency === null) return;
    const from = fromAccount;
    const to = otherAccount(from);
    const amount = quantity.trim();
    const confirmed = await confirmDialog({
      title: t('transfer.confirmTitle'),
      content: t('transfer.confirmText', {
        quantity: formatMoney(amount, currency),
        currency,
        from: t(`accounts.${from}`),
        to: t(`accounts.${to}`),
      }),
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
        <SelectField
          field={form.field('from')}
          label={t('transfer.from')}
          value={fromAccount}
          options={accountOptions}
          onChange={chooseFrom}
        />
        <button
          type="button"
          className="wh-transfer__swap"
          aria-label={t('transfer.swap')}
          onClick={() => chooseFrom(otherAccount(fromAccount))}
        >
          ⇅
        </button>
        <SelectField
          field={form.field('to')}
          label={t('transfer.to')}
          value={otherAccount(fromAccount)}
          options={accountOptions}
          onChange={(to) => chooseFrom(otherAccount(to))}
        />
      </div>
      <SelectField
        field={form.field('currency')}
        label={t('transfer.currency')}
        value={currency ?? ''}
        options={[
          { value: '', label: t('transfer.choose') },
          ...currencies.map((code) => ({ value: code, label: code })),
        ]}
        onChange={(code) => setCurrency(code === '' ? null : code)}
      />
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
        note={
          <span data-testid="transfer-available">
            {t('transfer.available', {
              amount:
                option === undefined ? '—' : formatMoney(option.available, currency ?? undefined),
              currency: currency ?? '',
            })}
          </span>
        }
      />
      <div className="wh-form-actions">
        <button type="submit" className="wh-button wh-button--primary" disabled={form.submitting}>
          {t('transfer.submit')}
        </button>
      </div>
    </form>
  );
}
