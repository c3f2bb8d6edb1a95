import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  GENDERS,
  ID_NUMBER_INPUT_MAX,
  ID_TYPES,
  REAL_NAME_MAX_CHARS,
  validateVerificationForm,
  type VerificationFormField,
} from '@waihui/core';
import type { Area, VerificationCenterData } from '@waihui/contracts';
import { SelectField, TextField } from '@/components/form/fields';
import { fieldIssuesOf, useForm, type FieldIssue } from '@/components/form/use-form';
import { useAppStore } from '@/lib/store/store';
import { getAreaListQueryOptions } from '../api/get-area-list';
import { useSubmitVerification } from '../api/verification';
import { PhotoField, type PhotoState } from './photo-field';
import { birthDateBounds, localDate } from './verification-dates';
import './verification.css';

type Field = 'country' | VerificationFormField;
const FIELDS: readonly Field[] = [
  'country',
  'name',
  'gender',
  'birthDate',
  'idType',
  'idNumber',
  'frontPhotoId',
  'backPhotoId',
];

function photoIdOf(state: PhotoState): string {
  return state.kind === 'done' ? state.photoId : '';
}

export interface VerificationFormProps {
  token: string;
  /** The user's registration country, chosen at first. */
  defaultCountry: string | null;
  /** "Today" for the age rule; tests pass a fixed one. */
  today?: Date;
  onSubmitted: (center: VerificationCenterData) => void;
}

/**
 * The identity form (product.md §3.8): country, real name, gender, date of birth (18 or older), document
 * type and number, front and back photos. Core's rules check it as the user types; the server
 * checks the same rules again.
 */
export function VerificationForm({
  token,
  defaultCountry,
  today = new Date(),
  onSubmitted,
}: VerificationFormProps) {
  const { t } = useTranslation('verification');
  const lang = useAppStore((state) => state.lang);
  const areas = useQuery(getAreaListQueryOptions(lang));
  const [country, setCountry] = useState(defaultCountry ?? '');
  const [name, setName] = useState('');
  const [gender, setGender] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [idType, setIdType] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [front, setFront] = useState<PhotoState>({ kind: 'empty' });
  const [back, setBack] = useState<PhotoState>({ kind: 'empty' });
  const submit = useSubmitVerification();

  const todayText = localDate(today);
  const bounds = birthDateBounds(today);
  const checked = validateVerificationForm(
    {
      name,
      gender,
      birthDate,
      idType,
      idNumber,
      frontPhotoId: photoIdOf(front),
      backPhotoId: photoIdOf(back),
    },
    todayText,
  );
  const issues: Partial<Record<Field, FieldIssue>> = fieldIssuesOf(checked);
  if (country === '') issues.country = 'INVALID_COUNTRY';
  // Core checks the number against its type; without a type, an empty number is still shown.
  if (idNumber.trim() === '') issues.idNumber ??= 'ID_NUMBER_REQUIRED';
  const form = useForm({ name: 'verify', fields: FIELDS }, issues);

  const onSubmit = form.onSubmit(async () => {
    const center = await submit.mutateAsync({
      country,
      name,
      gender,
      birth_date: birthDate,
      id_type: idType,
      id_number: idNumber,
      front_photo_id: photoIdOf(front),
      back_photo_id: photoIdOf(back),
    });
    onSubmitted(center);
  });

  return (
    <form className="wh-form-card" noValidate onSubmit={onSubmit}>
      <p className="wh-verify-intro">{t('form.intro')}</p>
      <SelectField
        field={form.field('country')}
        label={t('details.country')}
        value={country}
        options={withPlaceholder(
          t('form.countryPlaceholder'),
          (areas.data ?? fallbackAreas(country)).map((area) => ({
            value: area.code,
            label: area.name,
          })),
        )}
        onChange={setCountry}
      />
      <TextField
        field={form.field('name')}
        label={t('details.name')}
        value={name}
        placeholder={t('form.namePlaceholder')}
        autoComplete="name"
        maxLength={REAL_NAME_MAX_CHARS * 2}
        onChange={setName}
      />
      <SelectField
        field={form.field('gender')}
        label={t('details.gender')}
        value={gender}
        options={withPlaceholder(
          t('form.genderPlaceholder'),
          GENDERS.map((value) => ({ value, label: t(`gender.${value}`) })),
        )}
        onChange={setGender}
      />
      <TextField
        field={form.field('birthDate')}
        label={t('details.birthDate')}
        type="date"
        value={birthDate}
        min={bounds.min}
        max={bounds.max}
        note={t('form.birthDateHint')}
        onChange={setBirthDate}
      />
      <SelectField
        field={form.field('idType')}
        label={t('details.idType')}
        value={idType}
        options={withPlaceholder(
          t('form.idTypePlaceholder'),
          ID_TYPES.map((value) => ({ value, label: t(`idType.${value}`) })),
        )}
        onChange={setIdType}
      />
      <TextField
        field={form.field('idNumber')}
        label={t('details.idNumber')}
        value={idNumber}
        placeholder={t('form.idNumberPlaceholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={ID_NUMBER_INPUT_MAX}
        onChange={setIdNumber}
      />
      <p className="wh-verify-hint">{t('form.photoHint')}</p>
      <PhotoField
        id={form.id('frontPhotoId')}
        label={t('form.front')}
        token={token}
        lang={lang}
        state={front}
        error={form.error('frontPhotoId')}
        onChange={(state) => {
          form.field('frontPhotoId').edited();
          setFront(state);
        }}
      />
      <PhotoField
        id={form.id('backPhotoId')}
        label={t('form.back')}
        token={token}
        lang={lang}
        state={back}
        error={form.error('backPhotoId')}
        onChange={(state) => {
          form.field('backPhotoId').edited();
          setBack(state);
        }}
      />
      <div className="wh-form-actions">
        <button
          type="submit"
          className="wh-button wh-button--primary"
          disabled={form.submitting || front.kind === 'uploading' || back.kind === 'uploading'}
        >
          {t('form.submit')}
        </button>
      </div>
    </form>
  );
}

/** A select's options after its placeholder, the empty value core's rules read as "not chosen". */
function withPlaceholder(
  placeholder: string,
  options: readonly { value: string; label: string }[],
): { value: string; label: string }[] {
  return [{ value: '', label: placeholder }, ...options];
}

/** While the area list loads, the chosen code alone, so the select shows the user's choice. */
function fallbackAreas(country: string): Area[] {
  return country === '' ? [] : [{ code: country, name: country, dial_code: '', barred: false }];
}
