import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { type BankCardField, validateBankCard } from '@waihui/core';
import type { BankCard } from '@waihui/contracts';
import { TextField } from '@/components/form/fields';
import { SubmitButton } from '@/components/form/submit-button';
import { fieldIssuesOf, useForm } from '@/components/form/use-form';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PATHS } from '@/lib/paths';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { getBankCardsQueryOptions, useAddBankCard, useEditDestination } from '../api/funding';
import { LoadState } from '../components/load-state';
import '../components/funding.css';
import { formatInstant } from '@/lib/format/times';

/** Add a bank card (addBank), or edit one with `?id=`: every product.md §3.9 field, checked in core. */
export default function AddBankPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '') || null;
  return (
    <>
      <PageHeader title={t('titles.addBank')} />
      {token === null ? (
        <LoginRequired />
      ) : id === null ? (
        <BankForm />
      ) : (
        <EditCard token={token} id={id} />
      )}
    </>
  );
}

function EditCard({ token, id }: { token: string; id: number }) {
  const cards = useQuery(getBankCardsQueryOptions(token));
  if (cards.data === undefined) {
    return <LoadState failed={cards.isError} onRetry={() => void cards.refetch()} />;
  }
  return <BankForm editing={cards.data.list.find((card) => card.id === id)} />;
}

const FIELDS: readonly BankCardField[] = [
  'country',
  'currency',
  'holderName',
  'cardNumber',
  'bankName',
  'branchName',
  'branchNumber',
];
/** The request's names of the fields (the server's data.field). */
const WIRE = {
  country: 'country',
  currency: 'currency',
  holderName: 'holder_name',
  cardNumber: 'card_number',
  bankName: 'bank_name',
  branchName: 'branch_name',
  branchNumber: 'branch_number',
} as const satisfies Record<BankCardField, string>;

export function BankForm({ editing }: { editing?: BankCard }) {
  const { t } = useTranslation('funding');
  const navigate = useNavigate();
  // An edited card's number is masked on the wire, so it is typed again.
  const [values, setValues] = useState<Record<BankCardField, string>>({
    country: editing?.country ?? '',
    currency: editing?.currency ?? '',
    holderName: editing?.holder_name ?? '',
    cardNumber: '',
    bankName: editing?.bank_name ?? '',
    branchName: editing?.branch_name ?? '',
    branchNumber: editing?.branch_number ?? '',
  });
  const add = useAddBankCard();
  const edit = useEditDestination();
  const form = useForm({ name: 'bank', fields: FIELDS }, fieldIssuesOf(validateBankCard(values)));
  const onSubmit = form.onSubmit(async () => {
    const body = Object.fromEntries(FIELDS.map((f) => [WIRE[f], values[f].trim()])) as Record<
      (typeof WIRE)[BankCardField],
      string
    >;
    const usableFrom = editing
      ? (await edit.mutateAsync({ id: editing.id, kind: 'bank', ...body })).usable_from
      : (await add.mutateAsync(body)).usable_from;
    showToast(t('destinations.saved', { time: formatInstant(usableFrom ?? '') }), {
      icon: 'success',
    });
    await navigate(PATHS.bindBank);
  });
  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <h2>{t(editing ? 'destinations.editCard' : 'destinations.addCard')}</h2>
      {FIELDS.map((name) => (
        <TextField
          key={name}
          field={form.field(name)}
          label={t(`destinations.${name}`)}
          value={values[name]}
          onChange={(value) => setValues((before) => ({ ...before, [name]: value }))}
          autoComplete="off"
        />
      ))}
      <SubmitButton form={form} label={t('destinations.save')} />
    </form>
  );
}
