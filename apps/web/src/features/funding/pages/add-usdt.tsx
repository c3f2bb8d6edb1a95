import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { type WalletChain, normaliseWalletAddress } from '@waihui/core';
import type { Wallet } from '@waihui/contracts';
import { SelectField, TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useForm } from '@/components/form/use-form';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { getWalletsQueryOptions, useAddWallet, useEditDestination } from '../api/funding';
import { LoadState } from '../components/load-state';
import '../components/funding.css';
import { formatInstant } from '@/lib/format/times';

/** Add a USDT wallet (addUSDT), or edit one with `?id=`: chain and address, checked in core. */
export default function AddUsdtPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || null;
  return (
    <>
      <PageHeader title={t('titles.addUSDT')} />
      {token === null ? (
        <LoginRequired />
      ) : id === null ? (
        <WalletForm />
      ) : (
        <EditWallet token={token} id={id} />
      )}
    </>
  );
}

function EditWallet({ token, id }: { token: string; id: number }) {
  const wallets = useQuery(getWalletsQueryOptions(token));
  if (wallets.data === undefined) {
    return <LoadState failed={wallets.isError} onRetry={() => void wallets.refetch()} />;
  }
  const wallet = wallets.data.list.find((w) => w.id === id);
  return <WalletForm editing={wallet} />;
}

/** The chains a wallet address may be on, in the order offered. */
const WALLET_CHAINS: readonly WalletChain[] = ['trc20', 'erc20'];

export function WalletForm({ editing }: { editing?: Wallet }) {
  const { t } = useTranslation('funding');
  const navigate = useNavigate();
  const [chain, setChain] = useState<WalletChain>(editing?.chain ?? 'trc20');
  const [address, setAddress] = useState(editing?.address ?? '');
  const add = useAddWallet();
  const edit = useEditDestination();
  const form = useForm(
    { name: 'wallet', fields: ['chain', 'address'] },
    { address: normaliseWalletAddress(chain, address) === null ? 'WALLET_ADDRESS_INVALID' : null },
  );
  const onSubmit = form.onSubmit(async () => {
    const usableFrom = editing
      ? (await edit.mutateAsync({ id: editing.id, kind: 'wallet', chain, address: address.trim() }))
          .usable_from
      : (await add.mutateAsync({ chain, address: address.trim() })).usable_from;
    showToast(t('destinations.saved', { time: formatInstant(usableFrom ?? '') }), {
      icon: 'success',
    });
    await navigate(PATHS.bindUSDT);
  });
  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <h2>{t(editing ? 'destinations.editWallet' : 'destinations.addWallet')}</h2>
      <SelectField
        field={form.field('chain')}
        label={t('destinations.chain')}
        value={chain}
        options={WALLET_CHAINS.map((value) => ({ value, label: t(`chains.${value}`) }))}
        onChange={(next) => {
          setChain(next);
          form.field('address').edited();
        }}
      />
      <TextField
        field={form.field('address')}
        label={t('destinations.address')}
        value={address}
        onChange={setAddress}
        placeholder={t('destinations.addressPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
      />
      <SubmitButton form={form} label={t('destinations.save')} />
    </form>
  );
}
