import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { parseDecimal, quoteWithdrawal } from '@waihui/core';
import type { WithdrawalCurrenciesData } from '@waihui/contracts';
import { AmountField, PasswordField, SelectField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { type FieldIssue, issueOf, useForm } from '@/components/form/use-form';
import { confirmDialog } from '@/lib/confirm-dialog';
import { PATHS } from '@/lib/paths';
import { showToast } from '@/lib/toast/toast';
import {
  getBankCardsQueryOptions,
  getWalletsQueryOptions,
  getWithdrawalCurrenciesQueryOptions,
  useAddWithdrawal,
} from '../api/funding';
import { LoadState } from './load-state';
import './funding.css';
import { formatMoney } from '@/lib/format/numbers';
import { formatInstant } from '@/lib/format/times';

/** A card or wallet as the withdrawal form offers it. */
export interface DestinationChoice {
  id: number;
  label: string;
  currency: string;
  method: 'erc20' | 'trc20' | 'bank';
  usable: boolean;
  usableFrom: string;
}

/**
 * Withdraw to a bound wallet (kind "wallet") or card ("bank"): the fee, minimum and net come from
 * get_currencylist and core's quoteWithdrawal, shown before the confirmation; the server checks
 * identity, the delay, the fund password and the balance again and locks the amount.
 */
export function WithdrawPanel({ token, kind }: { token: string; kind: 'wallet' | 'bank' }) {
  const { t } = useTranslation('funding');
  const wallets = useQuery({ ...getWalletsQueryOptions(token), enabled: kind === 'wallet' });
  const cards = useQuery({ ...getBankCardsQueryOptions(token), enabled: kind === 'bank' });
  const currencies = useQuery(getWithdrawalCurrenciesQueryOptions(token));
  const list = kind === 'wallet' ? wallets : cards;
  if (list.data === undefined || currencies.data === undefined) {
    return (
      <LoadState
        failed={list.isError || currencies.isError}
        onRetry={() => void Promise.all([list.refetch(), currencies.refetch()])}
      />
    );
  }
  const choices: DestinationChoice[] =
    kind === 'wallet'
      ? (wallets.data?.list ?? []).map((w) => ({
          id: w.id,
          label: `${t(`chains.${w.chain}`)} ${w.address}`,
          currency: w.currency,
          method: w.chain,
          usable: w.usable,
          usableFrom: w.usable_from,
        }))
      : (cards.data?.list ?? []).map((c) => ({
          id: c.id,
          label: `${c.bank_name} ${c.card_number}`,
          currency: c.currency,
          method: 'bank' as const,
          usable: c.usable,
          usableFrom: c.usable_from,
        }));
  if (choices.length === 0) {
    return (
      <div className="wh-funding-state">
        <p>{t('withdraw.bindFirst')}</p>
        <Link
          className="wh-button wh-button--primary"
          to={kind === 'wallet' ? PATHS.addUSDT : PATHS.addBank}
        >
          {t(kind === 'wallet' ? 'destinations.addWallet' : 'destinations.addCard')}
        </Link>
      </div>
    );
  }
  return <WithdrawForm choices={choices} currencies={currencies.data} />;
}

/**
 * Why the chosen destination cannot be withdrawn to now, said at once (before the fund password and
 * the confirmation): still in its security delay, or a currency that is not paid out.
 */
function destinationIssue(
  destination: DestinationChoice | null,
  rule: WithdrawalCurrenciesData['list'][number] | null,
): FieldIssue | null {
  if (destination !== null && !destination.usable) {
    return {
      code: 'DESTINATION_NOT_YET_USABLE',
      // As the server words it: "YYYY-MM-DD HH:MM", the message adds "(UTC)".
      params: { time: destination.usableFrom.slice(0, 16).replace('T', ' ') },
    };
  }
  return rule === null ? 'CURRENCY_NOT_WITHDRAWABLE' : null;
}

export function WithdrawForm({
  choices,
  currencies,
}: {
  choices: readonly DestinationChoice[];
  currencies: WithdrawalCurrenciesData;
}) {
  const { t } = useTranslation('funding');
  // A usable destination first: one still in its security delay is listed with its time, not chosen.
  const [destinationId, setDestinationId] = useState<number>(
    (choices.find((choice) => choice.usable) ?? choices[0]!).id,
  );
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const mutation = useAddWithdrawal();
  const destination = choices.find((c) => c.id === destinationId) ?? null;
  const rule = destination
    ? (currencies.list.find(
        (r) => r.currency === destination.currency && r.method === destination.method,
      ) ?? null)
    : null;
  const quote = rule && amount !== '' ? quoteWithdrawal(amount, rule) : null;

  let amountIssue: FieldIssue | null = null;
  if (amount === '') amountIssue = 'AMOUNT_INVALID';
  else if (quote && !quote.ok) amountIssue = issueOf(quote);
  else if (rule && quote?.ok && quote.value.amount.gt(parseDecimal(rule.withdrawable))) {
    amountIssue = 'WITHDRAWABLE_INSUFFICIENT';
  }
  const form = useForm(
    {
      name: 'withdraw',
      fields: ['destination', 'amount', 'fundPassword'],
    },
    {
      destination: destinationIssue(destination, rule),
      amount: amountIssue,
      fundPassword: fundPassword === '' ? 'PASSWORD_REQUIRED' : null,
    },
  );

  const onSubmit = form.onSubmit(async () => {
    if (!destination || !rule || !quote?.ok) return;
    const confirmed = await confirmDialog({
      title: t('withdraw.confirmTitle'),
      content: t('withdraw.confirmText', {
        amount: formatMoney(quote.value.amount, rule.currency),
        currency: rule.currency,
        destination: destination.label,
        fee: formatMoney(quote.value.fee, rule.currency),
        net: formatMoney(quote.value.net, rule.currency),
      }),
    });
    if (!confirmed) return;
    await mutation.mutateAsync({
      destination_id: destination.id,
      currency: rule.currency,
      amount,
      fund_password: fundPassword,
      idempotency_key: crypto.randomUUID(),
    });
    setAmount('');
    setFundPassword('');
    form.reset();
    showToast(t('withdraw.done'), { icon: 'success' });
  });

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <SelectField
        field={form.field('destination')}
        label={t('withdraw.destination')}
        value={String(destinationId)}
        options={choices.map((choice) => ({
          value: String(choice.id),
          label: choice.usable
            ? choice.label
            : `${choice.label} (${t('destinations.usableFrom', { time: formatInstant(choice.usableFrom) })})`,
        }))}
        onChange={(id) => setDestinationId(Number(id))}
      />
      <AmountField
        field={form.field('amount')}
        label={t('withdraw.amount')}
        currency={rule?.currency}
        value={amount}
        onChange={setAmount}
        scale={8}
        aside={
          rule ? (
            <span data-field="withdrawable">
              {t('withdraw.withdrawable', {
                amount: formatMoney(rule.withdrawable, rule.currency),
                currency: rule.currency,
              })}
            </span>
          ) : undefined
        }
      />
      {/* USDT is bought with the coin account's USD as needed (docs/product.md §11.3). */}
      {rule?.currency === 'USDT' && <p className="wh-funding-note">{t('withdraw.usdtFromUsd')}</p>}
      {rule && (
        <dl className="wh-funding-details" aria-live="polite">
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd data-field="fee">{`${formatMoney(rule.fee, rule.currency)} ${rule.currency}`}</dd>
          </div>
          <div>
            <dt>{t('withdraw.minimum')}</dt>
            <dd data-field="minimum">{`${formatMoney(rule.minimum, rule.currency)} ${rule.currency}`}</dd>
          </div>
          <div>
            <dt>{t('withdraw.net')}</dt>
            <dd data-field="net">
              {quote?.ok ? `${formatMoney(quote.value.net, rule.currency)} ${rule.currency}` : '—'}
            </dd>
          </div>
        </dl>
      )}
      <PasswordField
        field={form.field('fundPassword')}
        label={t('withdraw.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        autoComplete="off"
      />
      <SubmitButton form={form} label={t('withdraw.submit')} />
    </form>
  );
}
