import { useTranslation } from 'react-i18next';
import type { Area } from '@waihui/contracts';
import { TextField } from '@/components/form/fields';
import type { BoundField } from '@/components/form/use-form';
import { DialCodePrefix } from './country-field';
import { useIdentityDraft } from './identity-draft';

export interface AccountFieldProps {
  field: BoundField;
  area: Area | null;
}

/**
 * The account input of login and forgot password: an e-mail address, or a mobile number behind
 * its calling code (from selectCountry), following the draft's account type.
 */
export function AccountField({ field, area }: AccountFieldProps) {
  const { t } = useTranslation('identity');
  const { accountType, phone, email, setPhone, setEmail } = useIdentityDraft();
  if (accountType === 'email') {
    return (
      <TextField
        field={field}
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('fields.emailPlaceholder')}
        value={email}
        onChange={setEmail}
      />
    );
  }
  return (
    <TextField
      field={field}
      label={t('fields.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="username"
      placeholder={t('fields.phonePlaceholder')}
      value={phone}
      prefix={<DialCodePrefix area={area} />}
      onChange={setPhone}
    />
  );
}
