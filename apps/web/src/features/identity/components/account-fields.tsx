import { useTranslation } from 'react-i18next';
import type { Area } from '@waihui/contracts';
import { FormField, TextInput } from '@/components/form-field';
import { DialCodePrefix } from './country-field';
import { useIdentityDraft } from './identity-draft';

export interface AccountFieldProps {
  id: string;
  area: Area | null;
  error: string | null;
  /** Called before the value changes (e.g. to clear the server's message on this field). */
  onEdit?: () => void;
}

/**
 * The account input of login and forgot password: an e-mail address, or a mobile number behind
 * its calling code (from selectCountry), following the draft's account type.
 */
export function AccountField({ id, area, error, onEdit }: AccountFieldProps) {
  const { t } = useTranslation('identity');
  const { accountType, phone, email, setPhone, setEmail } = useIdentityDraft();
  if (accountType === 'email') {
    return (
      <FormField id={id} label={t('fields.email')} error={error}>
        <TextInput
          id={id}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('fields.emailPlaceholder')}
          value={email}
          invalid={error !== null}
          onChange={(value) => {
            onEdit?.();
            setEmail(value);
          }}
        />
      </FormField>
    );
  }
  return (
    <FormField id={id} label={t('fields.phone')} error={error}>
      <TextInput
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="username"
        placeholder={t('fields.phonePlaceholder')}
        value={phone}
        invalid={error !== null}
        prefix={<DialCodePrefix area={area} />}
        onChange={(value) => {
          onEdit?.();
          setPhone(value);
        }}
      />
    </FormField>
  );
}
