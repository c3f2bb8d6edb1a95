import { useTranslation } from 'react-i18next';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useAppStore } from '@/lib/store/store';
import { ChangePasswordForm } from '../components/change-password-form';

/** Change the login password (product.md §2.4, §5.1): current, new and confirmation. Needs a session. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.changePassword')} />
      {token === null ? <LoginRequired /> : <ChangePasswordForm />}
    </>
  );
}
