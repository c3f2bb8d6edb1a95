import { useTranslation } from 'react-i18next';
import type { AccountType } from './identity-draft';
import './identity.css';

export interface AccountTypeTabsProps {
  value: AccountType;
  onChange: (value: AccountType) => void;
}

const TYPES: readonly AccountType[] = ['email', 'phone'];

/** E-mail or mobile number: which account the form is about. */
export function AccountTypeTabs({ value, onChange }: AccountTypeTabsProps) {
  const { t } = useTranslation('identity');
  return (
    <div className="wh-account-tabs" role="tablist" aria-label={t('accountType.label')}>
      {TYPES.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          aria-selected={value === type}
          className="wh-account-tabs__tab"
          onClick={() => onChange(type)}
        >
          {t(`accountType.${type}`)}
        </button>
      ))}
    </div>
  );
}
