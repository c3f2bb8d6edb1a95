import { useTranslation } from 'react-i18next';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useAppStore } from '@/lib/store/store';
import { WithdrawPanel } from '../components/withdraw-form';

/** Withdraw USDT to a bound wallet (quKuangUSDT). */
export default function WithdrawUsdtPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.withdrawUSDT')} />
      {token === null ? <LoginRequired /> : <WithdrawPanel token={token} kind="wallet" />}
    </>
  );
}
