import { useTranslation } from 'react-i18next';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useAppStore } from '@/lib/store/store';
import { WithdrawPanel } from '../components/withdraw-form';

/** Withdraw to a bound bank card (quKuangCard). */
export default function WithdrawCardPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.withdrawCard')} />
      {token === null ? <LoginRequired /> : <WithdrawPanel token={token} kind="bank" />}
    </>
  );
}
