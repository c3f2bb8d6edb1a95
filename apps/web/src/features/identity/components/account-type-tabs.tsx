import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '@/components/segmented-tabs';
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
    <SegmentedTabs
      tabs={TYPES.map((type) => ({ value: type, label: t(`accountType.${type}`) }))}
      value={value}
      onChange={onChange}
      label={t('accountType.label')}
      className="wh-account-tabs"
      tabClassName="wh-account-tabs__tab"
    />
  );
}
