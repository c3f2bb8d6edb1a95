import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { getUserInfoQueryOptions } from '@/lib/account/get-user-info';
import { PATHS } from '@/lib/paths';
import { useAppStore } from '@/lib/store/store';
import { showToast } from '@/lib/toast/toast';
import { getVerificationCenterQueryOptions } from '../api/verification';
import { VerificationForm } from '../components/verification-form';

/**
 * Identity verification, step 2 (shiMingRenZheng2): the form. Only for a user who may submit
 * (unverified or rejected); others are sent back to their status.
 */
export default function IdentityVerification2Page() {
  const { t } = useTranslation();
  const token = useAppStore((state) => state.token);
  return (
    <>
      <PageHeader title={t('titles.identityVerification2')} />
      {token === null ? <LoginRequired /> : <FormPanel token={token} />}
    </>
  );
}

function FormPanel({ token }: { token: string }) {
  const { t } = useTranslation('verification');
  const navigate = useNavigate();
  const center = useQuery(getVerificationCenterQueryOptions(token));
  const info = useQuery(getUserInfoQueryOptions(token));
  if (center.data === undefined) {
    return (
      <p className="wh-verify-status" role={center.isError ? 'alert' : 'status'}>
        {center.isError ? t('status.loadFailed') : t('status.loading')}
      </p>
    );
  }
  if (center.data.status === 'pending' || center.data.status === 'verified') {
    return <Navigate to={PATHS.identityVerification} replace />;
  }
  return (
    <VerificationForm
      token={token}
      defaultCountry={info.data?.country ?? null}
      onSubmitted={() => {
        showToast(t('form.submitted'), { icon: 'success' });
        void navigate(PATHS.identityVerification, { replace: true });
      }}
    />
  );
}
