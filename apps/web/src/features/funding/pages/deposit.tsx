import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { parsePositiveAmount } from '@waihui/core';
import type { DepositInfoData } from '@waihui/contracts';
import { AmountField, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { TabbedPanel } from '@/components/tabbed-panel';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { getDepositInfoQueryOptions, useDepositNotice } from '../api/funding';
import { AddressQr } from '../components/address-qr';
import { copyText } from '../components/copy-text';
import { LoadState } from '../components/load-state';
import '../components/funding.css';

type Method = 'erc20' | 'trc20' | 'bank';
const METHODS: readonly Method[] = ['erc20', 'trc20', 'bank'];

/**
 * Deposit (chongzhi, product.md §2.4): the user's own USDT address per chain with its QR code and copy, or
 * the operator's bank details with the personal reference; then the deposit notice, which stays
 * pending until an operator confirms it (docs/funding.md).
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.deposit')} />
      {token === null ? <LoginRequired /> : <Deposit token={token} />}
    </>
  );
}

function Deposit({ token }: { token: string }) {
  const { t } = useTranslation('funding');
  const info = useQuery(getDepositInfoQueryOptions(token));
  const [method, setMethod] = useState<Method>('erc20');
  if (info.data === undefined) {
    return <LoadState failed={info.isError} onRetry={() => void info.refetch()} />;
  }
  return (
    <TabbedPanel
      tabs={METHODS.map((value) => ({ value, label: t(`chains.${value}`) }))}
      value={method}
      onChange={setMethod}
      label={t('deposit.method')}
      className="wh-funding-tabs"
      idPrefix="deposit"
    >
      {method === 'bank' ? (
        <BankDetails bank={info.data.bank} demoSeconds={info.data.demo_confirm_after_seconds} />
      ) : (
        <ChainAddress chain={method} info={info.data} />
      )}
      <DepositNotice key={method} method={method} info={info.data} />
    </TabbedPanel>
  );
}

function ChainAddress({ chain, info }: { chain: 'erc20' | 'trc20'; info: DepositInfoData }) {
  const { t } = useTranslation('funding');
  const address = info.addresses.find((a) => a.chain === chain)?.address;
  if (address === undefined) return <p className="wh-funding-state">{t('deposit.noCrypto')}</p>;
  const chainName = t(`chains.${chain}`);
  return (
    <section className="wh-funding-section" aria-labelledby="deposit-address-title">
      <h2 id="deposit-address-title">{t('deposit.address')}</h2>
      <DemoWarning seconds={info.demo_confirm_after_seconds} />
      <AddressQr text={address} label={t('deposit.qr', { chain: chainName })} />
      <p className="wh-funding-address" data-testid="deposit-address">
        {address}
      </p>
      <CopyButton text={address} />
      <p className="wh-funding-note">{t('deposit.chainWarning', { chain: chainName })}</p>
      <p className="wh-funding-note">{t('deposit.usdtToUsd')}</p>
    </section>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('funding');
  return (
    <button
      type="button"
      className="wh-button wh-button--ghost"
      onClick={() =>
        void copyText(text).then((copied) =>
          showToast(t(copied ? 'deposit.copied' : 'deposit.copyFailed'), {
            icon: copied ? 'success' : 'fail',
          }),
        )
      }
    >
      {t('deposit.copy')}
    </button>
  );
}

/**
 * Demo mode (`seconds` set): nothing sent to these details arrives anywhere, and a notice is
 * confirmed by the system after `seconds`; said above every address, QR code and bank account.
 */
function DemoWarning({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('funding');
  if (seconds === null) return null;
  return (
    <p className="wh-funding-demo" role="note">
      {t('deposit.demoWarning', { seconds })}
    </p>
  );
}

function BankDetails({
  bank,
  demoSeconds,
}: {
  bank: DepositInfoData['bank'];
  demoSeconds: number | null;
}) {
  const { t } = useTranslation('funding');
  if (bank === null) return <p className="wh-funding-state">{t('deposit.noBank')}</p>;
  const rows = [
    ['bankName', bank.bank_name],
    ['accountName', bank.account_name],
    ['accountNumber', bank.account_number],
    ['swift', bank.swift],
    ['currency', bank.currency],
    ['reference', bank.reference],
  ] as const;
  return (
    <section className="wh-funding-section" aria-labelledby="deposit-bank-title">
      <h2 id="deposit-bank-title">{t('chains.bank')}</h2>
      <DemoWarning seconds={demoSeconds} />
      <dl className="wh-funding-details">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`deposit.${key}`)}</dt>
            <dd data-field={key}>{value}</dd>
          </div>
        ))}
      </dl>
      <CopyButton text={bank.reference} />
      <p className="wh-funding-note">{t('deposit.referenceHint')}</p>
    </section>
  );
}

/** The currency a method's deposits arrive in: USDT on a chain, the bank account's currency. */
function currencyOf(method: Method, info: DepositInfoData): string | null {
  if (method === 'bank') return info.bank?.currency ?? null;
  return info.addresses.find((a) => a.chain === method)?.currency ?? null;
}

/** A positive amount with at most 8 decimals (the ledger's rule, core's parsePositiveAmount). */
export function isDepositAmount(text: string): boolean {
  return text !== '' && parsePositiveAmount(text).ok;
}

function DepositNotice({ method, info }: { method: Method; info: DepositInfoData }) {
  const { t } = useTranslation('funding');
  const [amount, setAmount] = useState('');
  const [txRef, setTxRef] = useState('');
  const mutation = useDepositNotice();
  const currency = currencyOf(method, info);
  const form = useForm(
    { name: 'deposit', fields: ['amount', 'txRef'] },
    {
      amount: isDepositAmount(amount) ? null : 'AMOUNT_INVALID',
      txRef: txRef.trim() === '' ? 'TX_REF_INVALID' : null,
    },
  );
  if (currency === null) return null;
  const onSubmit = form.onSubmit(async () => {
    await mutation.mutateAsync({ method, currency, amount, tx_ref: txRef.trim() });
    setAmount('');
    setTxRef('');
    form.reset();
    showToast(t('deposit.submitted'), { icon: 'success' });
  });
  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit} aria-labelledby="deposit-notice">
      <h2 id="deposit-notice">{t('deposit.noticeTitle')}</h2>
      <p className="wh-funding-note">{t('deposit.noticeIntro')}</p>
      <AmountField
        field={form.field('amount')}
        label={t('deposit.amount')}
        currency={currency}
        value={amount}
        onChange={setAmount}
        scale={8}
      />
      <TextField
        field={form.field('txRef')}
        label={t(method === 'bank' ? 'deposit.bankRef' : 'deposit.txHash')}
        value={txRef}
        onChange={setTxRef}
        maxLength={128}
        autoComplete="off"
      />
      <SubmitButton form={form} label={t('deposit.submit')} />
    </form>
  );
}
