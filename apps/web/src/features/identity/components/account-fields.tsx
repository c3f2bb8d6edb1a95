import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area } from '@waihui/contracts';
import { TextField } from '@/components/form/fields';
import type { BoundField } from '@/components/form/use-form';
import { readAccountInput, type AccountInput } from './account-input';
import { AccountTypeTabs } from './account-type-tabs';
import { DialCodePrefix } from './country-field';
import { useIdentityDraft } from './identity-draft';
import { useSelectedArea } from './use-areas';

export interface AccountFieldsProps {
  field: BoundField;
  area: Area | null;
  /** What the browser may fill in: `username` on login (default), `email` / `tel-national` on register. */
  autoComplete?: { email: string; phone: string };
  /** Rows between the tabs and the account input (register's country). */
  children?: ReactNode;
}

/**
 * The account rows of login, forgot password and register: the e-mail / mobile tabs, then an
 * e-mail address, or a mobile number behind its calling code (from selectCountry), following the
 * draft's account type. Switching the type clears the server's message on the account.
 */
export function AccountFields({
  field,
  area,
  autoComplete = { email: 'username', phone: 'username' },
  children,
}: AccountFieldsProps) {
  const { t } = useTranslation('identity');
  const { accountType, phone, email, setPhone, setEmail, setAccountType } = useIdentityDraft();
  const input =
    accountType === 'email'
      ? ({
          label: t('fields.email'),
          type: 'email',
          inputMode: 'email',
          autoComplete: autoComplete.email,
          autoCapitalize: 'off',
          spellCheck: false,
          placeholder: t('fields.emailPlaceholder'),
          value: email,
          onChange: setEmail,
        } as const)
      : ({
          label: t('fields.phone'),
          type: 'tel',
          inputMode: 'tel',
          autoComplete: autoComplete.phone,
          placeholder: t('fields.phonePlaceholder'),
          prefix: <DialCodePrefix area={area} />,
          value: phone,
          onChange: setPhone,
        } as const);
  return (
    <>
      <AccountTypeTabs
        value={accountType}
        onChange={(type) => {
          field.edited();
          setAccountType(type);
        }}
      />
      {children}
      <TextField field={field} {...input} />
    </>
  );
}

/** The account typed on login or forgot password, checked, and the chosen country's area. */
export function useAccountInput(): { account: AccountInput; area: Area | null } {
  const { accountType, phone, email } = useIdentityDraft();
  const { country, area } = useSelectedArea();
  return { account: readAccountInput(accountType, { phone, email }, country), area };
}
